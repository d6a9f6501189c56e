// The FHIR endpoint over a real TCP socket (issue 46, item 6): every app/fhir/** route handler,
// found on disk and dispatched by path and method as Next's router would, so a real FHIR client
// library (fhir-kit-client) talks HTTP to it. Built as tests/helpers/socket-server.ts serves one handler.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { stampPeerAddresses } from "@/lib/http/peer-address";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
type Route = { pattern: RegExp; names: string[]; handlers: Record<string, Handler> };

const root = path.resolve(__dirname, "../..");

/** Each app/fhir route file as a path pattern ("[id]" a segment of its own) and its method handlers. */
async function fhirRoutes(): Promise<Route[]> {
  const dir = path.join(root, "app/fhir");
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => path.basename(f) === "route.ts");
  const routes: Route[] = [];
  for (const file of files) {
    const segments = path.dirname(file) === "." ? [] : path.dirname(file).split(path.sep);
    const names: string[] = [];
    const parts = segments.map((s) => {
      const param = /^\[(\w+)\]$/.exec(s);
      if (!param) return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(param[1]);
      return "([^/]+)";
    });
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    const handlers = Object.fromEntries(Object.entries(mod).filter(([k, v]) => /^[A-Z]+$/.test(k) && typeof v === "function")) as Record<string, Handler>;
    routes.push({ pattern: new RegExp(`^/fhir${parts.map((p) => `/${p}`).join("")}/?$`), names, handlers });
  }
  // Literal segments before parameters, as Next matches them.
  return routes.sort((a, b) => a.names.length - b.names.length);
}

export async function serveFhir(): Promise<{ url: string; close: () => Promise<void> }> {
  stampPeerAddresses();
  const routes = await fhirRoutes();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const pathname = decodeURIComponent(url.pathname);
    const route = routes.find((r) => r.pattern.test(pathname));
    const handler = route?.handlers[req.method ?? "GET"];
    if (!route || !handler) {
      res.writeHead(route ? 405 : 404, { "content-type": "text/plain" });
      res.end(route ? "Method not allowed" : "Not found");
      return;
    }
    const values = route.pattern.exec(pathname)!.slice(1);
    const params = Object.fromEntries(route.names.map((n, i) => [n, values[i]]));
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const reply = await handler(new NextRequest(url, { method: req.method, headers, body }), { params: Promise.resolve(params) });
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fhir`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
