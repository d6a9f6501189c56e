// The floor the bench compares the app with: a minimal node:http + pg server
// answering the benchmarked requests with the same SQL statements Prisma
// sends for lib/doctors/queries.ts (captured from Prisma's query log, copied verbatim)
// and the same JSON as lib/doctors/serialize.ts. No framework, no validation, no
// middleware: what any server on this stack must at least spend.
//
//   GET /api/doctor       listDoctors()            -> { success, doctors, nextCursor }
//   GET /api/doctor/{id}  getDoctor(id)            -> { success, doctor }
//                         (each doctor's slots_booked from the slot rule's reads, lib/schedule/read.ts
//                         slotInputs: the policy, the visit types, time off, open visits to their end
//                         plus buffer, waitlist holds; and its rule, tests/bench/lib/slots-booked.mjs)
//   GET /doctors          the listing page's queries (count, 24 doctors + 1,
//                         their users, their taken slots, twice as the page
//                         does), then a pre-rendered HTML snapshot of the
//                         app's own /doctors (same bytes; BASELINE_PAGES)
//   GET /                 the home page's queries (48 doctors, the count, the
//                         top 8's taken slots), then the app's own HTML
//   GET /appointment/{id} a doctor's page: the doctor, their taken slots, the
//                         policy, 5 doctors of the speciality and their taken
//                         slots, then the app's own HTML
//   GET /about, /contact, /login, /signup   no database work: the app's own HTML
//
// Env: DATABASE_URL, PORT, CLINIC_TIMEZONE, DATABASE_POOL_SIZE, SITE_URL (the
// app's, for its absolute image URLs), BASELINE_PAGES (a JSON file:
// { "<path>": { "file": "<html snapshot>", "reads": "doctors|home|doctor|none" } }).
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "./lib/clinic-time.mjs";
import { closedGridStarts, slotsBookedMap } from "./lib/slots-booked.mjs";

// DATE columns as text ("1990-05-01"): Prisma returns them as UTC midnight.
pg.types.setTypeParser(1082, (v) => v);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const tz = clinicTimeZone();
// Each page's snapshot and which reads it stands for.
const pages = new Map(
  Object.entries(process.env.BASELINE_PAGES ? JSON.parse(fs.readFileSync(process.env.BASELINE_PAGES, "utf8")) : {}).map(([p, v]) => [
    p,
    { html: fs.readFileSync(v.file), reads: v.reads },
  ]),
);
const DEFAULT_AVATAR = "/images/default-avatar.svg";
const LIST_LIMIT = 1000; // lib/doctors/queries.ts listDoctors default
const PAGE_SIZE = 24; // components/doctors/doctors-listing.tsx DOCTORS_PER_PAGE

// ---- SQL, as Prisma sends it --------------------------------------------------

const DOCTOR_COLUMNS =
  '"public"."doctors"."id", "public"."doctors"."user_id", "public"."doctors"."speciality", "public"."doctors"."degree", "public"."doctors"."experience", "public"."doctors"."about", "public"."doctors"."fees", "public"."doctors"."available", "public"."doctors"."archived_at", "public"."doctors"."weekly_hours", "public"."doctors"."video_url", "public"."doctors"."calendar_feed_version", "public"."doctors"."created_at", "public"."doctors"."updated_at"';
const USER_COLUMNS =
  '"public"."users"."id", "public"."users"."name", "public"."users"."email", "public"."users"."role"::text, "public"."users"."image", "public"."users"."phone", "public"."users"."address", "public"."users"."dob", "public"."users"."gender"::text';

const LIST_DOCTORS = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE "public"."doctors"."archived_at" IS NULL ORDER BY "public"."doctors"."created_at" ASC, "public"."doctors"."id" ASC LIMIT $1 OFFSET $2`;
const DOCTOR_BY_ID = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE ("public"."doctors"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`;
const USER_BY_ID = `SELECT ${USER_COLUMNS} FROM "public"."users" WHERE "public"."users"."id" = $1 OFFSET $2`;
const SETTINGS = `SELECT "public"."clinic_settings"."id", "public"."clinic_settings"."max_open_per_doctor", "public"."clinic_settings"."max_open_total", "public"."clinic_settings"."booking_horizon_days", "public"."clinic_settings"."min_notice_minutes", "public"."clinic_settings"."cancel_cutoff_hours", "public"."clinic_settings"."slot_interval_minutes", "public"."clinic_settings"."waitlist_hold_minutes", "public"."clinic_settings"."max_dependents_per_guardian", "public"."clinic_settings"."require_two_factor_for_staff", "public"."clinic_settings"."patients_may_book_series", "public"."clinic_settings"."audit_retention_days", "public"."clinic_settings"."inactive_patient_retention_days" FROM "public"."clinic_settings" WHERE ("public"."clinic_settings"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`;
const VISIT_TYPES = `SELECT "public"."visit_types"."id", "public"."visit_types"."name", "public"."visit_types"."description", "public"."visit_types"."duration_minutes", "public"."visit_types"."price", "public"."visit_types"."mode"::text, "public"."visit_types"."buffer_minutes", "public"."visit_types"."all_doctors", "public"."visit_types"."position", "public"."visit_types"."archived_at", "public"."visit_types"."questions", "public"."visit_types"."series_allowed", "public"."visit_types"."series_max_count" FROM "public"."visit_types" WHERE "public"."visit_types"."archived_at" IS NULL ORDER BY "public"."visit_types"."position" ASC, "public"."visit_types"."created_at" ASC, "public"."visit_types"."id" ASC OFFSET $1`;
const SAME_SPECIALITY = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE ("public"."doctors"."archived_at" IS NULL AND "public"."doctors"."speciality" = $1) ORDER BY "public"."doctors"."created_at" ASC, "public"."doctors"."id" ASC LIMIT $2 OFFSET $3`;
const COUNT_DOCTORS = `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."doctors"."id" FROM "public"."doctors" WHERE "public"."doctors"."archived_at" IS NULL OFFSET $1) AS "sub"`;

const placeholders = (n, from = 1) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(",");
const usersIn = (n) => `SELECT ${USER_COLUMNS} FROM "public"."users" WHERE "public"."users"."id" IN (${placeholders(n)}) OFFSET $${n + 1}`;
const visitTypeDoctorsIn = (n) =>
  `SELECT "public"."visit_type_doctors"."visit_type_id", "public"."visit_type_doctors"."doctor_id" FROM "public"."visit_type_doctors" WHERE "public"."visit_type_doctors"."visit_type_id" IN (${placeholders(n)}) ORDER BY "public"."visit_type_doctors"."doctor_id" ASC OFFSET $${n + 1}`;
const hoursIn = (n) => `SELECT "public"."doctors"."id", "public"."doctors"."weekly_hours" FROM "public"."doctors" WHERE "public"."doctors"."id" IN (${placeholders(n)}) OFFSET $${n + 1}`;
const timeOffIn = (n) =>
  `SELECT "public"."time_off"."id", "public"."time_off"."doctor_id", "public"."time_off"."starts_at", "public"."time_off"."ends_at" FROM "public"."time_off" WHERE ("public"."time_off"."doctor_id" IN (${placeholders(n)}) AND "public"."time_off"."ends_at" > $${n + 1} AND "public"."time_off"."starts_at" < $${n + 2}) OFFSET $${n + 3}`;
const busyIn = (n) =>
  `SELECT "public"."appointments"."id", "public"."appointments"."doctor_id", "public"."appointments"."starts_at", "public"."appointments"."ends_at", "public"."appointments"."buffer_minutes" FROM "public"."appointments" WHERE ("public"."appointments"."doctor_id" IN (${placeholders(n)}) AND "public"."appointments"."status" <> CAST($${n + 1}::text AS "public"."appointment_status") AND "public"."appointments"."starts_at" >= $${n + 2} AND "public"."appointments"."starts_at" < $${n + 3} AND "public"."appointments"."ends_at" > $${n + 4}) OFFSET $${n + 5}`;
const holdsIn = (n) =>
  `SELECT "public"."waitlist_offers"."id", "public"."waitlist_offers"."doctor_id", "public"."waitlist_offers"."starts_at", "public"."waitlist_offers"."busy_until" FROM "public"."waitlist_offers" WHERE ("public"."waitlist_offers"."doctor_id" IN (${placeholders(n)}) AND "public"."waitlist_offers"."status" = CAST($${n + 1}::text AS "public"."waitlist_offer_status") AND "public"."waitlist_offers"."expires_at" > $${n + 2} AND "public"."waitlist_offers"."starts_at" < $${n + 3} AND "public"."waitlist_offers"."busy_until" > $${n + 4}) OFFSET $${n + 5}`;

// ---- the JSON of lib/doctors/serialize.ts and lib/http/handler.ts ------------------------

// Image URLs in API answers are absolute (lib/http/handler.ts): the bench gives
// the baseline the app's SITE_URL, so both answer the same bytes.
const ORIGIN = new URL(process.env.SITE_URL ?? "http://127.0.0.1").origin;
const absolute = (url) => (url.startsWith("/") && !url.startsWith("//") ? ORIGIN + url : url);

/** The public doctor shape (lib/doctors/serialize.ts toPublicDoctorDTO): the account's name, image and address only. */
function doctorDTO(d, user, slots = {}) {
  const image = absolute(user.image || DEFAULT_AVATAR);
  return {
    _id: d.id,
    user: { _id: user.id, name: user.name, image, address: user.address },
    name: user.name,
    image,
    speciality: d.speciality,
    degree: d.degree,
    experience: d.experience,
    about: d.about,
    fees: d.fees,
    available: d.available,
    archived: Boolean(d.archived_at),
    slots_booked: slots,
  };
}

// ---- the reads ----------------------------------------------------------------

// lib/schedule/read.ts: how far before the range a visit reaching into it can start (the longest
// visit plus the longest buffer) and end (the longest buffer).
const LONGEST_BUFFER_MS = 120 * 60_000;
const LONGEST_VISIT_MS = 480 * 60_000 + LONGEST_BUFFER_MS;

function groupBy(rows, value) {
  const out = new Map();
  for (const r of rows) {
    const list = out.get(r.doctor_id) ?? [];
    list.push(value(r));
    out.set(r.doctor_id, list);
  }
  return out;
}

/** lib/clinic/settings.ts getClinicSettings -> the booking policy. */
async function bookingPolicy() {
  const { rows } = await pool.query(SETTINGS, [1, 1, 0]);
  const r = rows[0];
  return { bookingHorizonDays: r.booking_horizon_days, minNoticeMinutes: r.min_notice_minutes, slotIntervalMinutes: r.slot_interval_minutes };
}

/** lib/visit-types/catalog.ts activeVisitTypes: in order, with the doctors of those not offered by all. */
async function activeVisitTypes() {
  const { rows } = await pool.query(VISIT_TYPES, [0]);
  const links = rows.length ? (await pool.query(visitTypeDoctorsIn(rows.length), [...rows.map((t) => t.id), 0])).rows : [];
  return rows.map((t) => ({
    durationMinutes: t.duration_minutes,
    bufferMinutes: t.buffer_minutes,
    doctorIds: t.all_doctors ? null : links.filter((l) => l.visit_type_id === t.id).map((l) => l.doctor_id),
  }));
}

/**
 * lib/schedule/read.ts slotInputs, then lib/doctors/queries.ts slotsBookedOf: each doctor's
 * `slots_booked`. `knownHours`: the doctors' rows were read already (else their hours are read).
 */
async function slotsBooked(ids, now, knownHours = null) {
  const out = new Map();
  if (ids.length === 0) return out;
  const [policy, types] = await Promise.all([bookingPolicy(), activeVisitTypes()]);
  const today = clinicDateOf(now, tz);
  const from = instantAt(today, 0, tz);
  const to = instantAt(addDays(today, Math.max(policy.bookingHorizonDays, 7)), 0, tz);
  const n = ids.length;
  const [hours, timeOff, visits, holds] = await Promise.all([
    knownHours ?? pool.query(hoursIn(n), [...ids, 0]).then(({ rows }) => new Map(rows.map((r) => [r.id, r.weekly_hours]))),
    pool.query(timeOffIn(n), [...ids, from, to, 0]).then(({ rows }) => groupBy(rows, (r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }))),
    pool
      .query(busyIn(n), [...ids, "cancelled", new Date(from.getTime() - LONGEST_VISIT_MS), to, new Date(from.getTime() - LONGEST_BUFFER_MS), 0])
      .then(({ rows }) => groupBy(rows, (r) => r)),
    pool.query(holdsIn(n), [...ids, "held", now, to, from, 0]).then(({ rows }) => groupBy(rows, (r) => ({ startsAt: r.starts_at, endsAt: r.busy_until }))),
  ]);
  for (const id of ids) {
    const own = visits.get(id) ?? [];
    const first = types.find((t) => t.doctorIds === null || t.doctorIds.includes(id));
    const closed = closedGridStarts(now, tz, {
      busy: [...own.map((v) => ({ startsAt: v.starts_at, endsAt: new Date(v.ends_at.getTime() + v.buffer_minutes * 60_000) })), ...(holds.get(id) ?? [])],
      starts: own.map((v) => v.starts_at),
      hours: hours.get(id) ?? null,
      timeOff: timeOff.get(id) ?? [],
      policy,
      visit: first ? { durationMinutes: first.durationMinutes, bufferMinutes: first.bufferMinutes } : null,
    });
    out.set(id, slotsBookedMap(closed, tz));
  }
  return out;
}

async function usersById(ids) {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query(usersIn(ids.length), [...ids, 0]);
  return new Map(rows.map((u) => [u.id, u]));
}

async function listDoctors(limit, now = new Date()) {
  const { rows } = await pool.query(LIST_DOCTORS, [limit + 1, 0]);
  const page = rows.slice(0, limit);
  const users = await usersById(page.map((d) => d.user_id));
  const slots = await slotsBooked(page.map((d) => d.id), now, new Map(page.map((d) => [d.id, d.weekly_hours])));
  return {
    items: page.map((d) => doctorDTO(d, users.get(d.user_id), slots.get(d.id))),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

async function getDoctor(id, now = new Date()) {
  const { rows } = await pool.query(DOCTOR_BY_ID, [id, 1, 0]);
  const d = rows[0];
  if (!d || d.archived_at) return null;
  const user = (await pool.query(USER_BY_ID, [d.user_id, 0])).rows[0];
  const slots = await slotsBooked([d.id], now, new Map([[d.id, d.weekly_hours]]));
  return doctorDTO(d, user, slots.get(d.id));
}

/** The listing page's reads (DoctorsListing with no speciality and no search). */
async function doctorsPageReads(now = new Date()) {
  const [page] = await Promise.all([listDoctors(PAGE_SIZE, now), pool.query(COUNT_DOCTORS, [0])]);
  await slotsBooked(page.items.map((d) => d._id), now); // nextFreeSlots: the same slot-rule reads
}

/** The home page's reads: 48 doctors, the count, the top 8's taken slots. */
async function homePageReads(now = new Date()) {
  const [page] = await Promise.all([listDoctors(48, now), pool.query(COUNT_DOCTORS, [0])]);
  await slotsBooked(page.items.slice(0, 8).map((d) => d._id), now);
}

/** A doctor's page: the doctor and their slots, the policy, four more of the speciality and their next slots. */
async function doctorPageReads(id, now = new Date()) {
  const doctor = await getDoctor(id, now);
  if (!doctor) return;
  const [, , related] = await Promise.all([
    slotsBooked([doctor._id], now), // the page's free slots
    pool.query(SETTINGS, [1, 1, 0]),
    pool.query(SAME_SPECIALITY, [doctor.speciality, 6, 0]),
  ]);
  const others = related.rows.slice(0, 5);
  await usersById(others.map((d) => d.user_id));
  await slotsBooked(others.map((d) => d.id), now);
}

async function pageReads(kind, pathname) {
  if (kind === "doctors") return doctorsPageReads();
  if (kind === "home") return homePageReads();
  if (kind === "doctor") return doctorPageReads(pathname.split("/").pop());
}

// ---- the server ---------------------------------------------------------------

function send(res, status, body, type = "application/json") {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  res.writeHead(status, { "content-type": type, "content-length": buf.length });
  res.end(buf);
}

async function route(req, res) {
  const { pathname } = new URL(req.url, "http://baseline");
  if (req.method !== "GET") return send(res, 405, { success: false, message: "Method not allowed" });
  if (pathname === "/health") return send(res, 200, { success: true });
  if (pathname === "/api/doctor") {
    const page = await listDoctors(LIST_LIMIT);
    return send(res, 200, { success: true, doctors: page.items, nextCursor: page.nextCursor });
  }
  const one = /^\/api\/doctor\/([A-Za-z0-9_-]{1,64})$/.exec(pathname);
  if (one) {
    const doctor = await getDoctor(one[1]);
    return doctor ? send(res, 200, { success: true, doctor }) : send(res, 404, { success: false, message: "Doctor not found" });
  }
  const page = pages.get(pathname);
  if (page) {
    await pageReads(page.reads, pathname);
    return send(res, 200, page.html, "text/html; charset=utf-8");
  }
  return send(res, 404, { success: false, message: "Not found" });
}

const server = http.createServer((req, res) => {
  route(req, res).catch((err) => send(res, 500, { success: false, message: err.message }));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 3999), "127.0.0.1");

for (const sig of ["SIGTERM", "SIGINT"]) {
  process.on(sig, () => {
    server.close();
    pool.end().finally(() => process.exit(0));
  });
}
