// The emails of an appointment's life, recorded by lib/appointments.ts in
// the same transaction as the booking, the cancellation or the move (lib/reschedule.ts).
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { SLOT_MINUTES } from "@/lib/slots";
import type { AppointmentEmailData } from "./emails/appointment";
import { cancelQueuedEmails, recordEmails, type AnyNewEmail } from "./outbox";

type Tx = Prisma.TransactionClient;

const facts = {
  id: true,
  startsAt: true,
  status: true,
  reason: true,
  icsSequence: true,
  patient: { select: { id: true, name: true, email: true } },
  doctor: { select: { id: true, speciality: true, user: { select: { id: true, name: true, email: true, address: true } } } },
} satisfies Prisma.AppointmentSelect;

type FactsRow = Prisma.AppointmentGetPayload<{ select: typeof facts }>;

function emailData(row: FactsRow): AppointmentEmailData {
  return {
    appointmentId: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
    status: row.status,
    sequence: row.icsSequence,
    reason: row.reason,
    patient: { name: row.patient.name, email: row.patient.email },
    doctor: {
      id: row.doctor.id,
      name: row.doctor.user.name,
      email: row.doctor.user.email,
      speciality: row.doctor.speciality,
      address: row.doctor.user.address,
    },
  };
}

/**
 * REMINDER_HOURS_BEFORE (default 24; fractions such as 0.25 allowed): how long
 * before the start the reminder goes out. 0 turns reminders off.
 */
export function reminderHoursBefore(): number {
  const raw = process.env.REMINDER_HOURS_BEFORE;
  const hours = raw === undefined || raw.trim() === "" ? 24 : Number(raw);
  return Number.isFinite(hours) && hours >= 0 ? hours : 24;
}

/** When the reminder of an appointment starting at `startsAt` is due, or null when there is none. */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  const hours = reminderHoursBefore();
  if (hours === 0) return null;
  const at = new Date(startsAt.getTime() - Math.round(hours * 3_600_000));
  // Booked inside the reminder window: the confirmation is the reminder.
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * A new booking: the confirmation (with the calendar invitation) to the
 * patient, a note to the doctor, and the reminder scheduled for later.
 */
export async function recordBookingEmails(tx: Tx, appointmentId: string, now: Date): Promise<void> {
  const row = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: facts });
  const data = emailData(row);
  const emails: AnyNewEmail[] = [
    { kind: "booking_confirmation", to: row.patient.email, userId: row.patient.id, appointmentId, data },
    { kind: "booking_notice", to: row.doctor.user.email, userId: row.doctor.user.id, appointmentId, data },
  ];
  const remindAt = reminderTime(row.startsAt, now);
  if (remindAt) {
    emails.push({ kind: "reminder", to: row.patient.email, userId: row.patient.id, appointmentId, data, sendAfter: remindAt });
  }
  await recordEmails(tx, emails);
}

/**
 * A cancellation (already written in `tx`, with its bumped iCalendar
 * sequence): the other party hears of it (the doctor when the patient
 * cancelled, the patient when the doctor did, both when the clinic did), and
 * the pending reminder is dropped.
 */
export async function recordCancellationEmails(
  tx: Tx,
  appointmentId: string,
  cancelledBy: { id: string; role: Role },
  reason: string,
): Promise<void> {
  const row = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: facts });
  const base = { ...emailData(row), cancelledBy: cancelledBy.role, cancelReason: reason };
  const toPatient: AnyNewEmail = {
    kind: "cancellation",
    to: row.patient.email,
    userId: row.patient.id,
    appointmentId,
    data: { ...base, audience: "patient" },
  };
  const toDoctor: AnyNewEmail = {
    kind: "cancellation",
    to: row.doctor.user.email,
    userId: row.doctor.user.id,
    appointmentId,
    data: { ...base, audience: "doctor" },
  };
  const emails = cancelledBy.role === "patient" ? [toDoctor] : cancelledBy.role === "doctor" ? [toPatient] : [toPatient, toDoctor];
  await recordEmails(tx, emails);
  await cancelQueuedEmails(tx, { appointmentId, kinds: ["reminder"] });
}

/**
 * A move to another slot (already written in `tx`, with its bumped iCalendar
 * sequence): both the patient and the doctor get the new time with an
 * updated invitation, and the reminder follows the appointment: the one
 * queued for the old time is dropped and one for the new time scheduled.
 */
export async function recordRescheduleEmails(
  tx: Tx,
  appointmentId: string,
  movedBy: { role: Role },
  previousStartsAt: Date,
  now: Date,
): Promise<void> {
  const row = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: facts });
  const data = emailData(row);
  const base = {
    ...data,
    rescheduledBy: movedBy.role,
    previousStartsAt: previousStartsAt.toISOString(),
    previousEndsAt: new Date(previousStartsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
  };
  await cancelQueuedEmails(tx, { appointmentId, kinds: ["reminder"] });
  const emails: AnyNewEmail[] = [
    { kind: "rescheduled", to: row.patient.email, userId: row.patient.id, appointmentId, data: { ...base, audience: "patient" } },
    { kind: "rescheduled", to: row.doctor.user.email, userId: row.doctor.user.id, appointmentId, data: { ...base, audience: "doctor" } },
  ];
  const remindAt = reminderTime(row.startsAt, now);
  if (remindAt) {
    emails.push({ kind: "reminder", to: row.patient.email, userId: row.patient.id, appointmentId, data, sendAfter: remindAt });
  }
  await recordEmails(tx, emails);
}
