// Runs once per server process (next start, next dev, standalone), before
// requests reach the app: see lib/http/peer-address.ts for why the socket address
// is stamped on each request. A long-running server also runs the email
// worker here (lib/notifications/worker.ts); on Vercel the cron route does.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stampPeerAddresses } = await import("@/lib/http/peer-address");
    stampPeerAddresses();
    const { shouldRunEmailWorker, startBackgroundEmailWorker } = await import("@/lib/notifications/worker");
    if (shouldRunEmailWorker()) startBackgroundEmailWorker();
  }
}
