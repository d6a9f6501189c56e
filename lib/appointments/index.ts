// lib/appointments: booking, cancelling, rescheduling, status changes, calendar files, appointment
// emails, dashboards, time off and doctor removal (both cancel visits). Imports every domain before
// notifications. (lib/README.md)
//
// Appointments: booking, cancelling, completing and the lists of each role.
// Who may do what is decided here from the Actor, for the web UI and the
// REST API alike. The database has the last word on races: exclusion
// constraints refuse two open appointments of one doctor (with buffers) or of
// one patient that overlap, whatever their visit types.
import { isStaff } from "@/lib/accounts/roles";
import { isGuardianOf } from "@/lib/accounts/dependents";
import { assertMayBookFor } from "@/lib/appointments/booking-for";
import { assertHouseholdOpenLimit } from "@/lib/appointments/household";
import { prisma } from "@/lib/db";
import { clinicDateOf, clinicTimeZone, instantAt, addDays, type ClinicDate } from "@/lib/clinic-time";
import { badRequest, conflict, DOCTOR_NOT_FOUND, forbidden, isUniqueViolation, isWriteConflict, notFound } from "@/lib/errors";
import { holdSlot, lengthOf } from "@/lib/schedule/read";
import { activeVisitTypes, pickVisitType, priceWith, type VisitType } from "@/lib/visit-types/catalog";
import { meetingUrlFor } from "@/lib/visit-types/video";
import { AWAITING_STATUSES, OPEN_STATUSES } from "@/lib/appointments/status";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { recordBookingEmails, recordCancellationEmails } from "@/lib/appointments/emails";
import { getClinicSettings } from "@/lib/clinic/settings";
import { hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import type { Actor } from "@/lib/accounts/users";
import { nameContains, peopleNamed } from "@/lib/accounts/name-search";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { queueWaitlistLook } from "@/lib/outbox/outbox";
import { CANCEL_REASON_MAX } from "@/lib/appointments/cancel-schema";
import { type Booking } from "@/lib/appointments/booking-schema";
import type { AppointmentStatus, Prisma } from "@/lib/generated/prisma/client";

export const APPOINTMENT_NOT_FOUND = "Appointment not found";
export const APPOINTMENT_BOOKED = "Appointment booked successfully";
export const APPOINTMENT_CANCELLED = "Appointment cancelled";
export const APPOINTMENT_COMPLETED = "Appointment marked as completed";
export const APPOINTMENT_CHECKED_IN = "Patient checked in";
export const APPOINTMENT_NO_SHOW = "Appointment marked as a no-show";
export const SLOT_TAKEN = "Sorry, this slot was just booked by someone else. Please pick another time.";
export const PATIENT_BUSY = "You already have an appointment at this time.";

export const KEY_REUSED = "This Idempotency-Key was already used for a different booking.";

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

/**
 * The appointment an earlier request with the same idempotency key made, if
 * any. A retry (after a timeout or a crash) gets that appointment back
 * instead of a second booking or a confusing "slot taken".
 */
async function replayed(patientId: string, key: string | undefined, input: Booking, tz: string) {
  if (!key) return null;
  const row = await prisma.appointment.findUnique({
    where: { patientId_idempotencyKey: { patientId, idempotencyKey: key } },
    include: appointmentInclude,
  });
  if (!row) return null;
  const sameRequest =
    row.doctorId === input.doctorId &&
    row.startsAt.getTime() === instantAt(input.date, input.time, tz).getTime() &&
    (!input.visitTypeId || row.visitTypeId === input.visitTypeId);
  if (!sameRequest) throw conflict(KEY_REUSED);
  return toAppointmentDTO(row, tz);
}

const upcoming = (n: number) => (n === 1 ? "1 upcoming appointment" : `${n} upcoming appointments`);
export const openLimitPerDoctor = (n: number) =>
  `You already have ${upcoming(n)} with this doctor. Please cancel one or call the clinic to book more.`;
export const openLimitTotal = (n: number) => `You already have ${upcoming(n)}. Please cancel one or call the clinic to book more.`;

/**
 * Issue 12 item 5: a patient holds at most the clinic's number of open future
 * appointments with one doctor and in all (lib/clinic/settings.ts). Runs inside the
 * booking transaction before the insert. The patient's row is locked first, so
 * two bookings of one patient take turns from here to their commit and the
 * second counts the first.
 */
async function assertWithinOpenLimit(tx: Prisma.TransactionClient, patientId: string, doctorId: string, now: Date, idempotencyKey?: string) {
  await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${patientId} FOR UPDATE`;
  // A retry that waited here for its own first attempt is not refused by the limit that attempt
  // filled: its insert hits the key's unique index, and the first booking is the answer.
  if (idempotencyKey && (await tx.appointment.count({ where: { patientId, idempotencyKey } }))) return;
  const limits = await getClinicSettings(tx);
  const open = { patientId, status: { in: [...OPEN_STATUSES] }, startsAt: { gt: now } };
  const withDoctor = await tx.appointment.count({ where: { ...open, doctorId } });
  if (withDoctor >= limits.maxOpenPerDoctor) throw conflict(openLimitPerDoctor(limits.maxOpenPerDoctor));
  const total = await tx.appointment.count({ where: open });
  if (total >= limits.maxOpenTotal) throw conflict(openLimitTotal(limits.maxOpenTotal));
  await assertHouseholdOpenLimit(tx, patientId, doctorId, now, limits.maxOpenTotal);
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

/**
 * Books a slot. Patients book for themselves; an admin may book for a
 * patient by passing `patientId`. Everyone else is refused. Patients hold a
 * limited number of open future appointments (assertWithinOpenLimit). With an
 * `idempotencyKey`, repeating the same request returns the same appointment.
 */
export async function bookAppointment(
  actor: Actor,
  input: Booking,
  opts: {
    patientId?: string;
    now?: Date;
    idempotencyKey?: string;
    /**
     * A waitlist offer being claimed (issue 27): its hold does not bar this booking, and
     * `inTransaction` (which marks the offer claimed, or throws when it has expired) commits with it.
     */
    claim?: { holdId: string; inTransaction: (tx: Prisma.TransactionClient, appointmentId: string) => Promise<void> };
  } = {},
): Promise<AppointmentDTO> {
  const now = opts.now ?? new Date();
  const tz = clinicTimeZone();
  const patientId = opts.patientId ?? actor.id;
  if (actor.role === "doctor") throw forbidden("Doctors cannot book appointments. Please use a patient account.");
  // Patients book for themselves and their dependents (issue 26: families); staff for any patient; nobody for a removed person.
  await assertMayBookFor(actor, patientId);
  // Staff are not patients: without this, an admin's or the desk's own account would hold appointments.
  if (isStaff(actor) && patientId === actor.id)
    throw badRequest(`${actor.role === "admin" ? "Admins book" : "The front desk books"} on behalf of a patient: send the patient's userId.`);

  const earlier = await replayed(patientId, opts.idempotencyKey, input, tz);
  if (earlier) return earlier;

  const doctor = await prisma.doctor.findUnique({
    where: { id: input.doctorId },
    select: { id: true, fees: true, available: true, archivedAt: true, userId: true, videoUrl: true },
  });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  if (!doctor.available) throw conflict("This doctor is not taking appointments right now.");
  if (doctor.userId === patientId) throw badRequest("Doctors cannot book appointments with themselves.");
  // The type named (it must be one the doctor offers), else the doctor's default.
  const type = pickVisitType(await activeVisitTypes(), doctor.id, input.visitTypeId);

  try {
    // The booking and its emails (confirmation, doctor's note, reminder) commit together or not at all.
    const created = await withRaceRetry(() => prisma.$transaction(
      async (tx) => {
        // The slot rule (the doctor's hours and time off, the policy) decides under the doctor's row lock.
        const startsAt = await holdSlot(tx, doctor.id, { now, tz, date: input.date, minutes: input.time, visit: lengthOf(type), exceptHoldId: opts.claim?.holdId });
        // Admins booking on a patient's behalf are not limited.
        if (actor.role !== "admin") await assertWithinOpenLimit(tx, patientId, doctor.id, now, opts.idempotencyKey);
        const row = await tx.appointment.create({
          data: {
            patientId,
            doctorId: doctor.id,
            ...visitColumns(type, startsAt, doctor.videoUrl),
            amount: priceWith(type, doctor.fees),
            reason: input.reason ?? "",
            status: "pending",
            idempotencyKey: opts.idempotencyKey ?? null,
            bookedById: actor.id,
            bookedByRole: actor.role,
          },
          include: appointmentInclude,
        });
        await countPatientChange(tx, actor);
        await recordBookingEmails(tx, row.id, now);
        await opts.claim?.inTransaction(tx, row.id);
        return row;
      },
      TRANSACTION_WAITS,
    ));
    doctorsChanged(doctor.id);
    return toAppointmentDTO(created, tz);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same key raced itself: the other request's booking is the answer.
    const twin = await replayed(patientId, opts.idempotencyKey, input, tz);
    if (twin) return twin;
    throw conflict(await overlapMessage(err, doctor.id, instantAt(input.date, input.time, tz), type));
  }
}

/** The columns a visit of `type` starting at `startsAt` gets: its end, its buffer, its type, its meeting link. */
function visitColumns(type: VisitType, startsAt: Date, doctorVideoUrl: string | null) {
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + type.durationMinutes * 60_000),
    bufferMinutes: type.bufferMinutes,
    visitTypeId: type.id,
    videoUrl: type.mode === "video" ? meetingUrlFor(doctorVideoUrl) : null,
  };
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

type Row = Prisma.AppointmentGetPayload<{ include: typeof appointmentInclude }>;

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
  // A guardian acts for their dependents (issue 26: families).
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
async function transition(
  id: string,
  from: readonly AppointmentStatus[],
  data: Prisma.AppointmentUncheckedUpdateManyInput,
  verb: string,
  db: Prisma.TransactionClient = prisma,
): Promise<Row> {
  const { count } = await db.appointment.updateMany({
    where: { id, status: { in: [...from] } },
    data,
  });
  const row = await db.appointment.findUniqueOrThrow({ where: { id }, include: appointmentInclude });
  if (count === 0) assertFrom(row.status, from, verb);
  return row;
}

/** The patient's refusal inside the clinic's cancellation cutoff, with the way out. */
export const cancelCutoffMessage = (hours: number) =>
  `Appointments can't be cancelled online less than ${hours === 1 ? "1 hour" : `${hours} hours`} before they start. Please call the clinic.`;


/**
 * Patients cancel their own, doctors their own, admins any appointment still
 * awaiting the patient (not once checked in). Patients cannot once it has
 * started, nor within the clinic's cancellation cutoff before the start;
 * doctors and admins can.
 * The other party is emailed (with `reason` when given) and the reminder
 * dropped, in the same transaction as the cancellation.
 */
export async function cancelAppointment(
  actor: Actor,
  id: string,
  opts: { now?: Date; reason?: string } = {},
): Promise<AppointmentDTO> {
  const now = opts.now ?? new Date();
  const reason = opts.reason?.trim() ?? "";
  if (reason.length > CANCEL_REASON_MAX) throw badRequest(`The reason can be at most ${CANCEL_REASON_MAX} characters.`);
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  assertFrom(row.status, AWAITING_STATUSES, "cancelled");
  if (actor.role === "patient") {
    if (hasStarted(row.startsAt, now)) throw conflict(startedMessage("cancelled"));
    const { cancelCutoffHours } = await getClinicSettings();
    if (insideCancelCutoff(row.startsAt, now, cancelCutoffHours)) throw conflict(cancelCutoffMessage(cancelCutoffHours));
  }
  const done = await prisma.$transaction(async (tx) => {
    const cancelled = await transition(
      id,
      AWAITING_STATUSES,
      // A higher SEQUENCE lets calendar apps apply the emailed CANCEL over the booking's invitation.
      { status: "cancelled", cancelledAt: now, cancelledById: actor.id, cancelReason: reason, icsSequence: { increment: 1 } },
      "cancelled",
      tx,
    );
    await countPatientChange(tx, actor);
    await recordCancellationEmails(tx, id, actor, reason);
    // The freed time goes to the doctor's waitlist first (issue 27), once this commits.
    await queueWaitlistLook(tx, cancelled.doctorId);
    return cancelled;
  }, TRANSACTION_WAITS);
  doctorsChanged(done.doctorId);
  return toAppointmentDTO(done, clinicTimeZone());
}

/**
 * Cancels, inside the caller's transaction, the open appointments that match
 * `where`, on the clinic's behalf (a doctor archived, time off taken): each
 * keeps `reason` for the patient to see, gets a higher calendar SEQUENCE, and
 * the emails of any cancellation. Returns the ids it cancelled.
 */
export async function cancelForClinic(
  tx: Prisma.TransactionClient,
  actor: Actor,
  where: Prisma.AppointmentWhereInput,
  reason: string,
  now = new Date(),
): Promise<string[]> {
  const open = await tx.appointment.findMany({ where: { AND: [where, { status: { in: [...AWAITING_STATUSES] } }] }, select: { id: true } });
  const cancelled: string[] = [];
  for (const { id } of open) {
    const { count } = await tx.appointment.updateMany({
      where: { id, status: { in: [...AWAITING_STATUSES] } },
      data: { status: "cancelled", cancelledAt: now, cancelledById: actor.id, cancelReason: reason, icsSequence: { increment: 1 } },
    });
    if (count === 0) continue;
    await recordCancellationEmails(tx, id, actor, reason);
    cancelled.push(id);
  }
  return cancelled;
}

/** Why appointments inside a new time off are cancelled (shown to their patients and in their emails). */
export const TIME_OFF_CANCEL_REASON = "The doctor is unavailable at this time";

/**
 * Cancels these open appointments because their doctor takes time off, in
 * the caller's transaction (the one that stores the time off, so both happen
 * or neither): each keeps the reason and its patient is emailed. Only the
 * doctor's own (or any, for an admin) are touched; those no longer open are
 * left as they are. Returns the cancelled ones.
 */
export async function cancelForTimeOff(
  tx: Prisma.TransactionClient,
  actor: Actor,
  ids: string[],
  reason: string,
  now = new Date(),
): Promise<AppointmentDTO[]> {
  if (actor.role === "patient" || actor.role === "receptionist") throw forbidden("Only doctors and admins can cancel appointments for time off");
  const mine = actor.role === "admin" ? {} : { doctor: { userId: actor.id } };
  const cancelled = await cancelForClinic(tx, actor, { id: { in: ids }, ...mine }, reason, now);
  const rows = await tx.appointment.findMany({ where: { id: { in: cancelled } }, include: appointmentInclude, orderBy: { startsAt: "asc" } });
  return rows.map((r) => toAppointmentDTO(r, clinicTimeZone()));
}

/**
 * What a doctor (their own) or an admin records on and after the appointment's
 * clinic-local day: completed (from any open status), the patient arrived
 * (checked in) or did not come (no-show), the latter two while it still awaits
 * the patient.
 */
async function recordOutcome(
  actor: Actor,
  id: string,
  now: Date,
  outcome: { verb: string; forbidden: string; from: readonly AppointmentStatus[]; data: Prisma.AppointmentUncheckedUpdateManyInput },
): Promise<AppointmentDTO> {
  const row = await loadForChange(id);
  if (actor.role === "patient") throw forbidden(outcome.forbidden);
  assertCanSee(actor, row);
  assertFrom(row.status, outcome.from, outcome.verb);
  const tz = clinicTimeZone();
  if (clinicDateOf(row.startsAt, tz) > clinicDateOf(now, tz)) {
    throw conflict(`An appointment can be ${outcome.verb} on its day or later, not before.`);
  }
  const done = await transition(id, outcome.from, outcome.data, outcome.verb);
  return toAppointmentDTO(done, tz);
}

/** Doctors complete their own, admins any open appointment, from its clinic-local day on. */
export function completeAppointment(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "completed",
    forbidden: "Only doctors and admins can complete appointments",
    from: OPEN_STATUSES,
    data: { status: "completed", completedAt: now, completedById: actor.id },
  });
}

/** The patient arrived: doctors check in their own, admins any awaiting appointment, from its day on. */
export function checkInAppointment(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "checked in",
    forbidden: "Only doctors and admins can check patients in",
    from: AWAITING_STATUSES,
    data: { status: "checked_in" },
  });
}

/** The patient did not come: final, like completed and cancelled. */
export function markNoShow(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "marked as a no-show",
    forbidden: "Only doctors and admins can mark no-shows",
    from: AWAITING_STATUSES,
    data: { status: "no_show" },
  });
}

export async function getAppointment(actor: Actor, id: string): Promise<AppointmentDTO> {
  const row = await prisma.appointment.findUnique({ where: { id }, include: appointmentInclude });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  return toAppointmentDTO(row, clinicTimeZone());
}

/**
 * The appointment with the SEQUENCE its calendar event has reached (raised by
 * each move or cancellation), for the "Add to calendar" download: a file
 * downloaded after a move replaces the emailed invitation in calendar apps
 * instead of losing to it.
 */
export async function getAppointmentForCalendar(actor: Actor, id: string): Promise<{ appointment: AppointmentDTO; sequence: number }> {
  const row = await prisma.appointment.findUnique({ where: { id }, include: appointmentInclude });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  return { appointment: toAppointmentDTO(row, clinicTimeZone()), sequence: row.icsSequence };
}

export type ListQuery = { limit?: number; cursor?: string | null };
const pageSize = (limit?: number) => Math.min(Math.max(limit ?? 500, 1), 500);

/**
 * The rows after the cursor's row in (startsAt `dir`, id asc) order, written
 * as a range on startsAt plus a tie-break. Prisma's own `cursor` compiles to
 * an OR of subqueries that cannot bound an index scan, so a deep page read
 * every row before it (half of 2,000,000 appointments for a middle page).
 * An unknown cursor gives an empty page, as Prisma's cursor does.
 */
async function afterCursor(cursor: string, dir: "asc" | "desc"): Promise<Prisma.AppointmentWhereInput | null> {
  const row = await prisma.appointment.findUnique({ where: { id: cursor }, select: { startsAt: true } });
  if (!row) return null;
  const at = row.startsAt;
  return dir === "desc"
    ? { startsAt: { lte: at }, OR: [{ startsAt: { lt: at } }, { id: { gt: cursor } }] }
    : { startsAt: { gte: at }, OR: [{ startsAt: { gt: at } }, { id: { gt: cursor } }] };
}

/** One page in (startsAt `dir`, id asc) order. */
async function page(where: Prisma.AppointmentWhereInput, dir: "asc" | "desc", q: ListQuery) {
  const limit = pageSize(q.limit);
  const after = q.cursor ? await afterCursor(q.cursor, dir) : null;
  if (q.cursor && !after) return { items: [] as AppointmentDTO[], nextCursor: null };
  const rows = await prisma.appointment.findMany({
    where: after ? { AND: [where, after] } : where,
    include: appointmentInclude,
    orderBy: [{ startsAt: dir }, { id: "asc" }],
    take: limit + 1,
  });
  const tz = clinicTimeZone();
  const items = rows.slice(0, limit).map((r) => toAppointmentDTO(r, tz));
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]._id : null };
}

/** A patient's appointments (their own; admins may read anyone's), soonest first. */
export async function listPatientAppointments(actor: Actor, patientId: string, q: ListQuery = {}) {
  if (!isStaff(actor) && actor.id !== patientId && !(actor.role === "patient" && (await isGuardianOf(actor.id, patientId)))) {
    throw forbidden("You can only see your own appointments");
  }
  // Only an admin can ask about someone else, so only an admin learns whether they exist.
  if (isStaff(actor) && !(await prisma.user.count({ where: { id: patientId } }))) throw notFound("User not found");
  return page({ patientId }, "asc", q);
}

/** The doctor profile id of a doctor user, or a 404. */
export async function doctorIdOfUser(userId: string): Promise<string> {
  const doctor = await prisma.doctor.findUnique({ where: { userId }, select: { id: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor.id;
}

/** A doctor's appointments (their own; admins any doctor's), optionally one clinic day or some statuses. */
export async function listDoctorAppointments(
  actor: Actor,
  doctorId: string,
  q: ListQuery & { date?: ClinicDate | null; statuses?: readonly AppointmentStatus[] | null } = {},
) {
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { userId: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  if (!isStaff(actor) && doctor.userId !== actor.id) throw forbidden("You can only see your own appointments");
  const tz = clinicTimeZone();
  const day = q.date ? { startsAt: { gte: instantAt(q.date, 0, tz), lt: instantAt(addDays(q.date, 1), 0, tz) } } : {};
  const statuses = q.statuses ? { status: { in: [...q.statuses] } } : {};
  return page({ doctorId, ...day, ...statuses }, q.date ? "asc" : "desc", q);
}

/**
 * The appointments whose patient's or doctor's name contains `search`, or null when no one's
 * does: the people first, then their appointments through the patient and doctor indexes
 * (peopleNamed). Testing both names while walking every appointment newest first read all
 * 2,000,000 of them for a name nobody has (16 s at bench --large).
 */
async function searchWhere(search: string): Promise<Prisma.AppointmentWhereInput | null> {
  const people = await peopleNamed(search);
  if (!people) return { OR: [{ patient: nameContains(search) }, { doctor: { user: nameContains(search) } }] };
  if (people.length === 0) return null;
  const doctorIds = people.flatMap((p) => (p.doctorId ? [p.doctorId] : []));
  return { OR: [{ patientId: { in: people.map((p) => p.id) } }, ...(doctorIds.length ? [{ doctorId: { in: doctorIds } }] : [])] };
}

/** Admin: every appointment, newest first, optionally searched by patient or doctor name. */
export async function listAllAppointments(actor: Actor, q: ListQuery & { search?: string | null } = {}) {
  if (!isStaff(actor)) throw forbidden("Only admins and the front desk can see all appointments");
  const search = q.search?.trim();
  const where = search ? await searchWhere(search) : {};
  if (!where) return { items: [] as AppointmentDTO[], nextCursor: null };
  return page(where, "desc", q);
}
