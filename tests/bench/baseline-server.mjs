// The floor the bench compares the app with: a minimal node:http + pg server
// answering the benchmarked requests with the same SQL statements Prisma
// sends for lib/doctors/queries.ts (captured from Prisma's query log, copied verbatim)
// and the same JSON as lib/doctors/serialize.ts. No framework, no validation, no
// middleware: what any server on this stack must at least spend.
//
//   GET /api/doctor       listDoctors()            -> { success, doctors, nextCursor }
//   GET /api/doctor/{id}  getDoctor(id)            -> { success, doctor }
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
import { addDays, clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime, instantAt } from "./lib/clinic-time.mjs";

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
  '"public"."doctors"."id", "public"."doctors"."user_id", "public"."doctors"."speciality", "public"."doctors"."degree", "public"."doctors"."experience", "public"."doctors"."about", "public"."doctors"."fees", "public"."doctors"."available", "public"."doctors"."archived_at", "public"."doctors"."created_at", "public"."doctors"."updated_at"';
const USER_COLUMNS =
  '"public"."users"."id", "public"."users"."name", "public"."users"."email", "public"."users"."role"::text, "public"."users"."image", "public"."users"."phone", "public"."users"."address", "public"."users"."dob", "public"."users"."gender"::text';

const LIST_DOCTORS = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE "public"."doctors"."archived_at" IS NULL ORDER BY "public"."doctors"."created_at" ASC, "public"."doctors"."id" ASC LIMIT $1 OFFSET $2`;
const DOCTOR_BY_ID = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE ("public"."doctors"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`;
const USER_BY_ID = `SELECT ${USER_COLUMNS} FROM "public"."users" WHERE "public"."users"."id" = $1 OFFSET $2`;
const SETTINGS = `SELECT "public"."clinic_settings"."booking_horizon_days", "public"."clinic_settings"."min_notice_minutes", "public"."clinic_settings"."cancel_cutoff_hours" FROM "public"."clinic_settings" WHERE "public"."clinic_settings"."id" = $1 LIMIT $2 OFFSET $3`;
const SAME_SPECIALITY = `SELECT ${DOCTOR_COLUMNS} FROM "public"."doctors" WHERE ("public"."doctors"."archived_at" IS NULL AND "public"."doctors"."speciality" = $1) ORDER BY "public"."doctors"."created_at" ASC, "public"."doctors"."id" ASC LIMIT $2 OFFSET $3`;
const COUNT_DOCTORS = `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."doctors"."id" FROM "public"."doctors" WHERE "public"."doctors"."archived_at" IS NULL OFFSET $1) AS "sub"`;

const placeholders = (n, from = 1) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(",");
const usersIn = (n) => `SELECT ${USER_COLUMNS} FROM "public"."users" WHERE "public"."users"."id" IN (${placeholders(n)}) OFFSET $${n + 1}`;
const takenIn = (n) =>
  `SELECT "public"."appointments"."id", "public"."appointments"."doctor_id", "public"."appointments"."starts_at" FROM "public"."appointments" WHERE ("public"."appointments"."doctor_id" IN (${placeholders(n)}) AND "public"."appointments"."status" <> CAST($${n + 1}::text AS "public"."appointment_status") AND "public"."appointments"."starts_at" >= $${n + 2} AND "public"."appointments"."starts_at" < $${n + 3}) OFFSET $${n + 4}`;

// ---- the JSON of lib/doctors/serialize.ts and lib/http/handler.ts ------------------------

// Image URLs in API answers are absolute (lib/http/handler.ts): the bench gives
// the baseline the app's SITE_URL, so both answer the same bytes.
const ORIGIN = new URL(process.env.SITE_URL ?? "http://127.0.0.1").origin;
const absolute = (url) => (url.startsWith("/") && !url.startsWith("//") ? ORIGIN + url : url);

/** The public doctor shape (lib/doctors/serialize.ts toPublicDoctorDTO): the account's name, image and address only. */
function doctorDTO(d, user, starts) {
  const slots = {};
  for (const s of starts ?? []) (slots[clinicDateOf(s, tz)] ??= []).push(formatSlotTime(clinicMinutesOf(s, tz)));
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

function bookingWindow(now) {
  const today = clinicDateOf(now, tz);
  return [instantAt(today, 0, tz), instantAt(addDays(today, 7), 0, tz)];
}

async function takenStarts(ids, now) {
  const byDoctor = new Map();
  if (ids.length === 0) return byDoctor;
  const [from, to] = bookingWindow(now);
  const { rows } = await pool.query(takenIn(ids.length), [...ids, "cancelled", from, to, 0]);
  for (const r of rows) {
    const list = byDoctor.get(r.doctor_id) ?? [];
    list.push(r.starts_at);
    byDoctor.set(r.doctor_id, list);
  }
  return byDoctor;
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
  const taken = await takenStarts(page.map((d) => d.id), now);
  return {
    items: page.map((d) => doctorDTO(d, users.get(d.user_id), taken.get(d.id))),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

async function getDoctor(id, now = new Date()) {
  const { rows } = await pool.query(DOCTOR_BY_ID, [id, 1, 0]);
  const d = rows[0];
  if (!d || d.archived_at) return null;
  const user = (await pool.query(USER_BY_ID, [d.user_id, 0])).rows[0];
  const taken = await takenStarts([d.id], now);
  return doctorDTO(d, user, taken.get(d.id));
}

/** The listing page's reads (DoctorsListing with no speciality and no search). */
async function doctorsPageReads(now = new Date()) {
  const [page] = await Promise.all([listDoctors(PAGE_SIZE, now), pool.query(COUNT_DOCTORS, [0])]);
  await takenStarts(page.items.map((d) => d._id), now); // nextFreeSlots
}

/** The home page's reads: 48 doctors, the count, the top 8's taken slots. */
async function homePageReads(now = new Date()) {
  const [page] = await Promise.all([listDoctors(48, now), pool.query(COUNT_DOCTORS, [0])]);
  await takenStarts(page.items.slice(0, 8).map((d) => d._id), now);
}

/** A doctor's page: the doctor and their slots, the policy, four more of the speciality and their next slots. */
async function doctorPageReads(id, now = new Date()) {
  const doctor = await getDoctor(id, now);
  if (!doctor) return;
  const [, , related] = await Promise.all([
    takenStarts([doctor._id], now),
    pool.query(SETTINGS, [1, 1, 0]),
    pool.query(SAME_SPECIALITY, [doctor.speciality, 6, 0]),
  ]);
  const others = related.rows.slice(0, 5);
  await usersById(others.map((d) => d.user_id));
  await takenStarts(others.map((d) => d.id), now);
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
