import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { request } from "@/tests/bench/lib/http.mjs";

/**
 * A real local server that answers the first request of every socket and cuts
 * the socket (no answer) when a second request comes on it: what a client
 * meets when it reuses a kept-alive socket the server has given up on.
 */
async function cuttingServer(opts: { cutEverything?: boolean } = {}) {
  const served = new WeakMap<object, number>();
  const log: { method: string; reused: boolean; cut: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    const cut = opts.cutEverything || n > 1;
    log.push({ method: req.method ?? "", reused: n > 1, cut });
    if (cut) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/plain", connection: "keep-alive" });
      res.end(`answer ${log.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, log, close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe("bench HTTP client: a cut kept-alive socket", () => {
  it("sends a GET that fails on a reused socket once more on a new socket", async () => {
    const server = await cuttingServer();
    open.push(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(`${server.base}/a`, { agent });
    expect(first.status).toBe(200);
    const second = await request(`${server.base}/b`, { agent });
    expect(second.status).toBe(200);
    // The second GET went out on the first socket, was cut, and went again on a fresh one.
    expect(server.log.map((l) => [l.reused, l.cut])).toEqual([[false, false], [true, true], [false, false]]);
    agent.destroy();
  });

  it("does not repeat a POST (not safe to send twice)", async () => {
    const server = await cuttingServer();
    open.push(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await request(`${server.base}/a`, { agent });
    await expect(request(`${server.base}/b`, { method: "POST", body: { x: 1 }, agent })).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(server.log).toHaveLength(2);
    agent.destroy();
  });

  it("does not retry a failure on a fresh socket: it is the server's answer, reported as an error", async () => {
    const server = await cuttingServer({ cutEverything: true });
    open.push(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await expect(request(`${server.base}/a`, { agent })).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(server.log).toHaveLength(1);
    agent.destroy();
  });
});
