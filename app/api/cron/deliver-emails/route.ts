// Vercel Cron (vercel.json) calls this every minute: where no server process
// lives between requests, it delivers the emails that are due (new ones,
// retries, reminders whose time has come). Vercel sends
// `Authorization: Bearer $CRON_SECRET`; anyone else is refused.
import crypto from "node:crypto";
import { publicRoute } from "@/lib/http/handler";
import { unauthorized, unavailable } from "@/lib/errors";
import { drainEmailJobs } from "@/lib/notifications/worker";

export const dynamic = "force-dynamic";
// A run stops taking new jobs after 45 s; the rest wait for the next minute.
export const maxDuration = 60;

const digest = (s: string) => crypto.createHash("sha256").update(s).digest();

function authorized(header: string | null, secret: string): boolean {
  return crypto.timingSafeEqual(digest(header ?? ""), digest(`Bearer ${secret}`));
}

export const GET = publicRoute(async ({ req }) => {
  const secret = process.env.CRON_SECRET;
  if (!secret) throw unavailable("CRON_SECRET is not set, so this route is off.");
  if (!authorized(req.headers.get("authorization"), secret)) throw unauthorized("Unauthorized");
  const delivered = await drainEmailJobs({ budgetMs: 45_000 });
  return { delivered };
});
