// The FHIR endpoint (app/fhir/**) over a real TCP socket, for real FHIR clients (fhir-kit-client)
// in the integration tests (issue 46): each request goes to the route.ts its path names, as
// Next's router would send it ("[id]" and "[file]" segments become params), through the same
// handlers `next start` serves. Private resources' routes are picked up the same way.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
type Route = { segments: string[]; module: Record<string, unknown> };

const root = path.resolve(__dirname, "../..");

/** Every app/fhir route file, its path as segments ("Slot", "[id]", "$bulk-publish"...). */
export async function fhirRoutes(): Promise<Route[]> {
  const dir = path.join(root, "app/fhir");
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => path.basename(f) === "route.ts");
  const routes: Route[] = [];
  for (const f of files) {
    const segments = path.dirname(f) === "." ? [] : path.dirname(f).split(path.sep);
    routes.push({ segments, module: (await import(path.join(dir, f))) as Record<string, unknown> });
  }
  // Literal segments before parameters, as Next matches them.
  return routes.sort((a, b) => a.segments.filter((s) => s.startsWith("[")).length - b.segments.filter((s) => s.startsWith("[")).length);
}

function match(routes: Route[], pathname: string): { route: Route; params: Record<string, string> } | null {
  const parts = pathname.replace(/^\/fhir\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (route.segments.every((s, i) => (s.startsWith("[") ? ((params[s.slice(1, -1)] = parts[i]), true) : s === parts[i]))) return { route, params };
  }
  return null;
}

export async function serveFhir(): Promise<{ url: string; close: () => Promise<void> }> {
  const routes = await fhirRoutes();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const found = match(routes, url.pathname);
    const handler = found?.route.module[req.method ?? "GET"] as Handler | undefined;
    if (!found || !handler) {
      res.writeHead(found ? 405 : 404, { "content-type": "application/fhir+json" });
      res.end(JSON.stringify({ resourceType: "OperationOutcome", issue: [{ severity: "error", code: "not-supported", diagnostics: "no such route" }] }));
      return;
    }
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const reply = await handler(new NextRequest(url, { method: req.method, headers, body }), { params: Promise.resolve(found.params) });
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    const reader = reply.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) res.write(chunk.value);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/fhir`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
