// Runs once per server process (next start, next dev, standalone), before
// requests reach the app: see lib/peer-address.ts for why the socket address
// is stamped on each request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stampPeerAddresses } = await import("@/lib/peer-address");
    stampPeerAddresses();
  }
}
