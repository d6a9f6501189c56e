// Freed time: every change that can free a doctor's time (a cancellation, a move away, time off
// removed, hours changed, the doctor open again, a hold declined or withdrawn) announces it in its
// own transaction, so whoever waits for such time (the waitlist, issue 27, registers the job:
// lib/waitlist/jobs.ts) looks once the change commits, even across a restart. (lib/README.md)
import { queueJob } from "@/lib/outbox/outbox";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The job's name; its data is `{ waitlistFor: doctorId }`, as queued since issue 27. */
export const TIME_FREED_JOB = "waitlistFor";

/** Announces, in `tx`, that the doctor's time may be free; `at` schedules the look (a hold's expiry). */
export async function announceFreedTime(tx: Prisma.TransactionClient, doctorId: string, at?: Date): Promise<void> {
  await queueJob(tx, TIME_FREED_JOB, doctorId, at);
}
