// Runs once per server process (next start, next dev, standalone), before
// requests reach the app: see lib/peer-address.ts for why the socket address
// is stamped on each request. A long-running server also runs the email
// worker here (lib/jobs/email-worker.ts); on Vercel the cron route does.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stampPeerAddresses } = await import("@/lib/peer-address");
    stampPeerAddresses();
    const { shouldRunEmailWorker, startBackgroundEmailWorker } = await import("@/lib/jobs/email-worker");
    if (shouldRunEmailWorker()) startBackgroundEmailWorker();
  }
}
