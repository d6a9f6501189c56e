// Booking, step 5: the slot check. The schedule's rule (the doctor's hours and time off, the
// policy, a time held for someone else) decides under the doctor's row lock; the database's
// exclusion constraints refuse an overlap with another open appointment of the doctor (with
// buffers) or of the patient, and overlapMessage says which. Moves use both too. (lib/README.md)
import { prisma } from "@/lib/db";
import type { ClinicDate } from "@/lib/clinic-time";
import { holdSlot, lengthOf } from "@/lib/schedule/read";
import type { VisitType } from "@/lib/visit-types/catalog";
import type { Prisma } from "@/lib/generated/prisma/client";

export const SLOT_TAKEN = "Sorry, this slot was just booked by someone else. Please pick another time.";
export const PATIENT_BUSY = "You already have an appointment at this time.";

/** The start instant of `date` at `minutes` for a visit of `type`, checked by the slot rule (a 400 in its words when refused). */
export function checkedStart(
  tx: Prisma.TransactionClient,
  doctorId: string,
  slot: { now: Date; tz: string; date: ClinicDate; minutes: number; type: VisitType; exceptHoldId?: string },
): Promise<Date> {
  return holdSlot(tx, doctorId, { now: slot.now, tz: slot.tz, date: slot.date, minutes: slot.minutes, visit: lengthOf(slot.type), exceptHoldId: slot.exceptHoldId });
}

/**
 * The 409 of an overlap the database refused: the doctor's time taken (SLOT_TAKEN) or the
 * patient elsewhere then (PATIENT_BUSY). The constraint's name says which; should a driver ever
 * not name it, the doctor's open appointments over [start, end + buffer) say it.
 */
export async function overlapMessage(
  err: unknown,
  doctorId: string,
  startsAt: Date,
  visit: { durationMinutes: number; bufferMinutes: number },
  exceptId = "",
): Promise<string> {
  const said = `${(err as Error).message ?? ""} ${safeJson((err as { meta?: unknown }).meta)}`;
  if (said.includes("appointments_no_doctor_overlap")) return SLOT_TAKEN;
  if (said.includes("appointments_no_patient_overlap")) return PATIENT_BUSY;
  const until = new Date(startsAt.getTime() + (visit.durationMinutes + visit.bufferMinutes) * 60_000);
  const [{ n }] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "appointments"
     WHERE "doctor_id" = ${doctorId} AND "status" <> 'cancelled' AND "id" <> ${exceptId}
       AND "starts_at" < ${until} AND appointment_busy_until("ends_at", "buffer_minutes") > ${startsAt}`;
  return n > 0 ? SLOT_TAKEN : PATIENT_BUSY;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}
