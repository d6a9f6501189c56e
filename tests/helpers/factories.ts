// Test data written straight to the database (no domain rules in the way),
// and bearer tokens minted the way POST /api/auth/login mints them.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { hashPassword } from "@/lib/accounts/password-hash";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { addDays, clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime, instantAt } from "@/lib/clinic-time";
import { seriesRule } from "@/lib/appointments/series/expand";
import { SLOT_GRID } from "@/lib/schedule/slots";
import type { AppointmentStatus, Role } from "@/lib/generated/prisma/enums";

export const PASSWORD = "correct horse 42";
// Argon2 is deliberately slow: hash once per file and share it.
let sharedHash: Promise<string> | undefined;
const passwordHash = () => (sharedHash ??= hashPassword(PASSWORD));

let seq = 0;
const next = () => `${++seq}${Math.random().toString(36).slice(2, 6)}`;

export async function createUser(opts: { role?: Role; name?: string; email?: string; phone?: string } = {}) {
  const n = next();
  const user = await prisma.user.create({
    data: {
      name: opts.name ?? `Person ${n}`,
      email: (opts.email ?? `user${n}@example.test`).toLowerCase(),
      passwordHash: await passwordHash(),
      role: opts.role ?? "patient",
      phone: opts.phone ?? "",
    },
  });
  // An account: it has an email and a password (records without them are issue 26's, made otherwise).
  return user as typeof user & { email: string; passwordHash: string };
}

export async function createDoctor(
  opts: { name?: string; speciality?: string; fees?: number; available?: boolean; archived?: boolean } = {},
) {
  const user = await createUser({ role: "doctor", name: opts.name ?? `Dr. ${next()}` });
  const doctor = await prisma.doctor.create({
    data: {
      userId: user.id,
      speciality: opts.speciality ?? "Cardiologist",
      degree: "MBBS",
      experience: "4 Years",
      about: "Cares a lot.",
      fees: opts.fees ?? 50,
      available: opts.available ?? true,
      archivedAt: opts.archived ? new Date() : null,
    },
  });
  return { user, doctor };
}

/** A doctor's time off stored as is (no rules): from `startsAt` to `endsAt`. */
export async function createTimeOff(doctorId: string, startsAt: Date, endsAt: Date, reason = "") {
  return prisma.timeOff.create({ data: { doctorId, startsAt, endsAt, reason } });
}

export async function createAppointment(opts: {
  patientId: string;
  doctorId: string;
  startsAt: Date;
  status?: AppointmentStatus;
  amount?: number;
  /** Default: SPEC's consultation, 30 minutes, no buffer. */
  visitTypeId?: string;
  durationMinutes?: number;
  bufferMinutes?: number;
}) {
  const status = opts.status ?? "pending";
  return prisma.appointment.create({
    data: {
      patientId: opts.patientId,
      doctorId: opts.doctorId,
      ...specVisit(opts.startsAt, opts.durationMinutes),
      ...(opts.visitTypeId ? { visitTypeId: opts.visitTypeId } : {}),
      bufferMinutes: opts.bufferMinutes ?? 0,
      amount: opts.amount ?? 50,
      status,
      // The schema ties final statuses to their timestamps.
      cancelledAt: status === "cancelled" ? new Date() : null,
      completedAt: status === "completed" ? new Date() : null,
    },
  });
}

/** A visit type stored as is (no rules), last in the list: 30 minutes at the doctor's fee, in person, every doctor unless told. */
export async function createVisitType(
  opts: { name?: string; durationMinutes?: number; price?: number | null; mode?: "in_person" | "video"; bufferMinutes?: number; doctorIds?: string[] | null; archived?: boolean } = {},
) {
  const last = await prisma.visitType.aggregate({ _max: { position: true } });
  const doctorIds = opts.doctorIds ?? null;
  return prisma.visitType.create({
    data: {
      name: opts.name ?? `Visit ${next()}`,
      durationMinutes: opts.durationMinutes ?? 30,
      price: opts.price ?? null,
      mode: opts.mode ?? "in_person",
      bufferMinutes: opts.bufferMinutes ?? 0,
      allDoctors: doctorIds === null,
      position: (last._max.position ?? -1) + 1,
      archivedAt: opts.archived ? new Date() : null,
      ...(doctorIds ? { doctors: { create: doctorIds.map((doctorId) => ({ doctorId })) } } : {}),
    },
  });
}

/**
 * Sets the clinic's limits on a patient's open future appointments (defaults
 * 2 per doctor, 5 in all). Files whose patients book more than that for other
 * reasons raise them in their setup: `setOpenLimits(100, 100)`.
 */
export async function setOpenLimits(maxOpenPerDoctor: number, maxOpenTotal: number) {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { maxOpenPerDoctor, maxOpenTotal } });
}

/** A token with its own new session, for the user's current token version (so it survives earlier revocations). */
export async function tokenFor(userId: string): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, tokenVersion: true } });
  return issueApiToken(user);
}

// ---- time ----------------------------------------------------------------

export const tz = () => clinicTimeZone();
export const today = () => clinicDateOf(new Date(), tz());
export const dayFromToday = (n: number) => addDays(today(), n);

/**
 * Distinct bookable slots: days 1..5 of the window (always wholly in the
 * future), every grid start. Each call hands out the next one. Day 6 is left
 * for tests that pick their own times (AD_HOC_DAY).
 */
export const AD_HOC_DAY = 6;
let slotIndex = 0;
export function nextSlot(): { date: string; time: string; startsAt: Date } {
  const i = slotIndex++;
  const day = 1 + Math.floor(i / SLOT_GRID.length);
  if (day >= AD_HOC_DAY) throw new Error("nextSlot: the booking window is used up in this file");
  const minutes = SLOT_GRID[i % SLOT_GRID.length];
  const date = dayFromToday(day);
  return { date, time: formatSlotTime(minutes), startsAt: instantAt(date, minutes, tz()) };
}

/** Distinct past instants (whole minutes), for appointments that may be completed. */
let pastIndex = 0;
// Fixed at the first call: were it read again, a minute passing between two calls would bring
// the next instant within 29 minutes of the last, and two 30-minute visits would overlap.
let pastBase: number | null = null;
export function pastInstant(): Date {
  pastBase ??= Math.floor(Date.now() / 60_000) * 60_000 - 24 * 3600_000;
  return new Date(pastBase - ++pastIndex * 30 * 60_000);
}

/** Everything the API could write, for "nothing was written" checks (rate-limit counters aside). */
export async function snapshot() {
  const byId = { orderBy: { id: "asc" as const } };
  const [users, doctors, appointments, files, messages, emails, settings, timeOff, reschedules, visitTypes, visitTypeDoctors, waitlist, offers, series] = await Promise.all([
    prisma.user.findMany(byId),
    prisma.doctor.findMany(byId),
    prisma.appointment.findMany(byId),
    prisma.storedFile.findMany({ ...byId, select: { id: true, size: true } }),
    prisma.contactMessage.findMany(byId),
    prisma.email.findMany({ ...byId, select: { id: true, kind: true, recipient: true } }),
    prisma.clinicSettings.findMany(byId),
    prisma.timeOff.findMany(byId),
    prisma.appointmentReschedule.findMany(byId),
    prisma.visitType.findMany(byId),
    prisma.visitTypeDoctor.findMany({ orderBy: [{ visitTypeId: "asc" }, { doctorId: "asc" }] }),
    prisma.waitlistEntry.findMany(byId),
    prisma.waitlistOffer.findMany(byId),
    prisma.appointmentSeries.findMany(byId),
  ]);
  return { users, doctors, appointments, files, messages, emails, settings, timeOff, reschedules, visitTypes, visitTypeDoctors, waitlist, offers, series };
}

// ---- the waitlist (issue 27) -----------------------------------------------

/** A waiting entry stored as is (no rules: no limit, no free-time check): the next 30 days, any time. */
export async function createWaitlistEntry(patientId: string, doctorId: string) {
  return prisma.waitlistEntry.create({
    data: { patientId, doctorId, fromDate: new Date(`${today()}T00:00:00Z`), toDate: new Date(`${dayFromToday(30)}T00:00:00Z`), createdById: patientId },
  });
}

/**
 * A time held for a fresh entry of `patientId` with `doctorId` until 15 minutes from now, as the
 * queue's offer would hold it (a 30-minute consultation at `startsAt`, e.g. nextSlot().startsAt):
 * its token claims or declines it.
 */
export async function createHeldOffer(patientId: string, doctorId: string, startsAt: Date) {
  const entry = await createWaitlistEntry(patientId, doctorId);
  const offer = await prisma.waitlistOffer.create({
    data: {
      entryId: entry.id,
      patientId,
      doctorId,
      startsAt,
      busyUntil: new Date(startsAt.getTime() + 30 * 60_000),
      token: randomBytes(24).toString("base64url"),
      expiresAt: new Date(Date.now() + 15 * 60_000),
    },
  });
  return { entry, offer, token: offer.token };
}

/** The columns of a visit written around the domain layer: SPEC's consultation (30 minutes) unless told. */
export function specVisit(startsAt: Date, durationMinutes = 30) {
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000), visitTypeId: "consultation" };
}

// ---- a series of visits (issue 48) --------------------------------------------

/** A weekly series of SPEC's consultations at `starts` (e.g. nextSlot() instants) stored as is (no rules). */
export async function createSeries(patientId: string, doctorId: string, starts: Date[]) {
  const first = starts[0];
  const rrule = seriesRule({ date: clinicDateOf(first, tz()), minutes: clinicMinutesOf(first, tz()) }, 1, starts.length, tz());
  const series = await prisma.appointmentSeries.create({ data: { rrule, timeZone: tz(), doctorId, patientId, visitTypeId: "consultation", createdById: patientId } });
  const appointments = [];
  for (const startsAt of starts) {
    appointments.push(await prisma.appointment.create({ data: { patientId, doctorId, ...specVisit(startsAt), amount: 50, status: "pending", seriesId: series.id } }));
  }
  return { series, appointments };
}

/**
 * Distinct future instants far past the booking window (from 40 days ahead, a different day and
 * half hour each), for series written as they are (createSeries): they use up none of nextSlot's.
 */
let farIndex = 0;
export function farInstant(): Date {
  const i = farIndex++;
  return instantAt(dayFromToday(40 + i), 600 + 30 * (i % 20), tz());
}
