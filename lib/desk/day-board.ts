// The front desk's day (issue 26): every doctor who works on a clinic day or has visits on it,
// each with the day's hours (their weekly hours for that weekday, in clinic time), the time off
// that touches it, its appointments in start order and its free starts for the doctor's default
// visit type (what a click on the board's grid books). Staff only (the front desk and admins).
// The board at /desk and GET /api/desk/day both read it.
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicTimeZone, instantAt, weekdayOf, type ClinicDate } from "@/lib/clinic-time";
import { badRequest, forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { hoursOf, slotInputs } from "@/lib/schedule/read";
import { DEFAULT_WEEKLY_HOURS, freeStarts, WEEKDAYS } from "@/lib/schedule/slots";
import { appointmentInclude, toAppointmentDTO } from "@/lib/appointments/serialize";
import { toTimeOffDTO } from "@/lib/appointments/time-off";
import type { deskDoctorShape } from "@/lib/appointments/shapes";
import type { Actor } from "@/lib/accounts/users";
import { recordStaffRead } from "@/lib/audit/record";
import { cachedRead } from "@/lib/platform/read-cache";
import { DOCTOR_LIST_TAG } from "@/lib/platform/cache-tags";
import { Prisma } from "@/lib/generated/prisma/client";

export type DeskDoctor = z.output<typeof deskDoctorShape>;
export const DESK_STAFF_ONLY = "Only the front desk and admins see the clinic's day";
export const DESK_UNKNOWN_CURSOR = "cursor is not a doctor of this list";

/** The columns the board shows at once (issue 40: a clinic of 60 doctors is paged, not 60 columns wide). */
export const DESK_PAGE_SIZE = 8;

/** A page of the day's columns, with every working doctor's name (the board's doctor filter offers them all). */
export type DeskDayPage = {
  doctors: DeskDoctor[];
  /** Every doctor of the day (of the speciality asked), in the board's order. */
  working: { _id: string; name: string }[];
  /** The visits of the day (cancelled ones too) of every doctor asked for, not only this page's. */
  visits: number;
  /** Where this page starts in `working` (0-based). */
  offset: number;
  /** The last doctor of this page when more follow (the REST cursor), else null. */
  nextCursor: string | null;
};

/**
 * The clinic's day, one page of doctors at a time: `limit` doctors after `cursor` (a doctor's id,
 * the previous page's last) or from `offset`; every doctor of the day without a limit. Who works
 * is read cheaply for all (their hours and whether they have visits that day); the columns
 * themselves (visits, time off, free starts) only for the page's doctors.
 */
export async function deskDay(
  actor: Actor,
  date: ClinicDate,
  filter: { doctorId?: string; speciality?: string } = {},
  now = new Date(),
  paging: { limit?: number; cursor?: string; offset?: number } = {},
): Promise<DeskDayPage> {
  if (!isStaff(actor)) throw forbidden(DESK_STAFF_ONLY);
  // Once per load of the board (a page of doctors), not per visit on it (issue 45).
  await recordStaffRead(actor, { action: "day_board.viewed", subject: { type: "day", id: date }, details: { ...filter, ...(paging.cursor || paging.offset ? { page: paging.cursor ?? paging.offset } : {}) } });
  const tz = clinicTimeZone();
  const from = instantAt(date, 0, tz);
  const to = instantAt(addDays(date, 1), 0, tz);
  const weekday = WEEKDAYS[weekdayOf(date)];
  const all = await doctorsOfDay(filter.speciality, { from, to });
  const hoursOfDay = (d: (typeof all)[number]) => (hoursOf(d.hours) ?? DEFAULT_WEEKLY_HOURS)[weekday];
  // A doctor works the day by their weekly hours, or has visits on it (booked before the hours changed).
  const working = all.filter((d) => hoursOfDay(d).length > 0 || d.visits > 0);

  let offset = Math.max(0, paging.offset ?? 0);
  // An offset past the end (a page link of a day with fewer doctors) shows the last page.
  if (offset >= working.length) offset = paging.limit && working.length ? Math.floor((working.length - 1) / paging.limit) * paging.limit : 0;
  if (paging.cursor) {
    // By the list of all the speciality's doctors: a cursor still holds when its doctor stopped working that day.
    const at = all.findIndex((d) => d.id === paging.cursor);
    if (at < 0) throw badRequest(DESK_UNKNOWN_CURSOR);
    offset = working.filter((d) => all.indexOf(d) <= at).length;
  }
  const chosen = filter.doctorId
    ? working.filter((d) => d.id === filter.doctorId)
    : working.slice(offset, paging.limit === undefined ? undefined : offset + paging.limit);
  const more = !filter.doctorId && paging.limit !== undefined && offset + paging.limit < working.length;

  const ids = chosen.map((d) => d.id);
  // Only the columns with visits that day are read for them (their count came with the list): a
  // read naming none still costs Prisma its six relation queries, each `IN (NULL)` (issue 43).
  const withVisits = chosen.filter((d) => d.visits > 0).map((d) => d.id);
  const [appointments, timeOff, free] = await Promise.all([
    withVisits.length === 0
      ? []
      : prisma.appointment.findMany({
          where: { startsAt: { gte: from, lt: to }, doctorId: { in: withVisits } },
          include: appointmentInclude,
          orderBy: [{ startsAt: "asc" }, { id: "asc" }],
        }),
    prisma.timeOff.findMany({ where: { doctorId: { in: ids }, startsAt: { lt: to }, endsAt: { gt: from } }, orderBy: { startsAt: "asc" } }),
    freeStartsOn(date, chosen, now, tz),
  ]);
  const byDoctor = new Map<string, typeof appointments>();
  for (const a of appointments) byDoctor.set(a.doctorId, [...(byDoctor.get(a.doctorId) ?? []), a]);
  const offOf = new Map<string, typeof timeOff>();
  for (const t of timeOff) offOf.set(t.doctorId, [...(offOf.get(t.doctorId) ?? []), t]);

  return {
    doctors: chosen.map((d) => ({
      _id: d.id,
      name: d.name,
      speciality: d.speciality,
      hours: hoursOfDay(d).map((h) => ({ start: h.start, end: h.end })),
      timeOff: (offOf.get(d.id) ?? []).map((t) => {
        const dto = toTimeOffDTO(t, tz);
        return { from: dto.from, to: dto.to, reason: dto.reason };
      }),
      appointments: (byDoctor.get(d.id) ?? []).map((a) => toAppointmentDTO(a, tz)),
      freeStarts: free.get(d.id) ?? [],
    })),
    working: working.map((d) => ({ _id: d.id, name: d.name })),
    visits: (filter.doctorId ? chosen : working).reduce((n, d) => n + d.visits, 0),
    offset: filter.doctorId ? 0 : offset,
    nextCursor: more ? chosen[chosen.length - 1].id : null,
  };
}

type DeskDirectoryDoctor = { id: string; name: string; speciality: string; available: boolean; hours: Prisma.JsonValue };

/**
 * The clinic's doctors (of a speciality) by name, a column never moving when its first visit is
 * booked, each with their visits of the day [from, to). Two queries, each one JSON value: a large
 * clinic's speciality has 1,250 doctors, and Prisma read their names by a second query naming
 * every id and mapped each row (issue 43). The doctors themselves (names, hours, whether they
 * take bookings) are a read of the doctor directory: shared through the read cache
 * (lib/platform/read-cache.ts, seconds at most, dropped by every doctor write as the public
 * listing's reads are), so a board's load reads only its day's visit counts afresh. A known
 * speciality is compared exactly, as every write stores it (`=` uses doctors_speciality_idx);
 * another text case-insensitively.
 */
async function doctorsOfDay(speciality: string | undefined, day: { from: Date; to: Date }) {
  const known = SPECIALITIES.find((s) => s.toLowerCase() === speciality?.toLowerCase());
  const of = !speciality ? Prisma.empty : known ? Prisma.sql`AND d."speciality" = ${known}` : Prisma.sql`AND lower(d."speciality") = lower(${speciality})`;
  const key = `desk-doctors:${known ? `=${known}` : (speciality?.toLowerCase() ?? "")}`;
  const [doctors, [counts]] = await Promise.all([
    cachedRead(key, [DOCTOR_LIST_TAG], () => deskDirectory(of)),
    prisma.$queryRaw<[{ visits: Record<string, number> }]>`
      SELECT coalesce(json_object_agg(v."doctor_id", v."n"), '{}') AS "visits"
        FROM (SELECT a."doctor_id", count(*)::int AS "n"
                FROM "appointments" a JOIN "doctors" d ON d."id" = a."doctor_id"
               WHERE a."starts_at" >= ${day.from} AND a."starts_at" < ${day.to} AND d."archived_at" IS NULL ${of}
               GROUP BY a."doctor_id") v`,
  ]);
  // New objects: the directory's are shared with other requests.
  return doctors.map((d) => ({ ...d, visits: counts.visits[d.id] ?? 0 }));
}

async function deskDirectory(of: Prisma.Sql): Promise<DeskDirectoryDoctor[]> {
  const [row] = await prisma.$queryRaw<[{ doctors: DeskDirectoryDoctor[] }]>`
    SELECT coalesce(json_agg(json_build_object('id', d."id", 'name', u."name", 'speciality', d."speciality", 'available', d."available",
                                               'hours', d."weekly_hours")
                             ORDER BY u."name", d."id"), '[]') AS "doctors"
      FROM "doctors" d
      JOIN "users" u ON u."id" = d."user_id"
     WHERE d."archived_at" IS NULL ${of}`;
  return row.doctors;
}

/**
 * Each open doctor's free starts on the day, by the slot rule patients book under (hours, time off,
 * bookings, notice, horizon), for their default visit type: the board offers them as "Book" cells.
 * Read for all the board's doctors at once (lib/schedule/read.ts); nothing for a past day.
 */
async function freeStartsOn(
  date: ClinicDate,
  doctors: { id: string; available: boolean; hours: Parameters<typeof hoursOf>[0] }[],
  now: Date,
  tz: string,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const open = doctors.filter((d) => d.available);
  if (open.length === 0 || date < clinicDateOf(now, tz)) return out;
  const inputs = await slotInputs(
    open.map((d) => d.id),
    now,
    tz,
    { knownHours: new Map(open.map((d) => [d.id, hoursOf(d.hours)])) },
  );
  for (const [id, { taken, rules }] of inputs) {
    // The starts in order, up to the day's last: not the whole horizon after it (issue 43).
    const times: string[] = [];
    for (const start of freeStarts(now, tz, taken, rules)) {
      if (start.date > date) break;
      if (start.date === date) times.push(start.time);
    }
    out.set(id, times);
  }
  return out;
}
