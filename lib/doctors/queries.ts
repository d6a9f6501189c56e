// lib/doctors: the doctors (listing, profile, the admin's add/edit/open/close, a doctor's own
// profile). Imports root, platform, outbox, accounts, clinic, schedule. (lib/README.md)
//
// Doctors as everyone may read them: the listing, a profile, its free slots,
// in the public shape (no account fields). The admin's listing and a doctor's
// own profile carry the whole account. Changes live beside: the admin's in
// lib/doctors/admin.ts, a doctor's own profile in lib/doctors/profile.ts.
import { prisma } from "@/lib/db";
import { clinicTimeZone } from "@/lib/clinic-time";
import { DOCTOR_NOT_FOUND, forbidden, notFound } from "@/lib/errors";
import { closedGridStarts, computeSlots, nextFreeSlot, type FreeStart, type SlotDay } from "@/lib/schedule/slots";
import { hoursOf, slotInputs } from "@/lib/schedule/read";
import { SPECIALITIES, specialityFromSlug } from "@/lib/clinic/specialities";
import { nameContains, peopleNamed } from "@/lib/accounts/name-search";
import { doctorInclude, slotsBookedMap, toDoctorDTO, toPublicDoctorDTO, type DoctorDTO, type PublicDoctorDTO } from "@/lib/doctors/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/accounts/users";
import { cachedRead } from "@/lib/platform/read-cache";
import { DOCTOR_LIST_TAG, oneDoctorTags, VISIT_TYPES_TAG } from "@/lib/platform/cache-tags";
import type { VisitLength } from "@/lib/schedule/slots";


export type DoctorListQuery = {
  speciality?: string | null;
  search?: string | null;
  /** Admins see archived doctors too. */
  includeArchived?: boolean;
  limit?: number;
  cursor?: string | null;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A public read through the short-lived read cache (lib/platform/read-cache.ts)
 * when it is about the present; a caller asking about another instant reads
 * afresh. Cached values are shared between requests: callers never mutate them.
 */
function publicRead<T>(now: Date, key: string, tags: string[], load: () => Promise<T>): Promise<T> {
  return Math.abs(now.getTime() - Date.now()) < 1_000 ? cachedRead(key, tags, load) : load();
}

/**
 * `slots_booked` of each doctor: the taken starts, and the grid starts their
 * hours, time off or the policy close (lib/schedule/slots.ts closedGridStarts).
 */
async function slotsBookedOf(doctors: { id: string; hours: Prisma.JsonValue | null }[], now: Date, tz: string) {
  const knownHours = new Map(doctors.map((d) => [d.id, hoursOf(d.hours)]));
  const inputs = await slotInputs(doctors.map((d) => d.id), now, tz, { knownHours });
  const out = new Map<string, Record<string, string[]>>();
  for (const [id, { taken, rules }] of inputs) out.set(id, slotsBookedMap(closedGridStarts(now, tz, taken, rules), tz));
  return out;
}

async function listWhere(q: DoctorListQuery): Promise<Prisma.DoctorWhereInput> {
  const search = q.search?.trim();
  // The listing's route segment is a slug ("general-physician"); names work too.
  // A recognised speciality is compared exactly: every write stores one of
  // SPECIALITIES as spelled there (z.enum), and `=` can use doctors_speciality_idx
  // where a case-insensitive ILIKE reads every doctor. Other text stays case-insensitive.
  const known = q.speciality ? specialityFromSlug(q.speciality) : null;
  return {
    ...(q.includeArchived ? {} : { archivedAt: null }),
    ...(known
      ? { speciality: known }
      : q.speciality
        ? { speciality: { equals: q.speciality, mode: "insensitive" } }
        : {}),
    ...(search ? await searchWhere(search) : {}),
  };
}

/**
 * Doctors whose name or speciality contains `search` (case-insensitive). The doctors named so
 * are found through their accounts first (peopleNamed: users_name_trgm_idx), the specialities
 * among SPECIALITIES (what every write stores), so both use an index; testing every doctor's
 * name and speciality read all doctors and all their accounts (10,000 at bench --large) for
 * each count and page. A name too common for that keeps the row-by-row test.
 */
async function searchWhere(search: string): Promise<Prisma.DoctorWhereInput> {
  const people = await peopleNamed(search, { doctorsOnly: true });
  if (!people) return { OR: [{ user: nameContains(search) }, { speciality: { contains: search, mode: "insensitive" } }] };
  const wanted = search.toLowerCase();
  const specialities = SPECIALITIES.filter((s) => s.toLowerCase().includes(wanted));
  return { OR: [{ id: { in: people.flatMap((p) => (p.doctorId ? [p.doctorId] : [])) } }, { speciality: { in: specialities } }] };
}

/**
 * The doctors after the cursor's row in (createdAt, id) order, written as a range on createdAt
 * plus a tie-break (as lib/appointments/index.ts pages appointments): Prisma's own `cursor`
 * compiles to an OR of subqueries that cannot bound a scan of doctors_created_at_id_idx, so
 * page 375 of 10,000 doctors read the 9,000 before it (issue 43). An unknown cursor gives an
 * empty page, as Prisma's cursor does.
 */
async function afterDoctor(cursor: string): Promise<Prisma.DoctorWhereInput | null> {
  const row = await prisma.doctor.findUnique({ where: { id: cursor }, select: { createdAt: true } });
  if (!row) return null;
  const at = row.createdAt;
  return { createdAt: { gte: at }, OR: [{ createdAt: { gt: at } }, { id: { gt: cursor } }] };
}

/**
 * One page of doctor rows (oldest first: by creation, then id), and their booked slots
 * (unless `withSlots` is false: nothing is read or computed for them then).
 */
async function doctorRows(q: DoctorListQuery, now: Date, withSlots = true, knownWhere?: Prisma.DoctorWhereInput) {
  const tz = clinicTimeZone();
  const limit = Math.min(Math.max(q.limit ?? 1000, 1), 1000);
  const [where, after] = await Promise.all([knownWhere ?? listWhere(q), q.cursor ? afterDoctor(q.cursor) : null]);
  if (q.cursor && !after) return { rows: [], booked: () => ({}), nextCursor: null };
  const rows = await prisma.doctor.findMany({
    where: after ? { AND: [where, after] } : where,
    include: doctorInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  const booked = withSlots ? await slotsBookedOf(page, now, tz) : new Map<string, Record<string, string[]>>();
  return {
    rows: page,
    booked: (doctorId: string) => booked.get(doctorId) ?? {},
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

export type PublicDoctorListQuery = Omit<DoctorListQuery, "includeArchived">;

/** One page of the public listing: doctors not archived, in the public shape. */
export function listDoctors(q: PublicDoctorListQuery = {}, now = new Date()): Promise<Page<PublicDoctorDTO>> {
  const key = `list:${JSON.stringify([q.speciality ?? null, q.search ?? null, q.limit ?? null, q.cursor ?? null])}`;
  return publicRead(now, key, [DOCTOR_LIST_TAG], async () => {
    const { rows, booked, nextCursor } = await doctorRows({ ...q, includeArchived: false }, now);
    return { items: rows.map((d) => toPublicDoctorDTO(d, booked(d.id))), nextCursor };
  });
}

/** Admins: one page of every doctor, archived ones included, with their accounts. */
export async function listDoctorsForAdmin(actor: Actor, q: PublicDoctorListQuery = {}, now = new Date()): Promise<Page<DoctorDTO>> {
  if (actor.role !== "admin") throw forbidden("Only admins can see every doctor's account");
  const { rows, booked, nextCursor } = await doctorRows({ ...q, includeArchived: true }, now);
  return { items: rows.map((d) => toDoctorDTO(d, booked(d.id))), nextCursor };
}

/**
 * Admins: one page of every doctor for the admin's grid (/admin/doctors), archived ones
 * included, with their accounts but without `slots_booked` (empty): the grid shows no
 * slots, and computing them for a page of doctors cost more than the rest of the page.
 * With how many doctors match in all and how many of them are archived (the page's header),
 * counted in one query over the same filter: a search finds its people once, not once for
 * the page and once per count (issue 43).
 */
export async function listDoctorCardsForAdmin(
  actor: Actor,
  q: PublicDoctorListQuery = {},
): Promise<Page<DoctorDTO> & { total: number; archived: number }> {
  if (actor.role !== "admin") throw forbidden("Only admins can see every doctor's account");
  const query = { ...q, includeArchived: true };
  const where = await listWhere(query);
  const [{ rows, nextCursor }, counts] = await Promise.all([
    doctorRows(query, new Date(), false, where),
    // `archivedAt` counts the rows where it is set.
    prisma.doctor.count({ where, select: { _all: true, archivedAt: true } }),
  ]);
  return { items: rows.map((d) => toDoctorDTO(d)), nextCursor, total: counts._all, archived: counts.archivedAt };
}

export function countDoctors(q: DoctorListQuery = {}): Promise<number> {
  const load = async () => prisma.doctor.count({ where: await listWhere(q) });
  if (q.includeArchived) return load();
  return publicRead(new Date(), `count:${JSON.stringify([q.speciality ?? null, q.search ?? null])}`, [DOCTOR_LIST_TAG], load);
}

/** A doctor's public profile with booked slots; archived doctors are not found. */
export function getDoctor(id: string, now = new Date()): Promise<PublicDoctorDTO> {
  return publicRead(now, `doctor:${id}`, oneDoctorTags(id), async () => {
    const doctor = await prisma.doctor.findUnique({ where: { id }, include: doctorInclude });
    if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
    const tz = clinicTimeZone();
    const booked = await slotsBookedOf([doctor], now, tz);
    return toPublicDoctorDTO(doctor, booked.get(doctor.id));
  });
}

/** Admins: any doctor, archived ones included, with their account. */
export async function getDoctorForAdmin(actor: Actor, id: string, now = new Date()): Promise<DoctorDTO> {
  if (actor.role !== "admin") throw forbidden("Only admins can see every doctor's account");
  const doctor = await prisma.doctor.findUnique({ where: { id }, include: doctorInclude });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  const booked = await slotsBookedOf([doctor], now, clinicTimeZone());
  return toDoctorDTO(doctor, booked.get(doctor.id));
}

/** The doctor profile of a doctor user, with their account (for that doctor) and booked slots. */
export async function getDoctorOfUser(userId: string, now = new Date()): Promise<DoctorDTO> {
  const doctor = await doctorRowOfUser(userId);
  const tz = clinicTimeZone();
  const booked = await slotsBookedOf([doctor], now, tz);
  return toDoctorDTO(doctor, booked.get(doctor.id));
}

/**
 * The doctor profile of a doctor user with their account, without `slots_booked` (empty): what
 * the doctor area's pages show of it (name, photo, speciality, the profile form). Computing the
 * booked slots cost four queries and the slot rule over the whole horizon on every page (issue 43).
 */
export async function getDoctorProfileOfUser(userId: string): Promise<DoctorDTO> {
  return toDoctorDTO(await doctorRowOfUser(userId));
}

async function doctorRowOfUser(userId: string) {
  const doctor = await prisma.doctor.findUnique({ where: { userId }, include: doctorInclude });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor;
}

/**
 * The free slots of a doctor over the booking horizon (lib/schedule/slots.ts) for a visit of
 * `visitTypeId` (a 400 when the doctor does not offer it; their default type when absent): none
 * while the doctor is not available (booking would be refused), 404 for unknown or archived
 * doctors, as for getDoctor.
 */
export function getDoctorSlots(doctorId: string, now = new Date(), visitTypeId?: string | null): Promise<SlotDay[]> {
  return publicRead(now, `slots:${doctorId}:${visitTypeId ?? ""}`, [...oneDoctorTags(doctorId), VISIT_TYPES_TAG], () =>
    freeSlotsOf(doctorId, now, { visitTypeId }),
  );
}

/**
 * Where an appointment can move: the doctor's free starts for the visit's own length, its own
 * time not counted as busy (a 60-minute visit may move by half an hour). Not cached: one person's read.
 */
export function slotsToMove(appointment: { id: string; doctorId: string; visit: VisitLength }, now = new Date()): Promise<SlotDay[]> {
  return freeSlotsOf(appointment.doctorId, now, { visit: appointment.visit, exceptStart: appointment.id });
}

async function freeSlotsOf(
  doctorId: string,
  now: Date,
  opts: { visitTypeId?: string | null; visit?: VisitLength; exceptStart?: string },
): Promise<SlotDay[]> {
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { available: true, archivedAt: true, hours: true } });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  const tz = clinicTimeZone();
  const inputs = await slotInputs([doctorId], now, tz, {
    knownHours: new Map([[doctorId, hoursOf(doctor.hours)]]),
    visitTypeId: opts.visitTypeId,
    exceptAppointmentId: opts.exceptStart,
  });
  if (!doctor.available) return [];
  const { taken, rules } = inputs.get(doctorId)!;
  return computeSlots(now, tz, taken, opts.visit ? { ...rules, visit: opts.visit } : rules);
}

/**
 * The first free slot of each doctor (for listing cards), null when fully
 * booked or unavailable. Hours, time off and bookings are read for the whole
 * page at once (lib/schedule/read.ts), never per doctor.
 */
export function nextFreeSlots(doctors: { _id: string; available: boolean }[], now = new Date()): Promise<Map<string, FreeStart | null>> {
  const key = `next:${doctors.map((d) => `${d._id}${d.available ? "+" : "-"}`).join(",")}`;
  return publicRead(now, key, [DOCTOR_LIST_TAG], () => firstFreeSlots(doctors, now));
}

async function firstFreeSlots(doctors: { _id: string; available: boolean }[], now: Date) {
  const tz = clinicTimeZone();
  const open = doctors.filter((d) => d.available);
  const inputs = await slotInputs(open.map((d) => d._id), now, tz);
  const out = new Map<string, FreeStart | null>();
  for (const d of doctors) {
    const input = inputs.get(d._id);
    out.set(d._id, input ? nextFreeSlot(now, tz, input.taken, input.rules) : null);
  }
  return out;
}
