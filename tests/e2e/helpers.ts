// What several Playwright specs share: a connection to the app's database (to
// set up what the UI cannot create quickly, and to check what it wrote), unique
// names, and an instant earlier today.
import pg from "pg";
import { clinicDateOf, clinicTimeZone, instantAt } from "../../lib/clinic-time";

/** The database playwright.config.ts starts for the app. */
const DB_URL =
  process.env.E2E_DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? 54340}/careslot`;

/** Runs `fn` with a connection of its own, closed afterwards. */
export async function db<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A short id unique across runs against the same database (for emails and names). */
export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Today in the clinic's zone, at a random minute before opening (off the booking grid, so no clash with real bookings). */
export function todayBeforeOpening(): Date {
  const tz = clinicTimeZone();
  return instantAt(clinicDateOf(new Date(), tz), Math.floor(Math.random() * 10 * 60), tz);
}
