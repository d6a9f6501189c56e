// Issue 48 item 7 on two instances: series racing single bookings of the same times, through two
// `next start` processes on one database, never overlap and never leave half a series.
// tests/integration/appointments/series-races.test.ts races them inside one process; here nothing is
// shared but PostgreSQL (no in-process lock, cache or pool could be what keeps them apart).
//
// 20 requests at once on one doctor of our own, half through each instance: 10 series of four
// weekly dates (series i starts in week 0, series i + 5 a week later at the same time: each pair
// overlaps on three dates, and the two go through different instances) and 10 single bookings of
// week 0's times (two per time, one through each instance). Checked in the database afterwards:
// every answer was a 201 or a 409, never a 500; no two open visits of the doctor overlap; each
// series has all four of its dates, and a refused one wrote nothing.
import crypto from "node:crypto";
import { freePort } from "../helpers/free-port.mjs";
import { startApp } from "./harness.mjs";

const TIMES = ["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM"];
const DATES_PER_SERIES = 4;
const SERIES = 10;
const SINGLES = 10;

async function json(res) {
  try {
    return await res.json();
  } catch {
    return {};
  }
}

/** YYYY-MM-DD plus whole days (calendar arithmetic: the clinic's zone plays no part). */
function addDays(date, n) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function post(base, path, headers, body) {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await json(res) };
}

async function bearer(base, email, password) {
  const { status, body } = await post(base, "/api/auth/login", {}, { email, password });
  if (status !== 200) throw new Error(`login as ${email}: ${status}`);
  return { authorization: `Bearer ${body.token}` };
}

/** A doctor seeing patients 10:00-13:00 every day, a 30-minute type of theirs that allows series, 20 patients. */
async function setUp(app, db) {
  const run = crypto.randomBytes(3).toString("hex");
  const admin = await bearer(app.base, "admin@example.com", "admin1234");
  const added = await post(app.base, "/api/admin/add-doctor", admin, {
    name: `Dr. Race ${run}`, email: `race-${run}@example.com`, password: "race-doctor-1", phone: "+1 555 0100", address: "1 Race Street",
    speciality: "General Physician", experience: "5 Years", fees: 50, degree: "MBBS", about: "Races series and singles (resilience).",
  });
  if (added.status !== 201) throw new Error(`add-doctor: ${added.status} ${JSON.stringify(added.body)}`);
  const doctorId = added.body.doctor._id;
  const weekly = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "10:00", end: "13:00" }]]));
  const hours = await fetch(`${app.base}/api/admin/doctor/${doctorId}/schedule`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...admin },
    body: JSON.stringify({ schedule: { weekly } }),
  });
  if (hours.status !== 200) throw new Error(`schedule: ${hours.status}`);
  const type = await post(app.base, "/api/admin/visit-types", admin, { name: `Race course ${run}`, durationMinutes: 30, doctorIds: [doctorId], seriesAllowed: true, seriesMaxCount: 8 });
  if (type.status !== 201) throw new Error(`visit type: ${type.status} ${JSON.stringify(type.body)}`);
  // The patients straight in the database: the race is about bookings, not sign-ups.
  const patients = Array.from({ length: SERIES + SINGLES }, (_, i) => `race-${run}-${i}`);
  await db.query(
    `INSERT INTO users (id, name, email, password_hash, role, updated_at)
     SELECT id, 'Race Patient ' || id, id || '@example.com', 'x', 'patient', now() FROM unnest($1::text[]) AS id`,
    [patients],
  );
  // Week 0: a day at least two days ahead (the first two days of the list may be today and
  // tomorrow), inside the booking window for the singles; week 1 is past it, which staff may book.
  const { slots } = await json(await fetch(`${app.base}/api/doctor/${doctorId}/slots`));
  const week0 = slots?.[2]?.date;
  if (!week0) throw new Error("the doctor has no third day of free times");
  return { doctorId, visitTypeId: type.body.visitType._id, patients, week0, desk: await bearer(app.base, "desk@example.com", "desk1234") };
}

/** Two distinct free ports. */
async function twoPorts() {
  const first = await freePort();
  for (;;) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
}

export async function seriesRaceOnTwoInstances(db, t) {
  const started = Date.now();
  // Both started at once (the slow part); the second serves nothing before the race, so its read
  // cache has never seen the doctor without the type.
  const ports = await twoPorts();
  const instances = await Promise.allSettled(ports.map((port) => startApp(db.url, { port })));
  const [one, two] = instances.map((r) => (r.status === "fulfilled" ? r.value : null));
  try {
    if (!one || !two) throw instances.find((r) => r.status === "rejected").reason;
    const up = Date.now() - started;
    const s = await setUp(one, db);
    const apps = [one, two];
    // Each instance answers once on the routes of the race (bad input: a 400, nothing written)
    // and reads the doctor's slots, so the race meets loaded routes and open pools, not a cold
    // start: under a starved CPU a cold start's wait can outlast a transaction's 15 s, which the
    // app answers with its overload 503, not what this check is about.
    for (const app of apps) {
      await fetch(`${app.base}/api/doctor/${s.doctorId}/slots`);
      for (const path of ["/api/appointment/series", "/api/appointment/book-appointment"]) {
        const warm = await post(app.base, path, s.desk, {});
        if (warm.status !== 400) throw new Error(`warming ${path} up: ${warm.status} ${JSON.stringify(warm.body)}`);
      }
    }
    const raced = Date.now();
    const week1 = addDays(s.week0, 7);
    const requests = s.patients.map((userId, i) => {
      const app = apps[i % 2];
      const time = TIMES[i % TIMES.length];
      if (i < SERIES) {
        const date = i < SERIES / 2 ? s.week0 : week1;
        return { i, kind: "series", app, path: "/api/appointment/series", userId, body: { doctorId: s.doctorId, visitTypeId: s.visitTypeId, date, time, every: 1, count: DATES_PER_SERIES, userId } };
      }
      return { i, kind: "single", app, path: "/api/appointment/book-appointment", userId, body: { doctorId: s.doctorId, visitTypeId: s.visitTypeId, date: s.week0, time, userId } };
    });
    // All at once: every request is on its way before any answer is read.
    const replies = await Promise.all(requests.map((r) => post(r.app.base, r.path, s.desk, r.body).catch(() => ({ status: 0, body: {} }))));

    /** "3 x 201, 2 x 409": the answers to one kind of request. */
    const tally = (kind) => {
      const counts = new Map();
      for (const [k, r] of requests.entries()) if (r.kind === kind) counts.set(replies[k].status, (counts.get(replies[k].status) ?? 0) + 1);
      return [...counts].map(([status, n]) => `${n} x ${status}`).join(", ");
    };
    const odd = replies.filter((r) => r.status !== 201 && r.status !== 409);
    t.check(odd.length === 0, "two instances, 20 series and singles at once: every answer is a 201 or a 409", `series ${tally("series")}; singles ${tally("single")}${odd.length ? `; ${JSON.stringify(odd[0].body)}` : ""}`);
    const booked = (kind) => requests.filter((r, k) => r.kind === kind && replies[k].status === 201);
    const byInstance = apps.map((app) => requests.filter((r, k) => r.app === app && replies[k].status === 201).length);
    t.check(booked("series").length + booked("single").length > 0, "some of them were booked", `201s through each instance: ${byInstance.join(" and ")}`);

    const [{ overlaps }] = await db.query(
      `SELECT count(*)::int AS overlaps FROM appointments a JOIN appointments b
         ON b.doctor_id = a.doctor_id AND a.id < b.id AND b.status <> 'cancelled'
        AND tstzrange(a.starts_at, appointment_busy_until(a.ends_at, a.buffer_minutes)) && tstzrange(b.starts_at, appointment_busy_until(b.ends_at, b.buffer_minutes))
       WHERE a.doctor_id = $1 AND a.status <> 'cancelled'`,
      [s.doctorId],
    );
    t.check(overlaps === 0, "no two open visits of the doctor overlap", `${overlaps} overlapping pairs`);

    const series = await db.query(
      `SELECT s.id, count(a.id)::int AS dates, count(a.id) FILTER (WHERE a.status <> 'cancelled')::int AS open_dates
         FROM appointment_series s LEFT JOIN appointments a ON a.series_id = s.id WHERE s.doctor_id = $1 GROUP BY s.id`,
      [s.doctorId],
    );
    const answered = new Set(requests.flatMap((r, k) => (r.kind === "series" && replies[k].status === 201 ? [replies[k].body.series?._id] : [])));
    t.check(
      series.length === answered.size && series.every((x) => answered.has(x.id) && x.dates === DATES_PER_SERIES && x.open_dates === DATES_PER_SERIES),
      "each series is all or nothing: every one answered 201 has its four dates, no other series exists",
      `${series.length} series stored, ${answered.size} answered 201, dates ${series.map((x) => x.dates).join(",") || "-"}`,
    );
    const refused = requests.filter((r, k) => replies[k].status !== 201).map((r) => r.userId);
    const [{ leftover }] = await db.query(`SELECT count(*)::int AS leftover FROM appointments WHERE patient_id = ANY($1)`, [refused]);
    const [{ visits }] = await db.query(`SELECT count(*)::int AS visits FROM appointments WHERE doctor_id = $1`, [s.doctorId]);
    t.check(
      leftover === 0 && visits === booked("series").length * DATES_PER_SERIES + booked("single").length,
      "a refused booking wrote nothing; the doctor has exactly the visits answered 201",
      `${visits} visits`,
    );
    const pairs = requests.filter((r) => r.kind === "series" && r.i < SERIES / 2).filter((r) => replies[r.i].status === 201 && replies[r.i + SERIES / 2].status === 201);
    t.check(pairs.length === 0, "of two series overlapping on three dates, through different instances, at most one is booked");
    console.log(`series race on two instances: ${Date.now() - started} ms in all (both apps up after ${up} ms, the race and its checks ${Date.now() - raced} ms)`);
  } finally {
    await one?.kill();
    await two?.kill();
  }
}
