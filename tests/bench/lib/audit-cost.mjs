// What writing audit events costs the booking race (issue 45 item 7: "writing events adds under
// 10% to the booking race's time per booking"). The same race on one instance, with the trail
// and without it, in the bench's own temporary database: nothing in the app can turn the trail
// off. "Without" is a BEFORE INSERT trigger on audit_events that returns NULL, added for that
// race only and dropped after it. The app still builds each event and sends its INSERT (one
// statement in the booking's transaction); PostgreSQL discards the row before it is stored, so
// the row, its four indexes, its WAL and the chain's deferred trigger (the advisory lock at
// commit, the read of the tail, the SHA-256, the UPDATE that links it) are all gone. What the
// ratio measures is therefore the trail's whole cost in the database plus nothing of the app's
// side but building an event and one round trip (not measured apart).
//
// Run with, without, with (each with its own new patients and free slots on the same day), so a
// machine that warms up or slows down during the three falls on both sides; "with" is the mean of
// the two. Time per booking = the race's wall time / the bookings made (50 of 500 attempts each).
import { patientsWithTokens, pickFreeSlots, race } from "./booking.mjs";
import { round } from "./load.mjs";

/** The ratio at or above which the run fails. */
const AUDIT_COST_LIMIT = 1.1;

const DROP_EVENTS = `
  CREATE FUNCTION bench_audit_events_dropped() RETURNS TRIGGER LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
  CREATE TRIGGER bench_audit_events_dropped BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION bench_audit_events_dropped();`;
const KEEP_EVENTS = `
  DROP TRIGGER IF EXISTS bench_audit_events_dropped ON audit_events;
  DROP FUNCTION IF EXISTS bench_audit_events_dropped();`;

const eventCount = async (client) => Number((await client.query("SELECT count(*) AS n FROM audit_events")).rows[0].n);

/**
 * The three races on `app` (one instance), `race` the same size as the bench's own. Returns each
 * race's figures, the events each wrote, the time per booking with and without, and the ratio.
 */
export async function auditCostOfBooking({ ctx, client, app, size, dayOffset, failures }) {
  const runs = [];
  for (const [i, events] of [true, false, true].entries()) {
    const label = events ? "with audit events" : "without audit events";
    ctx.log(`▸ Booking race on one instance ${label} (${i + 1} of 3): signing in ${size.patients} patients…`);
    const patients = await patientsWithTokens({ client, bases: [app.base], prefix: `bench-audit${i}-`, count: size.patients });
    const slots = await pickFreeSlots({ client, tz: ctx.tz, dayOffset, slots: size.slots });
    const before = await eventCount(client);
    if (!events) await client.query(DROP_EVENTS);
    let r;
    try {
      r = await race({ client, patients, slots, bases: [app.base], pids: [app.pid] });
    } finally {
      if (!events) await client.query(KEEP_EVENTS);
    }
    const written = (await eventCount(client)) - before;
    if (!r.ok) failures.push(`booking race ${label}: ${r.succeeded} succeeded (want ${size.slots}), statuses ${JSON.stringify(r.statuses)}`);
    // The comparison means something only if the one wrote events and the other none.
    if (events ? written < r.succeeded : written !== 0) failures.push(`booking race ${label}: ${written} audit events written`);
    runs.push({ label, events, eventsWritten: written, msPerBooking: r.succeeded ? round((r.wallSeconds * 1000) / r.succeeded, 1) : null, ...r });
  }
  const perBooking = (xs) => xs.reduce((sum, x) => sum + x.msPerBooking, 0) / xs.length;
  const withEvents = runs.filter((x) => x.events);
  const without = runs.filter((x) => !x.events);
  const ok = runs.every((x) => x.msPerBooking !== null);
  const ratio = ok ? round(perBooking(withEvents) / perBooking(without), 2) : null;
  const cpuWithout = without[0].cpuMsPerRequest;
  const cpuRatio = ok && cpuWithout > 0 ? round(withEvents.reduce((sum, x) => sum + x.cpuMsPerRequest, 0) / withEvents.length / cpuWithout, 2) : null;
  const met = ratio !== null && ratio < AUDIT_COST_LIMIT;
  if (!met) failures.push(`audit events' cost to the booking race: ${ratio ?? "not measured"} × the time per booking without them (want < ${AUDIT_COST_LIMIT.toFixed(2)})`);
  return {
    runs,
    msPerBookingWith: ok ? round(perBooking(withEvents), 1) : null,
    msPerBookingWithout: ok ? round(perBooking(without), 1) : null,
    ratio,
    cpuRatio,
    limit: AUDIT_COST_LIMIT,
    ok: met,
  };
}
