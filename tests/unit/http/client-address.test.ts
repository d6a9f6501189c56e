// Which address a request is counted against (lib/platform/rate-limit.ts clientAddress)
// and the socket stamp it relies on without a proxy (lib/http/peer-address.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, trustedProxyHops, UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { normalizeAddress, PEER_ADDRESS_HEADER, peerAddress, stampPeerAddresses } from "@/lib/http/peer-address";

const HOPS_IN_SETUP = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  process.env.TRUSTED_PROXY_HOPS = HOPS_IN_SETUP;
  delete process.env.VERCEL;
});

const h = (init: Record<string, string>) => new Headers(init);

/** What a handler behind a real socket reads, with the stamp installed. */
async function addressSeenOverSocket(headers: Record<string, string>): Promise<string> {
  stampPeerAddresses();
  const server = http.createServer((req, res) => res.end(clientAddress(req.headers)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return await res.text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("clientAddress", () => {
  it("with no trusted proxy reads no header a client can write", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const forged = { "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2", "x-vercel-forwarded-for": "203.0.113.3", [PEER_ADDRESS_HEADER]: "x 203.0.113.4" };
    expect(clientAddress(h(forged))).toBe(UNKNOWN_ADDRESS);
    expect(await addressSeenOverSocket(forged)).toBe("127.0.0.1");
  });

  it("behind N trusted proxies takes the Nth X-Forwarded-For entry from the right", () => {
    const xff = { "x-forwarded-for": "1.1.1.1, 2.2.2.2 ,3.3.3.3" };
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress(h(xff))).toBe("3.3.3.3");
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientAddress(h(xff))).toBe("2.2.2.2");
    process.env.TRUSTED_PROXY_HOPS = "5";
    expect(clientAddress(h(xff))).toBe("1.1.1.1");
  });

  it("behind a proxy that added nothing falls back to the socket, never to X-Real-IP", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress(h({ "x-real-ip": "203.0.113.2" }))).toBe(UNKNOWN_ADDRESS);
    expect(await addressSeenOverSocket({ "x-real-ip": "203.0.113.2" })).toBe("127.0.0.1");
  });

  it("reads next-auth's plain header object like a Headers", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress({ "x-forwarded-for": "9.9.9.9, 4.4.4.4", host: "careslot.test" })).toBe("4.4.4.4");
    expect(clientAddress({ "x-forwarded-for": ["9.9.9.9", "5.5.5.5"] })).toBe("5.5.5.5");
    expect(clientAddress({})).toBe(UNKNOWN_ADDRESS);
  });

  it("on Vercel reads Vercel's header, then X-Real-IP, and never X-Forwarded-For", () => {
    process.env.VERCEL = "1";
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress(h({ "x-vercel-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7", "x-forwarded-for": "8.8.8.8" }))).toBe("6.6.6.6");
    expect(clientAddress(h({ "x-real-ip": "7.7.7.7", "x-forwarded-for": "8.8.8.8" }))).toBe("7.7.7.7");
    expect(clientAddress(h({ "x-forwarded-for": "8.8.8.8" }))).toBe(UNKNOWN_ADDRESS);
  });

  it("spells one client one way (IPv4-mapped IPv6, letter case)", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress(h({ "x-forwarded-for": "::ffff:192.0.2.7" }))).toBe("192.0.2.7");
    expect(clientAddress(h({ "x-forwarded-for": "2001:DB8::1" }))).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(normalizeAddress("::1")).toBe("::1");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("is a whole number; anything else trusts no proxy", () => {
    for (const [raw, hops] of [["", 0], ["0", 0], ["1", 1], [" 2 ", 2], ["-1", 0], ["1.5", 0], ["yes", 0], ["999", 0]] as const) {
      process.env.TRUSTED_PROXY_HOPS = raw;
      expect(trustedProxyHops(), raw).toBe(hops);
    }
  });
});

describe("the peer-address stamp", () => {
  it("believes only a stamp written by this process", () => {
    stampPeerAddresses();
    expect(peerAddress(null)).toBeNull();
    expect(peerAddress("203.0.113.9")).toBeNull();
    expect(peerAddress("0123456789abcdef0123456789abcdef 203.0.113.9")).toBeNull();
  });

  it("overwrites whatever the client sent under the stamp's name", async () => {
    stampPeerAddresses();
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { [PEER_ADDRESS_HEADER]: "forged 203.0.113.9" } });
      const stamp = await res.text();
      expect(stamp).not.toContain("forged");
      expect(peerAddress(stamp)).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
