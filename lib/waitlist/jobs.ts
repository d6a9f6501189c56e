// The waitlist's job on the email queue (lib/outbox/outbox.ts registerJob): a look at a doctor's
// freed time (lib/schedule/freed-time.ts), which offers it to the patients waiting. Imported by
// the worker (lib/notifications/worker.ts), which runs the jobs. (lib/README.md)
import { prisma } from "@/lib/db";
import { registerJob } from "@/lib/outbox/outbox";
import { TIME_FREED_JOB } from "@/lib/schedule/freed-time";
import { offerFreedTimes } from "@/lib/waitlist/offers";

/**
 * The look, when there is something to look at: someone waits for the doctor, or a hold of theirs
 * is still marked held (its expiry to record). Otherwise the announcement is answered at once,
 * without taking the doctor's lock.
 */
export async function lookAtFreedTime(doctorId: string): Promise<number> {
  const waiting = await prisma.waitlistEntry.findFirst({ where: { doctorId, status: "waiting" }, select: { id: true } });
  const held = waiting ?? (await prisma.waitlistOffer.findFirst({ where: { doctorId, status: "held" }, select: { id: true } }));
  if (!held) return 0;
  return offerFreedTimes(doctorId);
}

registerJob(TIME_FREED_JOB, lookAtFreedTime);
