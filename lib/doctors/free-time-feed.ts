// Every bookable doctor's free times, a page of doctors at a time (issue 46: the Slot file of
// SMART Scheduling Links' $bulk-publish, 10,000 doctors streamed). The same inputs and rule as
// the booking page's getDoctorSlots (lib/doctors/queries.ts): slotInputs for a page of doctors in
// a few queries, then freeStarts, once per visit type each doctor offers.
import { prisma } from "@/lib/db";
import { clinicTimeZone, type ClinicDate } from "@/lib/clinic-time";
import { hoursOf, slotInputs, type DoctorSlotInputs } from "@/lib/schedule/read";
import { freeStarts } from "@/lib/schedule/slots";
import { activeVisitTypes, offers, type VisitType } from "@/lib/visit-types/catalog";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Doctors read and computed together: a few queries each, and a bounded amount of memory. 50: the
 * first page (the Slot file's first byte) is ready in a fraction of a second even at 10,000 doctors.
 */
const PAGE = 50;

/** A free start, with the clinic's wall-clock date and time the rule computed for it. */
export type FeedTime = { doctorId: string; type: VisitType; startsAt: Date; date: ClinicDate; time: string };

/**
 * The free starts before `until` of the doctors bookable now (not archived, available), in
 * pages by doctor id; `onlyIds` narrows to those doctors. A page holds only the rule's inputs
 * (hours, time off, busy spans): its times are computed as the caller reads them, so the few
 * thousand a page has never all live at once. Held for a whole page, they outlived the young
 * generation's collections and went to the old one, where they piled up as garbage until a full
 * collection (issue 46 item 7: docs/performance.md).
 */
export async function* freeTimeFeed(now: Date, until: Date, onlyIds?: ReadonlySet<string>): AsyncGenerator<Iterable<FeedTime>> {
  const tz = clinicTimeZone();
  const types = await activeVisitTypes();
  let after: string | null = null;
  for (;;) {
    const doctors: { id: string; hours: Prisma.JsonValue }[] = await prisma.doctor.findMany({
      where: { archivedAt: null, available: true, ...(after ? { id: { gt: after } } : {}), ...(onlyIds ? { id: { in: [...onlyIds], ...(after ? { gt: after } : {}) } } : {}) },
      select: { id: true, hours: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    if (doctors.length === 0) return;
    after = doctors[doctors.length - 1].id;
    const knownHours = new Map(doctors.map((d) => [d.id, hoursOf(d.hours)]));
    const groups: PageOfType[] = [];
    for (const type of types) {
      const ids = doctors.filter((d) => offers(type, d.id)).map((d) => d.id);
      groups.push({ type, ids, inputs: await slotInputs(ids, now, tz, { knownHours, visitTypeId: type.id }) });
    }
    yield timesOf(groups, now, tz, until);
    if (doctors.length < PAGE) return;
  }
}

type PageOfType = { type: VisitType; ids: string[]; inputs: Map<string, DoctorSlotInputs> };

/** A page's free times, by visit type then doctor, one at a time. */
function* timesOf(groups: PageOfType[], now: Date, tz: string, until: Date): Generator<FeedTime> {
  for (const { type, ids, inputs } of groups) {
    for (const id of ids) {
      const { taken, rules } = inputs.get(id)!;
      for (const s of freeStarts(now, tz, taken, rules)) {
        if (s.startsAt >= until) break;
        yield { doctorId: id, type, startsAt: s.startsAt, date: s.date, time: s.time };
      }
    }
  }
}
