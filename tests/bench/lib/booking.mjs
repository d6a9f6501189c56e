// The booking race: many patients, already signed in, send their booking for
// a few slots in the same instant. The database's partial unique index must
// let exactly one booking per slot through, whichever app instance took it.
import http from "node:http";
import { addDays, clinicDateOf, formatSlotTime, instantAt, SLOT_GRID } from "./clinic-time.mjs";
import { BENCH_PASSWORD, insertPatients } from "./db.mjs";
import { apiToken, mapLimit, percentile, request } from "./http.mjs";
import { round } from "./load.mjs";
import { processCpuMs } from "./proc.mjs";

/**
 * `count` new patients and their bearer tokens (signed in through
 * POST /api/auth/login, spread over `bases`, 4 at a time: Argon2 is the cost).
 */
export async function patientsWithTokens({ client, bases, prefix, count }) {
  const patients = await insertPatients(client, prefix, count);
  return mapLimit(patients, 4, async (p, i) => ({ ...p, ...(await apiToken(bases[i % bases.length], p.email, BENCH_PASSWORD)) }));
}

/**
 * `slots` free slots on the clinic day `dayOffset` days from today: `perDoctor`
 * consecutive free starts for each of the first available doctors.
 */
export async function pickFreeSlots({ client, tz, dayOffset, slots = 50, perDoctor = 10 }) {
  const date = addDays(clinicDateOf(new Date(), tz), dayOffset);
  const from = instantAt(date, 0, tz);
  const to = instantAt(addDays(date, 1), 0, tz);
  const { rows: doctors } = await client.query(
    `SELECT id FROM doctors WHERE available AND archived_at IS NULL ORDER BY created_at, id LIMIT 200`,
  );
  const picked = [];
  for (const { id } of doctors) {
    if (picked.length >= slots) break;
    const { rows } = await client.query(
      `SELECT starts_at FROM appointments WHERE doctor_id = $1 AND status <> 'cancelled' AND starts_at >= $2 AND starts_at < $3`,
      [id, from, to],
    );
    const taken = new Set(rows.map((r) => r.starts_at.getTime()));
    const free = SLOT_GRID.filter((m) => !taken.has(instantAt(date, m, tz).getTime())).slice(0, perDoctor);
    if (free.length < perDoctor) continue;
    for (const m of free) picked.push({ doctorId: id, date, time: formatSlotTime(m), startsAt: instantAt(date, m, tz) });
  }
  if (picked.length < slots) throw new Error(`only ${picked.length} free slots found on ${date}; need ${slots}`);
  return picked.slice(0, slots);
}

/**
 * Every patient books slot (i % slots) at once, through bases[i % bases.length].
 * Returns the statuses, latency percentiles and what the database holds after.
 */
export async function race({ client, patients, slots, bases, pids = [] }) {
  // A fresh connection per request (no pooling): 500 clients really arrive together.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const appCpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const cpu0 = appCpu();
  const t0 = performance.now();
  const results = await Promise.all(
    patients.map((p, i) => {
      const slot = slots[i % slots.length];
      return request(`${bases[i % bases.length]}/api/appointment/book-appointment`, {
        method: "POST",
        agent,
        timeoutMs: 120_000,
        headers: { authorization: `Bearer ${p.token}` },
        body: { userId: p.userId, doctorId: slot.doctorId, date: slot.date, time: slot.time },
      }).catch((err) => ({ status: 0, ms: performance.now() - t0, body: err.message }));
    }),
  );
  const wallSeconds = (performance.now() - t0) / 1000;
  const cpuMsPerRequest = round((appCpu() - cpu0) / patients.length, 2);
  agent.destroy();

  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const held = await activeAppointmentsPerSlot(client, slots);
  const succeeded = statuses[201] ?? 0;
  const oneEach = held.every((n) => n === 1);
  return {
    attempts: patients.length,
    slots: slots.length,
    instances: bases.length,
    succeeded,
    conflicts: statuses[409] ?? 0,
    statuses,
    wallSeconds: round(wallSeconds, 2),
    requestsPerSecond: round(patients.length / wallSeconds),
    bookingsPerSecond: round(succeeded / wallSeconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    cpuMsPerRequest,
    exactlyOnePerSlot: oneEach && succeeded === slots.length,
    ok: oneEach && succeeded === slots.length && (statuses[409] ?? 0) === patients.length - slots.length,
  };
}

async function activeAppointmentsPerSlot(client, slots) {
  const { rows } = await client.query(
    `SELECT s.doctor_id, s.starts_at, count(a.id)::int AS n
       FROM unnest($1::text[], $2::timestamptz[]) AS s(doctor_id, starts_at)
       LEFT JOIN appointments a ON a.doctor_id = s.doctor_id AND a.starts_at = s.starts_at AND a.status <> 'cancelled'
      GROUP BY 1, 2`,
    [slots.map((s) => s.doctorId), slots.map((s) => s.startsAt)],
  );
  return rows.map((r) => r.n);
}

/**
 * Login attempts for one email alternate between two instances with the
 * unscaled limits: when counters are shared, the first 429 comes at attempt
 * limit+1 (it would come at 2*limit+1 if each instance counted alone).
 */
export async function rateLimitAcrossInstances({ bases, email, password, maxAttempts = 25 }) {
  // A fresh client address (the unscaled instances trust one proxy hop), so that only the limits on this account can trigger.
  const headers = { "x-forwarded-for": `198.51.100.${20 + Math.floor(Math.random() * 200)}` };
  const statuses = [];
  for (let i = 0; i < maxAttempts; i++) {
    const res = await request(`${bases[i % bases.length]}/api/auth/login`, { method: "POST", body: { email, password }, headers });
    statuses.push(res.status);
    if (res.status === 429) break;
  }
  const first429 = statuses.indexOf(429) + 1;
  return { attempts: statuses.length, first429AtAttempt: first429 || null, statuses };
}
