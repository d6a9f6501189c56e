// The kernel every change of an appointment shares (booking, rescheduling, cancelling, the
// outcomes, time off, walk-ins, removing a doctor): the transaction's waits and its retry after a
// race, the patient's change quota, loading a row to change, who may see it, and the status
// moves it may make. (lib/README.md)
import { prisma } from "@/lib/db";
import { conflict, forbidden, isWriteConflict, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import { appointmentInclude } from "@/lib/appointments/serialize";
import type { AppointmentStatus, Prisma } from "@/lib/generated/prisma/client";

export const APPOINTMENT_NOT_FOUND = "Appointment not found";

/**
 * Waits of the booking and cancelling transactions. Prisma's defaults (2 s to
 * get a connection, 5 s to finish) would fail requests that a burst of
 * bookings merely queues on the pool; the pool's own 5 s connection timeout
 * (lib/db.ts) stays the limit, as it is for single queries.
 */
export const TRANSACTION_WAITS = { maxWait: 10_000, timeout: 20_000 };

/**
 * Runs a booking or move transaction, again when PostgreSQL aborted it to settle a race (a
 * deadlock between two exclusion-constraint checks waiting for each other's uncommitted rows:
 * one of them is chosen to fail). The retry sees the winner committed and gets a clean answer
 * (its overlap refused, a 409), never a 500.
 */
export async function withRaceRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !isWriteConflict(err)) throw err;
    }
  }
}

export const TOO_MANY_CHANGES = "Too many changes to your appointments.";
export const TOO_MANY_MOVES = "Too many changes to this appointment.";

/**
 * Issue 22 item 3: each change a patient makes to their own appointments
 * (a booking, a move, a cancellation) emails the doctor, so a patient makes
 * at most a few a minute and an hour, and moves one appointment at most a few
 * times in ten minutes (LIMITS in lib/platform/rate-limit.ts; a 429 past them).
 * Doctors and admins are not counted. Counted in the change's own
 * transaction, once its checks have passed: a change refused later (a taken
 * slot) rolls its count back with it, so only changes made use the quota.
 * The keys are always hit in this order (minute, hour, appointment), so two
 * changes of one patient never wait for each other's counters in a cycle.
 */
export async function countPatientChange(tx: Prisma.TransactionClient, actor: Actor, opts: { movedId?: string } = {}): Promise<void> {
  if (actor.role !== "patient") return;
  await hitRateLimit(`appointment-changes:minute:${actor.id}`, LIMITS.appointmentChangesPerMinute, { db: tx, what: TOO_MANY_CHANGES });
  await hitRateLimit(`appointment-changes:hour:${actor.id}`, LIMITS.appointmentChangesPerHour, { db: tx, what: TOO_MANY_CHANGES });
  if (opts.movedId) await hitRateLimit(`appointment-moves:${opts.movedId}`, LIMITS.movesPerAppointment, { db: tx, what: TOO_MANY_MOVES });
}

export type AppointmentRow = Prisma.AppointmentGetPayload<{ include: typeof appointmentInclude }>;

export async function loadForChange(id: string) {
  const row = await prisma.appointment.findUnique({
    where: { id },
    select: {
      id: true,
      patientId: true,
      doctorId: true,
      status: true,
      startsAt: true,
      endsAt: true,
      bufferMinutes: true,
      patient: { select: { guardianId: true } },
      doctor: { select: { userId: true } },
    },
  });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  return row;
}

export function assertCanSee(actor: Actor, row: { patientId: string; patient: { guardianId: string | null }; doctor: { userId: string } }) {
  if (isStaff(actor)) return;
  if (actor.role === "patient" && row.patientId === actor.id) return;
  // A guardian acts for their dependents (issue 26).
  if (actor.role === "patient" && row.patient.guardianId === actor.id) return;
  if (actor.role === "doctor" && row.doctor.userId === actor.id) return;
  throw forbidden("This appointment is not yours");
}

/**
 * Refuses a change from a status it cannot start from. `from` is the statuses
 * it can: open ones for completing, those still awaiting the patient for
 * cancelling, checking in and marking a no-show (lib/appointments/status.ts).
 */
export function assertFrom(status: AppointmentStatus, from: readonly AppointmentStatus[], verb: string) {
  if (from.includes(status)) return;
  if (status === "cancelled") throw conflict(`This appointment was cancelled and cannot be ${verb}.`);
  if (status === "completed") throw conflict(`This appointment is already completed and cannot be ${verb}.`);
  if (status === "no_show") throw conflict(`This appointment was marked as a no-show and cannot be ${verb}.`);
  if (status === "checked_in") throw conflict(`The patient has already checked in: this appointment can only be completed now.`);
  throw conflict(`This appointment cannot be ${verb}.`);
}

/**
 * Moves an appointment on from one of the statuses in `from`. The update is
 * conditional on the status still being one of them, so two concurrent changes
 * cannot both win.
 */
export async function transition(
  id: string,
  from: readonly AppointmentStatus[],
  data: Prisma.AppointmentUncheckedUpdateManyInput,
  verb: string,
  db: Prisma.TransactionClient = prisma,
): Promise<AppointmentRow> {
  const { count } = await db.appointment.updateMany({
    where: { id, status: { in: [...from] } },
    data,
  });
  const row = await db.appointment.findUniqueOrThrow({ where: { id }, include: appointmentInclude });
  if (count === 0) assertFrom(row.status, from, verb);
  return row;
}
