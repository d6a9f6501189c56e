// Holds: a time kept for one person for a while, busy for everyone else like a visit with its
// buffer or time off (lib/schedule/slots.ts's Busy). The schedule owns them: the slot rule's
// reads and the booking's check see them here, and whoever holds a time (the waitlist's offers,
// issue 27, so far the only holder) places and reads its holds through these functions. A hold
// is a row of `waitlist_offers` (its doctor, start, busy-until and expiry); its holder's own
// columns (the entry, the patient, the answer) are the holder's. (lib/README.md)
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TimeSpan } from "@/lib/schedule/slots";

type Tx = Prisma.TransactionClient;

/**
 * A hold that is live at `now`: held and not yet over. The one rule every read and answer of a
 * hold uses; an expired hold frees its time whether or not it was marked expired.
 */
export const liveHoldAt = (now: Date) => ({ status: "held" as const, expiresAt: { gt: now } });

/** The answer to a booking of a time held for someone on the waitlist. */
export const heldForWaitlist = (until: string) =>
  `This time is held for a patient on the waitlist until ${until}. Please choose another time.`;

/**
 * The times held that are live at `now`, by doctor, over `range`. An expired hold frees its time
 * by itself, whether or not a worker has marked it expired yet: a crash never keeps a time held
 * past its expiry.
 */
export async function liveHolds(
  db: Pick<Tx, "waitlistOffer">,
  doctorIds: string[],
  range: { from: Date; to: Date },
  now: Date,
  exceptHoldId?: string,
): Promise<Map<string, TimeSpan[]>> {
  const rows = await db.waitlistOffer.findMany({
    where: {
      doctorId: { in: doctorIds },
      ...liveHoldAt(now),
      startsAt: { lt: range.to },
      busyUntil: { gt: range.from },
      ...(exceptHoldId ? { id: { not: exceptHoldId } } : {}),
    },
    select: { doctorId: true, startsAt: true, busyUntil: true },
  });
  const out = new Map<string, TimeSpan[]>();
  for (const r of rows) out.set(r.doctorId, [...(out.get(r.doctorId) ?? []), { startsAt: r.startsAt, endsAt: r.busyUntil }]);
  return out;
}

/** The live hold over [startsAt, until) of the doctor that lasts longest, if any (the booking's check, under the doctor's lock). */
export async function holdOver(tx: Tx, doctorId: string, span: { startsAt: Date; until: Date }, now: Date, exceptHoldId?: string) {
  return tx.waitlistOffer.findFirst({
    where: {
      doctorId,
      ...liveHoldAt(now),
      startsAt: { lt: span.until },
      busyUntil: { gt: span.startsAt },
      ...(exceptHoldId ? { id: { not: exceptHoldId } } : {}),
    },
    select: { expiresAt: true },
    orderBy: { expiresAt: "desc" },
  });
}

/** Whether this hold is still live at `now`. */
export async function holdIsLive(holdId: string, now: Date): Promise<boolean> {
  return (await prisma.waitlistOffer.count({ where: { id: holdId, ...liveHoldAt(now) } })) > 0;
}

/** Of these people, those for whom a time is held now. */
export async function holdersWithLiveHolds(tx: Tx, patientIds: string[], now: Date): Promise<Set<string>> {
  const rows = await tx.waitlistOffer.findMany({ where: { patientId: { in: patientIds }, ...liveHoldAt(now) }, select: { patientId: true } });
  return new Set(rows.map((r) => r.patientId));
}

/**
 * Holds the doctor's time from `startsAt` to `busyUntil` (the visit and its buffer) until
 * `expiresAt` for the holder, in the caller's transaction, which holds the doctor's row lock
 * (lib/schedule/read.ts lockDoctor): a booking of that time then waits and sees the hold.
 */
export async function placeHold(
  tx: Tx,
  hold: { doctorId: string; startsAt: Date; busyUntil: Date; expiresAt: Date },
  holder: { entryId: string; patientId: string; visitTypeId: string | null; token: string },
) {
  return tx.waitlistOffer.create({ data: { ...holder, ...hold } });
}
