// The doctors' time off from now on, as a public directory shows it (issue 46: FHIR's
// PractitionerRole.notAvailable): when, never why (the reason is the clinic's own note).
import { prisma } from "@/lib/db";
import type { TimeSpan } from "@/lib/schedule/slots";

/** Each doctor's time off that has not ended by `now`, earliest first (doctor_id, ends_at index). */
export async function upcomingTimeOff(doctorIds: string[], now: Date): Promise<Map<string, TimeSpan[]>> {
  const out = new Map<string, TimeSpan[]>();
  if (doctorIds.length === 0) return out;
  const rows = await prisma.timeOff.findMany({
    where: { doctorId: { in: doctorIds }, endsAt: { gt: now } },
    select: { doctorId: true, startsAt: true, endsAt: true },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  for (const r of rows) out.set(r.doctorId, [...(out.get(r.doctorId) ?? []), { startsAt: r.startsAt, endsAt: r.endsAt }]);
  return out;
}
