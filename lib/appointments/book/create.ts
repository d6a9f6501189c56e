// Booking, step 6: the insert and what commits with it. The appointment, the patient's change
// count, its emails (confirmation, the doctor's note, the reminder, through the outbox) and a
// waitlist claim's own write commit together or not at all. (lib/README.md)
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { appointmentInclude } from "@/lib/appointments/serialize";
import { recordBookingEmails } from "@/lib/appointments/emails";
import { countPatientChange, type AppointmentRow } from "@/lib/appointments/change";
import { visitColumns, type BookedDoctor } from "@/lib/appointments/book/visit-type";
import type { VisitType } from "@/lib/visit-types/catalog";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A waitlist offer being claimed (issue 27): its write (the offer claimed, or a throw once expired) commits with the booking. */
export type Claim = { holdId: string; inTransaction: (tx: Prisma.TransactionClient, appointmentId: string) => Promise<void> };

export async function createBooking(
  tx: Prisma.TransactionClient,
  actor: Actor,
  visit: { patientId: string; doctor: BookedDoctor; type: VisitType; startsAt: Date; reason?: string; idempotencyKey?: string },
  opts: { now: Date; claim?: Claim },
): Promise<AppointmentRow> {
  const row = await tx.appointment.create({
    data: {
      patientId: visit.patientId,
      doctorId: visit.doctor.id,
      ...visitColumns(visit.type, visit.startsAt, visit.doctor),
      reason: visit.reason ?? "",
      status: "pending",
      idempotencyKey: visit.idempotencyKey ?? null,
      bookedById: actor.id,
      bookedByRole: actor.role,
    },
    include: appointmentInclude,
  });
  await countPatientChange(tx, actor);
  await recordAudit(tx, actor, {
    action: "appointment.booked",
    subject: { type: "appointment", id: row.id },
    patientId: row.patientId,
    details: { doctorId: row.doctorId, startsAt: row.startsAt.toISOString(), ...(opts.claim ? { fromWaitlist: true } : {}) },
  });
  await recordBookingEmails(tx, row.id, opts.now);
  await opts.claim?.inTransaction(tx, row.id);
  return row;
}
