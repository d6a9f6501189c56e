// Issue 48 item 5: the emails of a series, recorded in the transaction of the change (the outbox).
// Booked: one email to the patient (or their guardian) and one to the doctor, every date in it,
// and each date's reminder as for any visit. Changed: one email to each party the change concerns
// (as a single visit's cancellation decides: not the one who made it), and the reminders follow.
import type { Actor } from "@/lib/accounts/users";
import { outgoing, type AnyNewEmail } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { emailData, facts, patientInbox, reminderTime } from "@/lib/appointments/emails";
import { reminder } from "@/lib/appointments/emails/reminder";
import { seriesBooked, seriesChanged, type SeriesEmailData } from "@/lib/appointments/series/emails/series";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

async function datesOf(tx: Tx, where: Prisma.AppointmentWhereInput) {
  const rows = await tx.appointment.findMany({ where, select: facts, orderBy: [{ startsAt: "asc" }, { id: "asc" }] });
  return Promise.all(rows.map(async (row) => ({ row, data: await emailData(tx, row) })));
}

/** A new series: one email to each party with every date, and a reminder before each date. */
export async function recordSeriesBookedEmails(tx: Tx, seriesId: string, now: Date): Promise<void> {
  const dates = await datesOf(tx, { seriesId });
  if (dates.length === 0) return;
  const { row } = dates[0];
  const all = dates.map((d) => d.data);
  const emails: AnyNewEmail[] = [
    outgoing(seriesBooked, { ...patientInbox(row), data: { seriesId, audience: "patient", dates: all } satisfies SeriesEmailData }),
    outgoing(seriesBooked, { to: row.doctor.user.email, userId: row.doctor.user.id, data: { seriesId, audience: "doctor", dates: all } satisfies SeriesEmailData }),
  ];
  for (const d of dates) {
    const remindAt = reminderTime(d.row.startsAt, now);
    if (remindAt) emails.push(outgoing(reminder, { ...patientInbox(d.row), appointmentId: d.row.id, data: d.data, sendAfter: remindAt }));
  }
  await recordEmails(tx, emails);
}

/** A change of some dates (already written in `tx`): one email to each party concerned; reminders for moved dates. */
export async function recordSeriesChangedEmails(
  tx: Tx,
  seriesId: string,
  change: { by: Actor; change: "cancelled" | "rescheduled"; appointmentIds: string[]; reason: string; now: Date },
): Promise<void> {
  const dates = await datesOf(tx, { id: { in: change.appointmentIds } });
  if (dates.length === 0) return;
  const { row } = dates[0];
  const all = dates.map((d) => d.data);
  const data = (audience: "patient" | "doctor"): SeriesEmailData => ({ seriesId, audience, dates: all, change: change.change, changedBy: change.by.role, reason: change.reason });
  const toPatient = outgoing(seriesChanged, { ...patientInbox(row), data: data("patient") });
  const toDoctor = outgoing(seriesChanged, { to: row.doctor.user.email, userId: row.doctor.user.id, data: data("doctor") });
  // As for one visit: the other party hears of it; both when the clinic made the change.
  const role = change.by.role;
  const emails: AnyNewEmail[] = role === "patient" ? [toDoctor] : role === "doctor" ? [toPatient] : [toPatient, toDoctor];
  if (change.change === "rescheduled") {
    for (const d of dates) {
      const remindAt = reminderTime(d.row.startsAt, change.now);
      if (remindAt) emails.push(outgoing(reminder, { ...patientInbox(d.row), appointmentId: d.row.id, data: d.data, sendAfter: remindAt }));
    }
  }
  await recordEmails(tx, emails);
}
