// The emails of an appointment's life, recorded by lib/appointments/index.ts in
// the same transaction as the booking, the cancellation or the move (lib/appointments/reschedule.ts).
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { activeVisitTypes } from "@/lib/visit-types/catalog";
import { showsVisitType, soleVisitTypeId } from "@/lib/visit-types/labels";
import type { AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import type { RescheduledEmailData } from "@/lib/appointments/emails/rescheduled";
import { cancelQueuedEmails, outgoing, type AnyNewEmail } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { bookingConfirmation } from "@/lib/appointments/emails/booking-confirmation";
import { bookingNotice } from "@/lib/appointments/emails/booking-notice";
import { cancellation } from "@/lib/appointments/emails/cancellation";
import { reminder } from "@/lib/appointments/emails/reminder";
import { rescheduled } from "@/lib/appointments/emails/rescheduled";

type Tx = Prisma.TransactionClient;

export const facts = {
  id: true,
  startsAt: true,
  endsAt: true,
  videoUrl: true,
  visitType: { select: { id: true, name: true, mode: true } },
  status: true,
  reason: true,
  icsSequence: true,
  // A dependent's emails go to their guardian (issue 26: families).
  patient: { select: { id: true, name: true, email: true, guardian: { select: { id: true, name: true, email: true } } } },
  doctor: { select: { id: true, speciality: true, user: { select: { id: true, name: true, email: true, address: true } } } },
} satisfies Prisma.AppointmentSelect;

export type FactsRow = Prisma.AppointmentGetPayload<{ select: typeof facts }>;

/**
 * Where the patient's side of an appointment's emails goes: the patient, or a dependent's
 * guardian (issue 26), whose reminder switch then applies; `to` null for a record without an
 * email (nothing is recorded).
 */
export function patientInbox(row: FactsRow): { to: string | null; userId: string } {
  const who = row.patient.guardian ?? row.patient;
  return { to: who.email, userId: who.id };
}

/**
 * The appointment as its emails show it. The visit type is named when it says something (not the
 * clinic's one and only type: a clinic that configures nothing gets SPEC's emails); a video
 * visit carries its meeting link (these emails go only to its patient and its doctor).
 */
export async function emailData(tx: Tx, row: FactsRow): Promise<AppointmentEmailData> {
  // Read in the transaction: a second connection per booking could starve the pool under a rush.
  const sole = soleVisitTypeId(await activeVisitTypes(tx));
  return {
    appointmentId: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    visitType: {
      name: row.visitType.name,
      durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
      mode: row.visitType.mode,
      named: showsVisitType(row.visitType.id, sole),
    },
    ...(row.videoUrl ? { videoUrl: row.videoUrl } : {}),
    status: row.status,
    sequence: row.icsSequence,
    reason: row.reason,
    patient: { name: row.patient.name, email: row.patient.email ?? "" },
    ...(row.patient.guardian ? { guardian: { name: row.patient.guardian.name } } : {}),
    doctor: {
      id: row.doctor.id,
      name: row.doctor.user.name,
      email: row.doctor.user.email ?? "",
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
  const data = await emailData(tx, row);
  const emails: AnyNewEmail[] = [
    outgoing(bookingConfirmation, { ...patientInbox(row), appointmentId, data }),
    outgoing(bookingNotice, { to: row.doctor.user.email, userId: row.doctor.user.id, appointmentId, data }),
  ];
  const remindAt = reminderTime(row.startsAt, now);
  if (remindAt) {
    emails.push(outgoing(reminder, { ...patientInbox(row), appointmentId, data, sendAfter: remindAt }));
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
  const base = { ...(await emailData(tx, row)), cancelledBy: cancelledBy.role, cancelReason: reason };
  const toPatient: AnyNewEmail = outgoing(cancellation, {
    ...patientInbox(row),
    appointmentId,
    data: { ...base, audience: "patient" },
  });
  const toDoctor: AnyNewEmail = outgoing(cancellation, {
    to: row.doctor.user.email,
    userId: row.doctor.user.id,
    appointmentId,
    data: { ...base, audience: "doctor" },
  });
  const emails = cancelledBy.role === "patient" ? [toDoctor] : cancelledBy.role === "doctor" ? [toPatient] : [toPatient, toDoctor];
  await recordEmails(tx, emails);
  await cancelQueuedEmails(tx, { appointmentId, kinds: ["reminder"] });
}

/**
 * A move to another slot (already written in `tx`, with its bumped iCalendar
 * sequence): both the patient and the doctor get the new time with an
 * updated invitation, and the reminder follows the appointment: the one
 * queued for the old time is dropped and one for the new time scheduled.
 *
 * A burst of moves is not a burst of emails (issue 22 item 3): a "rescheduled"
 * email of an earlier move still queued (not sent yet) is dropped, and this
 * move's email to that person tells the move from the time they last heard
 * of (the dropped email's "was"); moved back to that very time, they get none.
 * With the worker idle between polls, a quick succession of moves sends each
 * party one email. (One already being sent when it is dropped still goes out;
 * the next email's "was" is then the time before it.)
 */
export async function recordRescheduleEmails(
  tx: Tx,
  appointmentId: string,
  movedBy: { role: Role },
  previousStartsAt: Date,
  now: Date,
): Promise<void> {
  const row = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: facts });
  const data = await emailData(tx, row);
  const length = row.endsAt.getTime() - row.startsAt.getTime();
  const dropped = await cancelQueuedEmails(tx, { appointmentId, kinds: ["reminder", "rescheduled"] });
  /** What `address` was last told: the time the oldest dropped "moved" email to them left, else the one this move leaves. */
  const lastTold = (address: string) => {
    const superseded = dropped.find((e) => e.kind === "rescheduled" && e.recipient === address);
    return superseded ? new Date((superseded.data as RescheduledEmailData).previousStartsAt) : previousStartsAt;
  };
  const moved = (audience: "patient" | "doctor", person: { id: string; email: string | null }): AnyNewEmail[] => {
    if (!person.email) return []; // a patient record without an email (issue 26)
    const was = lastTold(person.email);
    if (was.getTime() === row.startsAt.getTime()) return [];
    const previous = { previousStartsAt: was.toISOString(), previousEndsAt: new Date(was.getTime() + length).toISOString() };
    return [outgoing(rescheduled, { to: person.email, userId: person.id, appointmentId, data: { ...data, ...previous, rescheduledBy: movedBy.role, audience } })];
  };
  const inbox = patientInbox(row);
  const emails: AnyNewEmail[] = [...moved("patient", { id: inbox.userId, email: inbox.to }), ...moved("doctor", row.doctor.user)];
  const remindAt = reminderTime(row.startsAt, now);
  if (remindAt) {
    emails.push(outgoing(reminder, { ...patientInbox(row), appointmentId, data, sendAfter: remindAt }));
  }
  await recordEmails(tx, emails);
}
