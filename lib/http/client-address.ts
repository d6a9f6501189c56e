// Who is asking: the client address the rate limits count (lib/platform/rate-limit.ts),
// and whether this deployment's own proxy writes the X-Forwarded-* headers.
import { normalizeAddress, PEER_ADDRESS_HEADER, peerAddress } from "@/lib/http/peer-address";

/** Requests whose address cannot be established share this one key. */
export const UNKNOWN_ADDRESS = "unknown";

type HeaderSource = Headers | Record<string, unknown>;

function header(source: HeaderSource, name: string): string | null {
  if (source instanceof Headers) return source.get(name);
  const value = source[name];
  if (typeof value === "string") return value;
  return Array.isArray(value) ? value.map(String).join(",") : null;
}

let warnedAboutHops = false;

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(): number {
  const raw = process.env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  if (!warnedAboutHops) {
    warnedAboutHops = true;
    console.warn(`[careslot] TRUSTED_PROXY_HOPS=${JSON.stringify(raw)} is not a whole number; no proxy is trusted.`);
  }
  return 0;
}

/** Whether a proxy of this deployment's own (Vercel's edge, or TRUSTED_PROXY_HOPS) writes the X-Forwarded-* headers. */
export function behindTrustedProxy(): boolean {
  return process.env.VERCEL === "1" || trustedProxyHops() > 0;
}

/**
 * The client's address, for rate limits: only what this deployment's own
 * infrastructure wrote, never a header any client can set.
 *
 * - On Vercel (VERCEL=1): Vercel's edge overwrites X-Forwarded-For and
 *   X-Real-IP with the connecting address; `x-vercel-forwarded-for` is the
 *   same value and survives a proxy in front of Vercel, so it is read first.
 * - Behind N trusted proxies (TRUSTED_PROXY_HOPS=N): each proxy appends the
 *   address it received the request from, so the Nth entry from the right is
 *   what the outermost trusted proxy saw. Entries further left were written
 *   by the client and are ignored.
 * - Otherwise (and when a proxy added nothing): the TCP peer, stamped on the
 *   request by the server itself (lib/http/peer-address.ts).
 */
export function clientAddress(headers: HeaderSource): string {
  if (process.env.VERCEL === "1") {
    const vercel = header(headers, "x-vercel-forwarded-for") ?? header(headers, "x-real-ip");
    const address = vercel?.split(",")[0]?.trim();
    return address ? normalizeAddress(address) : UNKNOWN_ADDRESS;
  }
  const hops = trustedProxyHops();
  if (hops > 0) {
    const chain = (header(headers, "x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than hops (a proxy that appended nothing): the leftmost is the best there is.
    if (chain.length) return normalizeAddress(chain[Math.max(0, chain.length - hops)]);
  }
  return peerAddress(header(headers, PEER_ADDRESS_HEADER)) ?? UNKNOWN_ADDRESS;
}

/** The client's address and browser as the audit trail records them (issue 45). */
export function requestOrigin(headers: Headers): { address: string; userAgent: string | null } {
  return { address: clientAddress(headers), userAgent: headers.get("user-agent") };
}
