// The address at the other end of the TCP connection, made visible to route
// handlers, server actions and next-auth.
//
// Next.js does not give application code the socket: a route handler gets a
// NextRequest built from the headers only (NextRequestAdapter), and the one
// header Next itself derives from the socket cannot be trusted, because
// base-server does `req.headers['x-forwarded-for'] ??= socket.remoteAddress`:
// a client that sends its own X-Forwarded-For keeps it, unchanged.
//
// So the server stamps every request itself: Node publishes each incoming
// request on the documented diagnostics channel "http.server.request.start"
// (before the server's 'request' event, so before Next reads any header), and
// the subscriber writes the socket address into a header of its own, always
// overwriting whatever the client sent under that name. The value carries a
// random per-process token: requests that arrived before the subscriber was
// installed (Next opens its port before instrumentation has run) or in a
// process without it carry no valid stamp and are never believed.
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

export const PEER_ADDRESS_HEADER = "x-careslot-peer-address";

// On globalThis: instrumentation and the route bundles are separate module
// graphs in one process.
const TOKEN = Symbol.for("careslot.peerAddressToken");
const store = globalThis as unknown as { [TOKEN]?: string };

/** Installs the stamp for every HTTP(S) server of this process; a second call does nothing. */
export function stampPeerAddresses(): void {
  if (store[TOKEN]) return;
  const token = randomBytes(16).toString("hex");
  store[TOKEN] = token;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = `${token} ${normalizeAddress(socket.remoteAddress ?? "")}`;
  });
}

/** The stamped socket address, or null when the request carries no stamp of this process. */
export function peerAddress(stamp: string | null | undefined): string | null {
  const token = store[TOKEN];
  if (!token || !stamp) return null;
  const [given, address] = stamp.split(" ");
  return given === token && address ? address : null;
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; one client, one spelling. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}
