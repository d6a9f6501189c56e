// Free times as Slot resources (issue 46), computed by the booking page's own function
// (lib/doctors/queries.ts getDoctorSlots: hours, time off, holds, buffers, the booking window),
// never stored. A Slot's id is made of its doctor, visit type and start, so the same time of the
// same doctor and type always has the same id, and the booking door can read it back (parseSlotId).
import type { Slot } from "fhir/r4";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { activeVisitTypes, typesOfDoctor, type VisitType } from "@/lib/visit-types/catalog";
import type { ClinicDate } from "@/lib/clinic-time";
import { CLINIC_CONTACT } from "@/lib/clinic/contact-details";
import { isDomainError } from "@/lib/errors";
import { pageInMemory, searchset } from "@/lib/fhir/bundle";
import { BOOKING_DEEP_LINK, BOOKING_PHONE, VISIT_TYPE_SYSTEM } from "@/lib/fhir/extensions";
import { invalid } from "@/lib/fhir/outcome";
import { dateRange, FHIR_ID, type SearchParams } from "@/lib/fhir/search-params";
import { visitTypeConcept } from "@/lib/fhir/services";
import { utcInstant } from "@/lib/fhir/instant";
import type { Site } from "@/lib/fhir/directory";

/** The longest span one Slot search may cover. */
export const MAX_SLOT_SEARCH_DAYS = 31;
const DAY_MS = 86_400_000;

/**
 * A free start of one doctor for one visit type, with the clinic's wall-clock date and time of it
 * as the slot rule computed them (lib/schedule/slots.ts freeStarts): the booking link names them,
 * and working them out again from the instant cost two zone conversions a Slot (issue 46 item 7).
 */
export type FreeTime = { doctorId: string; type: Pick<VisitType, "id" | "name" | "durationMinutes">; startsAt: Date; date: ClinicDate; time: string };

/** doctor.type.start-in-minutes-since-1970-base-36: FHIR's id characters, under its 64. */
export const slotIdOf = (doctorId: string, visitTypeId: string, startsAt: Date) =>
  `${doctorId}.${visitTypeId}.${Math.round(startsAt.getTime() / 60_000).toString(36)}`;

/** What a Slot id names (null: not one this server wrote). */
export function parseSlotId(id: string): { doctorId: string; visitTypeId: string; startsAt: Date } | null {
  const parts = FHIR_ID.test(id) ? id.split(".") : [];
  if (parts.length !== 3 || !parts[0] || !parts[1] || !/^[0-9a-z]{1,9}$/.test(parts[2])) return null;
  return { doctorId: parts[0], visitTypeId: parts[1], startsAt: new Date(parseInt(parts[2], 36) * 60_000) };
}

/** The booking page with this time chosen: /appointment/{doctor}?date=&time=&type= (as the page reads them). */
export function bookingLink(origin: string, t: FreeTime): string {
  const q = new URLSearchParams({ date: t.date, time: t.time, type: t.type.id });
  return `${origin}/appointment/${t.doctorId}?${q}`;
}

export function slot(t: FreeTime, origin: string): Slot {
  return {
    resourceType: "Slot",
    id: slotIdOf(t.doctorId, t.type.id, t.startsAt),
    schedule: { reference: `Schedule/${t.doctorId}` },
    status: "free",
    start: utcInstant(t.startsAt),
    end: utcInstant(new Date(t.startsAt.getTime() + t.type.durationMinutes * 60_000)),
    serviceType: [visitTypeConcept(t.type)],
    extension: [
      { url: BOOKING_DEEP_LINK, valueUrl: bookingLink(origin, t) },
      { url: BOOKING_PHONE, valueString: CLINIC_CONTACT.phone },
    ],
  };
}

/** A doctor's free times for these types, as the booking page computes them (no doctor: none). */
export async function freeTimesOf(doctorId: string, types: readonly VisitType[], now: Date): Promise<FreeTime[]> {
  const out: FreeTime[] = [];
  for (const type of types) {
    try {
      for (const day of await getDoctorSlots(doctorId, now, type.id)) for (const s of day.slots) out.push({ doctorId, type, startsAt: s.startsAt, date: day.date, time: s.time });
    } catch (err) {
      // An unknown or archived doctor has no free time; a search finds nothing rather than failing.
      if (isDomainError(err) && (err.kind === "not_found" || err.kind === "bad_request")) continue;
      throw err;
    }
  }
  return out;
}

/** The start bounds of a Slot search: at most 31 days; an open side is closed 31 days from the other. */
function startBounds(search: SearchParams, now: Date): { from: Date; to: Date } {
  const { from, to } = dateRange(search.dates("start"));
  if (from && to && to.getTime() - from.getTime() > MAX_SLOT_SEARCH_DAYS * DAY_MS) {
    throw invalid(`A Slot search covers at most ${MAX_SLOT_SEARCH_DAYS} days: narrow start (for example start=ge2026-12-01&start=lt2026-12-08)`);
  }
  const start = from ?? (to ? new Date(to.getTime() - MAX_SLOT_SEARCH_DAYS * DAY_MS) : now);
  return { from: start, to: to ?? new Date(start.getTime() + MAX_SLOT_SEARCH_DAYS * DAY_MS) };
}

/**
 * GET /fhir/Slot?schedule=Schedule/{id}&start=ge…&start=lt…&status=free&service-type={visitTypeId}:
 * 400 without a schedule or over more than 31 days; the doctor's default visit type unless named.
 */
export async function searchSlots(search: SearchParams, site: Site, url: URL, now = new Date()) {
  const schedules = search.references("schedule", ["Schedule"]);
  if (!schedules) throw invalid("A Slot search needs schedule=Schedule/{id} (one doctor's schedule; GET /fhir/Schedule lists them)");
  const { from, to } = startBounds(search, now);
  const statuses = search.tokens("status");
  const onlyBusy = statuses && !statuses.some((s) => s.code === "free");
  const serviceTypes = search.tokens("service-type");
  const types = await activeVisitTypes();
  const times: FreeTime[] = [];
  for (const { id: doctorId } of onlyBusy ? [] : schedules) {
    const offered = typesOfDoctor(types, doctorId);
    const wanted = serviceTypes
      ? offered.filter((t) => serviceTypes.some((s) => s.code === t.id && (!s.system || s.system === VISIT_TYPE_SYSTEM)))
      : offered.slice(0, 1);
    for (const t of await freeTimesOf(doctorId, wanted, now)) if (t.startsAt >= from && t.startsAt < to) times.push(t);
  }
  const sorted = times.map((t) => slot(t, site.origin)).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id! < b.id! ? -1 : 1));
  const page = pageInMemory(sorted, search, (s) => `${s.start}|${s.id}`);
  return searchset(site.base, url, page, sorted.length);
}
