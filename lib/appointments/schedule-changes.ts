// What changed in the doctors' free times, for a feed that is polled (issue 46: SMART Scheduling
// Links' $bulk-publish): a version of everything the slot rule reads within a window (so an
// unchanged feed answers 304), and which doctors changed since an instant (`_since`). Reads
// the tables of the domains before this one; each read is bounded by the window or an index.
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db";

export type Window = { from: Date; to: Date };

/**
 * A version of the free times in `window` as of `now`: it changes when a doctor, visit type,
 * the clinic's policy, an appointment or hold in the window, or the time off ahead changes,
 * and at each step of the slot grid (`stepMinutes`), when the next start passes.
 */
export async function freeTimeVersion(window: Window, now: Date, stepMinutes: number): Promise<{ version: string; changedAt: Date }> {
  const [doctors, types, settings, appointments, timeOff, holds] = await Promise.all([
    // Doctors are archived, never deleted: their latest update says it all (doctors_updated_at_idx).
    prisma.doctor.aggregate({ _max: { updatedAt: true } }),
    prisma.visitType.aggregate({ _max: { updatedAt: true }, _count: { _all: true } }),
    prisma.clinicSettings.aggregate({ _max: { updatedAt: true } }),
    prisma.appointment.aggregate({ where: { startsAt: { gte: window.from, lt: window.to } }, _max: { updatedAt: true }, _count: { _all: true } }),
    prisma.timeOff.aggregate({ where: { endsAt: { gt: window.from } }, _max: { createdAt: true }, _count: { _all: true } }),
    prisma.waitlistOffer.aggregate({ where: { status: "held", expiresAt: { gt: now } }, _max: { createdAt: true }, _count: { _all: true } }),
  ]);
  const stepMs = stepMinutes * 60_000;
  const step = new Date(Math.floor(now.getTime() / stepMs) * stepMs);
  const instants = [doctors._max.updatedAt, types._max.updatedAt, settings._max.updatedAt, appointments._max.updatedAt, timeOff._max.createdAt, holds._max.createdAt, step];
  const changedAt = new Date(Math.max(...instants.map((d) => d?.getTime() ?? 0)));
  // Counts too: a row deleted (time off taken back, a hold expired) leaves no newer timestamp.
  const counts = [types._count._all, appointments._count._all, timeOff._count._all, holds._count._all];
  const version = createHash("sha1").update(JSON.stringify([instants.map((d) => d?.getTime() ?? 0), counts, window.from.getTime()])).digest("base64url");
  return { version, changedAt };
}

/**
 * The doctors whose free times in `window` may have changed after `since`: their own row (bumped
 * too, by the database, when a visit, time off or hold still ahead is deleted: a deleted row
 * leaves no timestamp; migration 20261129800000), an appointment or hold in the window, or time
 * off ahead; `all` when a visit type or the clinic's policy changed (every doctor's times may
 * differ then).
 */
export async function doctorsChangedSince(since: Date, window: Window): Promise<{ all: boolean; ids: Set<string> }> {
  const [types, settings] = await Promise.all([
    prisma.visitType.count({ where: { updatedAt: { gt: since } } }),
    prisma.clinicSettings.count({ where: { updatedAt: { gt: since } } }),
  ]);
  if (types + settings > 0) return { all: true, ids: new Set() };
  const inWindow = { startsAt: { gte: window.from, lt: window.to } };
  const [doctors, appointments, timeOff, holds] = await Promise.all([
    prisma.doctor.findMany({ where: { updatedAt: { gt: since } }, select: { id: true } }),
    prisma.appointment.findMany({ where: { ...inWindow, updatedAt: { gt: since } }, select: { doctorId: true }, distinct: ["doctorId"] }),
    prisma.timeOff.findMany({ where: { endsAt: { gt: window.from }, createdAt: { gt: since } }, select: { doctorId: true }, distinct: ["doctorId"] }),
    // A hold placed since, or one that ended since (answered, or lapsed at its expiry): either changes the free times.
    prisma.waitlistOffer.findMany({
      where: { ...inWindow, OR: [{ createdAt: { gt: since } }, { answeredAt: { gt: since } }, { expiresAt: { gt: since, lte: new Date() } }] },
      select: { doctorId: true },
      distinct: ["doctorId"],
    }),
  ]);
  return { all: false, ids: new Set([...doctors.map((d) => d.id), ...[...appointments, ...timeOff, ...holds].map((r) => r.doctorId)]) };
}
