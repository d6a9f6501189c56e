// What the insights screens show beside the API's figures (issue 28): the previous range's booked
// visits (the summaries' "up 12 % on the previous 30 days"), the day the reminder emails started
// (marked on the weekly rates when it falls in the range) and the doctors an admin filters by.
// Each reader checks who asks, as the figures' own functions do.
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { clinicDateOf, clinicTimeZone, type ClinicDate } from "@/lib/clinic-time";
import { forbidden } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { ADMINS_ONLY, appointmentConditions, ownDoctorRow, computeInsights, type InsightsFilter } from "@/lib/insights/insights";
import { previousRange } from "@/lib/insights/range";
import type { AdminInsightsQuery, DoctorInsightsQuery, Insights } from "@/lib/insights/insights-schema";

export type InsightsView = {
  insights: Insights;
  /** The range of the same length just before, and its booked (not cancelled) visits. */
  previous: { from: ClinicDate; to: ClinicDate; days: number; booked: number };
  /** The clinic day the first reminder email went out; null before any. */
  remindersFrom: ClinicDate | null;
};

/** The admin's screen: the figures of the range and filters, and what the summaries compare with. */
export async function adminInsightsView(actor: Actor, q: AdminInsightsQuery): Promise<InsightsView> {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
  return view(q);
}

/** A doctor's panel: their own figures (any other filter is not theirs to set). */
export async function doctorInsightsView(actor: Actor, q: DoctorInsightsQuery): Promise<InsightsView> {
  const doctor = await ownDoctorRow(actor);
  return view({ from: q.from, to: q.to, doctorId: doctor.id });
}

async function view(filter: InsightsFilter): Promise<InsightsView> {
  const tz = clinicTimeZone();
  const prev = previousRange(filter.from, filter.to);
  const [insights, [{ n }], first] = await Promise.all([
    computeInsights(filter),
    prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM appointments a
      WHERE ${appointmentConditions({ ...filter, from: prev.from, to: prev.to }, tz)} AND a.status <> 'cancelled'`,
    // The (kind, sent_at) index answers this with its first entry.
    prisma.email.findFirst({ where: { kind: "reminder", sentAt: { not: null } }, orderBy: { sentAt: "asc" }, select: { sentAt: true } }),
  ]);
  return {
    insights,
    previous: { ...prev, booked: n },
    remindersFrom: first?.sentAt ? clinicDateOf(first.sentAt, tz) : null,
  };
}

/** How many doctors the admin's doctor filter lists; past that it asks for a speciality first. */
export const DOCTOR_CHOICES = 200;

/**
 * The doctors to filter by (name order, archived ones included: their past visits count): those
 * of a speciality when one is chosen. `more` when there are over DOCTOR_CHOICES of them.
 */
export async function insightsDoctorChoices(actor: Actor, speciality?: string): Promise<{ doctors: { id: string; name: string }[]; more: boolean }> {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
  const known = SPECIALITIES.find((s) => s.toLowerCase() === speciality?.toLowerCase());
  const rows = await prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT d.id, u.name FROM doctors d JOIN users u ON u.id = d.user_id
    ${known ? Prisma.sql`WHERE d.speciality = ${known}` : Prisma.empty}
    ORDER BY u.name, d.id LIMIT ${DOCTOR_CHOICES + 1}`;
  return { doctors: rows.slice(0, DOCTOR_CHOICES), more: rows.length > DOCTOR_CHOICES };
}
