// "Download my data" (issue 45 item 4, GDPR articles 15 and 20): everything the clinic holds about
// an account and its dependents, as one JSON document (GET /api/user/export, the profile's download).
// Read in bounded pages (a long history is many small reads, never one unbounded one); the second
// factors' status only, never their secrets; the emails' subject and date, not their bodies.
import { prisma } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { hitRateLimit, type Limit } from "@/lib/platform/rate-limit";
import { twoFactorStatus } from "@/lib/accounts/two-factor";
import type { Actor } from "@/lib/accounts/users";
import { accessLogOf } from "@/lib/privacy/access-log";
import { readGivenAnswers } from "@/lib/visit-types/answer-rules";

/** Downloads per account: the file is the whole history, so a handful an hour is plenty. */
const EXPORT_LIMIT: Limit = { limit: 5, windowSeconds: 60 * 60 };
const PAGE = 500;
export const EXPORT_PATIENTS_ONLY = "Only patients download their data here.";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

const personSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  dob: true,
  gender: true,
  relationship: true,
  locale: true,
  reminderEmails: true,
  createdAt: true,
  archivedAt: true,
} as const;

type PersonRow = { id: string; name: string; email: string | null; phone: string; address: string; dob: Date | null; gender: string; relationship: string; locale: string | null; reminderEmails: boolean; createdAt: Date; archivedAt: Date | null };

function person(p: PersonRow) {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    address: p.address,
    dateOfBirth: day(p.dob),
    gender: p.gender,
    language: p.locale,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Reads every row of a keyset-paged query (`page(after)` answers up to PAGE rows after the id). */
async function allPages<T extends { id: string }>(page: (after: string | undefined) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await page(after);
    out.push(...rows);
    if (rows.length < PAGE) return out;
    after = rows[rows.length - 1].id;
  }
}

export type DataExport = Awaited<ReturnType<typeof buildExport>>;

async function buildExport(actor: Actor, accessLog: unknown[]) {
  const me = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: personSelect });
  const dependents = await prisma.user.findMany({ where: { guardianId: actor.id }, select: personSelect, orderBy: { createdAt: "asc" } });
  const ids = [me.id, ...dependents.map((d) => d.id)];
  const after = (id: string | undefined) => (id ? { id: { gt: id } } : {});

  const appointments = await allPages((id) =>
    prisma.appointment.findMany({
      where: { patientId: { in: ids }, ...after(id) },
      orderBy: { id: "asc" },
      take: PAGE,
      select: {
        id: true,
        patientId: true,
        startsAt: true,
        endsAt: true,
        status: true,
        amount: true,
        reason: true,
        answers: true,
        videoUrl: true,
        cancelledAt: true,
        cancelReason: true,
        completedAt: true,
        bookedByRole: true,
        createdAt: true,
        visitType: { select: { name: true, mode: true } },
        doctor: { select: { speciality: true, user: { select: { name: true } } } },
        reschedules: { select: { fromStartsAt: true, toStartsAt: true, byRole: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      },
    }),
  );
  const waitlist = await allPages((id) =>
    prisma.waitlistEntry.findMany({
      where: { patientId: { in: ids }, ...after(id) },
      orderBy: { id: "asc" },
      take: PAGE,
      select: {
        id: true,
        patientId: true,
        fromDate: true,
        toDate: true,
        partsOfDay: true,
        weekdays: true,
        status: true,
        createdAt: true,
        endedAt: true,
        doctor: { select: { user: { select: { name: true } } } },
        visitType: { select: { name: true } },
      },
    }),
  );
  const emails = await allPages((id) =>
    prisma.email.findMany({
      where: { userId: { in: ids }, ...after(id) },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, kind: true, subject: true, status: true, createdAt: true, sentAt: true },
    }),
  );
  const twoFactor = await twoFactorStatus(actor.id);

  return {
    exportedAt: new Date().toISOString(),
    profile: { ...person(me), reminderEmails: me.reminderEmails },
    dependents: dependents.map((d) => ({ ...person(d), relationship: d.relationship, removedAt: d.archivedAt?.toISOString() ?? null })),
    appointments: appointments
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((a) => ({
        id: a.id,
        patientId: a.patientId,
        startsAt: a.startsAt.toISOString(),
        endsAt: a.endsAt.toISOString(),
        status: a.status,
        doctor: { name: a.doctor.user.name, speciality: a.doctor.speciality },
        visitType: a.visitType,
        amount: a.amount,
        // The reason the patient gave when booking: the visit's notes.
        notes: a.reason,
        // The intake answers (issue 47), each with its question as it was asked.
        answers: readGivenAnswers(a.answers).map((x) => ({ question: x.question, kind: x.kind, value: x.value })),
        videoUrl: a.videoUrl,
        bookedBy: a.bookedByRole,
        bookedAt: a.createdAt.toISOString(),
        cancelledAt: a.cancelledAt?.toISOString() ?? null,
        cancelReason: a.cancelReason,
        completedAt: a.completedAt?.toISOString() ?? null,
        reschedules: a.reschedules.map((r) => ({ from: r.fromStartsAt.toISOString(), to: r.toStartsAt.toISOString(), by: r.byRole, at: r.createdAt.toISOString() })),
      })),
    waitlist: waitlist.map((w) => ({
      id: w.id,
      patientId: w.patientId,
      doctor: w.doctor.user.name,
      visitType: w.visitType?.name ?? null,
      fromDate: day(w.fromDate),
      toDate: day(w.toDate),
      partsOfDay: w.partsOfDay,
      weekdays: w.weekdays,
      status: w.status,
      joinedAt: w.createdAt.toISOString(),
      endedAt: w.endedAt?.toISOString() ?? null,
    })),
    emails: emails
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((e) => ({ kind: e.kind, subject: e.subject, status: e.status, date: (e.sentAt ?? e.createdAt).toISOString() })),
    twoFactor: {
      authenticatorApp: twoFactor.totp,
      passkeys: twoFactor.passkeys.map((p) => ({ name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
    },
    accessLog,
  };
}

/** The file's name: the day it was made, no name of the person (it lands in a downloads folder). */
export const exportFileName = (now = new Date()) => `careslot-my-data-${now.toISOString().slice(0, 10)}.json`;

/** The patient's data as a JSON document (rate limited per account). */
export async function exportMyData(actor: Actor): Promise<DataExport> {
  if (actor.role !== "patient") throw forbidden(EXPORT_PATIENTS_ONLY);
  await hitRateLimit(`data-export:${actor.id}`, EXPORT_LIMIT, { what: "Too many downloads." });
  return buildExport(actor, await accessLogOf(actor));
}
