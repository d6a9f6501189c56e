// Doctors as Practitioner, PractitionerRole and Schedule (issue 46): one of each per doctor, all
// with the doctor's id. The rows come from lib/doctors/directory.ts (keyset pages in id order),
// the visit types from lib/visit-types, the time off from lib/schedule, the booking window from
// the clinic's policy: this file only maps.
import type { CodeableConcept, Practitioner, PractitionerRole, PractitionerRoleAvailableTime, Schedule } from "fhir/r4";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { directoryDoctor, doctorDirectory, type DirectoryDoctor, type DirectoryQuery } from "@/lib/doctors/directory";
import { activeVisitTypes, typesOfDoctor, type VisitType } from "@/lib/visit-types/catalog";
import { upcomingTimeOff } from "@/lib/schedule/upcoming-time-off";
import { bookingPolicy } from "@/lib/schedule/policy";
import { DEFAULT_WEEKLY_HOURS, WEEKDAYS, type TimeSpan, type WeeklyHours } from "@/lib/schedule/slots";
import { isDomainError } from "@/lib/errors";
import { keysetPage, searchset } from "@/lib/fhir/bundle";
import { LOCATION_ID, LOCATION_REFERENCE, specialityCode } from "@/lib/fhir/clinic";
import { SPECIALITY_SYSTEM, VISIT_TYPE_SYSTEM } from "@/lib/fhir/extensions";
import { invalid, resourceNotFound } from "@/lib/fhir/outcome";
import { visitTypeConcept, visitTypeReference } from "@/lib/fhir/services";
import type { SearchParams } from "@/lib/fhir/search-params";
import { utcInstant } from "@/lib/fhir/instant";

/** Where the request came from: the FHIR base (…/fhir) and the site's origin (photos, booking links). */
export type Site = { base: string; origin: string };

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);

export const specialityConcept = (speciality: string): CodeableConcept => ({
  coding: [{ system: SPECIALITY_SYSTEM, code: specialityCode(speciality), display: speciality }],
  text: speciality,
});

export function practitioner(d: DirectoryDoctor, site: Site): Practitioner {
  return {
    resourceType: "Practitioner",
    id: d.id,
    meta: { lastUpdated: utcInstant(d.updatedAt) },
    active: d.available,
    name: [{ use: "official", text: d.name }],
    ...(d.image ? { photo: [{ url: absolute(site.origin, d.image) }] } : {}),
    ...(d.degree ? { qualification: [{ code: { text: d.degree } }] } : {}),
  };
}

const DAY_CODES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
/** "10:00" as FHIR's time ("10:00:00"); the end of the day "24:00" as its last second. */
const fhirTime = (clock: string) => (clock === "24:00" ? "23:59:59" : `${clock}:00`);

/** The weekly hours as availableTime: one entry per distinct interval, with the days it holds on. */
export function availableTime(hours: WeeklyHours | null): PractitionerRoleAvailableTime[] {
  const byInterval = new Map<string, PractitionerRoleAvailableTime>();
  for (const day of WEEKDAYS) {
    for (const { start, end } of (hours ?? DEFAULT_WEEKLY_HOURS)[day] ?? []) {
      const key = `${start}-${end}`;
      const entry = byInterval.get(key) ?? { daysOfWeek: [], availableStartTime: fhirTime(start), availableEndTime: fhirTime(end) };
      entry.daysOfWeek!.push(DAY_CODES[Number(day)]);
      byInterval.set(key, entry);
    }
  }
  return [...byInterval.values()];
}

export function practitionerRole(d: DirectoryDoctor, types: readonly VisitType[], timeOff: TimeSpan[]): PractitionerRole {
  const offered = typesOfDoctor(types, d.id);
  return {
    resourceType: "PractitionerRole",
    id: d.id,
    meta: { lastUpdated: utcInstant(d.updatedAt) },
    active: d.available,
    practitioner: { reference: `Practitioner/${d.id}`, display: d.name },
    location: [LOCATION_REFERENCE],
    specialty: [specialityConcept(d.speciality)],
    ...(offered.length ? { healthcareService: offered.map(visitTypeReference) } : {}),
    availableTime: availableTime(d.hours),
    ...(timeOff.length ? { notAvailable: timeOff.map((t) => ({ description: "Time off", during: { start: utcInstant(t.startsAt), end: utcInstant(t.endsAt) } })) } : {}),
  };
}

/** The booking window as a period: today's clinic midnight to the midnight after the horizon. */
export async function planningHorizon(now: Date): Promise<{ start: string; end: string }> {
  const tz = clinicTimeZone();
  const { bookingHorizonDays } = await bookingPolicy();
  const today = clinicDateOf(now, tz);
  return { start: utcInstant(instantAt(today, 0, tz)), end: utcInstant(instantAt(addDays(today, bookingHorizonDays), 0, tz)) };
}

export function schedule(d: DirectoryDoctor, types: readonly VisitType[], horizon: { start: string; end: string }): Schedule {
  const offered = typesOfDoctor(types, d.id);
  return {
    resourceType: "Schedule",
    id: d.id,
    meta: { lastUpdated: utcInstant(d.updatedAt) },
    active: d.available,
    // The clinic first: SMART Scheduling Links' finders read a Schedule's place from its first actor.
    actor: [LOCATION_REFERENCE, { reference: `PractitionerRole/${d.id}`, display: d.name }],
    ...(offered.length ? { serviceType: offered.map(visitTypeConcept) } : {}),
    specialty: [specialityConcept(d.speciality)],
    planningHorizon: horizon,
  };
}

// ---- reads -----------------------------------------------------------------------------

async function doctorOr404(type: string, id: string): Promise<DirectoryDoctor> {
  try {
    return await directoryDoctor(id);
  } catch (err) {
    if (isDomainError(err) && err.kind === "not_found") throw resourceNotFound(type, id);
    throw err;
  }
}

export async function readPractitioner(id: string, site: Site): Promise<Practitioner> {
  return practitioner(await doctorOr404("Practitioner", id), site);
}

export async function readPractitionerRole(id: string, now = new Date()): Promise<PractitionerRole> {
  const d = await doctorOr404("PractitionerRole", id);
  const [types, timeOff] = await Promise.all([activeVisitTypes(), upcomingTimeOff([id], now)]);
  return practitionerRole(d, types, timeOff.get(id) ?? []);
}

export async function readSchedule(id: string, now = new Date()): Promise<Schedule> {
  const d = await doctorOr404("Schedule", id);
  const [types, horizon] = await Promise.all([activeVisitTypes(), planningHorizon(now)]);
  return schedule(d, types, horizon);
}

// ---- searches --------------------------------------------------------------------------

/** The directory filter of `specialty`, `name` and `active` (null: nothing can match). */
function baseQuery(search: SearchParams): Omit<DirectoryQuery, "take"> | null {
  const specialties = search.tokens("specialty");
  if (specialties && specialties.length > 1) throw invalid("specialty: one speciality at a time");
  const specialty = specialties?.[0];
  if (specialty?.system && specialty.system !== SPECIALITY_SYSTEM) return null;
  return { speciality: specialty?.code ?? null, name: search.string("name") ?? null, available: search.boolean("active"), afterId: search.cursor };
}

async function directoryPage(search: SearchParams, query: Omit<DirectoryQuery, "take"> | null) {
  if (!query) return { page: { items: [] as DirectoryDoctor[], next: null }, total: 0 };
  const { rows, total } = await doctorDirectory({ ...query, take: search.count + 1 });
  return { page: keysetPage(rows, search.count, (d) => d.id), total };
}

export async function searchPractitioners(search: SearchParams, site: Site, url: URL) {
  const { page, total } = await directoryPage(search, baseQuery(search));
  return searchset(site.base, url, { items: page.items.map((d) => practitioner(d, site)), next: page.next }, total);
}

export async function searchPractitionerRoles(search: SearchParams, site: Site, url: URL, now = new Date()) {
  const query = baseQuery(search);
  const refs = search.references("practitioner", ["Practitioner"]);
  const { page, total } = await directoryPage(search, query && (refs ? { ...query, ids: refs.map((r) => r.id) } : query));
  const ids = page.items.map((d) => d.id);
  const [types, timeOff] = await Promise.all([activeVisitTypes(), upcomingTimeOff(ids, now)]);
  return searchset(site.base, url, { items: page.items.map((d) => practitionerRole(d, types, timeOff.get(d.id) ?? [])), next: page.next }, total);
}

/** The doctors the `actor` and `service-type` of a Schedule search allow (undefined: any; empty: none). */
function scheduleDoctorIds(search: SearchParams, types: readonly VisitType[]): string[] | undefined {
  let ids: string[] | undefined;
  const narrow = (allowed: string[] | undefined) => {
    if (allowed !== undefined) ids = ids === undefined ? allowed : ids.filter((id) => allowed.includes(id));
  };
  const actors = search.references("actor", ["PractitionerRole", "Practitioner", "Location"]);
  if (actors) {
    // The clinic's Location holds every schedule; a doctor's role or practitioner id is the doctor's.
    const everyone = actors.some((a) => a.type === "Location" && a.id === LOCATION_ID);
    narrow(everyone ? undefined : actors.filter((a) => a.type !== "Location").map((a) => a.id));
  }
  const serviceTypes = search.tokens("service-type");
  if (serviceTypes) {
    const wanted = types.filter((t) => serviceTypes.some((s) => s.code === t.id && (!s.system || s.system === VISIT_TYPE_SYSTEM)));
    // A type every doctor offers allows any doctor; the others list theirs.
    narrow(wanted.some((t) => t.doctorIds === null) ? undefined : wanted.flatMap((t) => t.doctorIds ?? []));
    if (wanted.length === 0) narrow([]);
  }
  return ids;
}

export async function searchSchedules(search: SearchParams, site: Site, url: URL, now = new Date()) {
  const types = await activeVisitTypes();
  const ids = scheduleDoctorIds(search, types);
  const { page, total } = await directoryPage(search, { available: search.boolean("active"), afterId: search.cursor, ids });
  const horizon = await planningHorizon(now);
  return searchset(site.base, url, { items: page.items.map((d) => schedule(d, types, horizon)), next: page.next }, total);
}
