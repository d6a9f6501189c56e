// Serves one route handler over a real TCP socket, with the peer-address stamp
// that instrumentation.ts installs under `next start`: for tests in which the
// client address must come from the connection, not from a header.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { stampPeerAddresses } from "@/lib/http/peer-address";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

export async function serveOverSocket(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  stampPeerAddresses();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // As Next's NextRequestAdapter does: the request's headers, nothing of the socket.
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new NextRequest(new URL(req.url ?? "/", "http://careslot.test"), { method: req.method, headers, body });
    const reply = await handler(request, { params: Promise.resolve({}) });
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
