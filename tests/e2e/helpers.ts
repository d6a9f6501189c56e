// What several Playwright specs share: a connection to the app's database (to
// set up what the UI cannot create quickly, and to check what it wrote), unique
// names, an instant earlier today, and the emails in the local inbox.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "../../lib/clinic-time";

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

/**
 * Today (or `daysBack` days before) in the clinic's zone, at a random half hour before opening
 * (00:00-09:30), off the booking hours so it never clashes with real bookings. Two 30-minute
 * visits of one doctor or patient may not overlap (the database refuses it): callers draw again
 * on a clash (`isClash`).
 */
export function todayBeforeOpening(daysBack = 0): Date {
  const tz = clinicTimeZone();
  return instantAt(addDays(clinicDateOf(new Date(), tz), -daysBack), Math.floor(Math.random() * 20) * 30, tz);
}

/** A unique index (23505) or an overlap the exclusion constraints refuse (23P01): draw another time. */
export const isClash = (err: unknown) => ["23505", "23P01"].includes((err as { code?: string }).code ?? "");

/** An email as MailDev's REST API gives it (the fields the specs read). */
export type InboxEmail = {
  id: string;
  subject: string;
  text?: string;
  attachments?: { filename: string; generatedFileName: string }[];
};

/**
 * The emails to `address` in the local inbox the server delivers to (MailDev,
 * lib/notifications/local-inbox.mjs, at `inbox`), newest first. `GET /api/email`
 * filters on any field by dot path and lists in arrival order.
 */
export async function inboxEmailsTo(request: APIRequestContext, inbox: string, address: string): Promise<InboxEmail[]> {
  const res = await request.get(`${inbox}/api/email?${new URLSearchParams({ "to.address": address })}`);
  if (!res.ok()) throw new Error(`GET ${inbox}/api/email: ${res.status()}`);
  return ((await res.json()) as InboxEmail[]).reverse();
}

/** The text a radio shows: booking's radios are native inputs inside their label (issue 25). */
export async function radioText(radio: Locator): Promise<string> {
  return ((await radio.locator("xpath=ancestor::label[1]").textContent()) ?? "").trim();
}

/**
 * Opens the phone bar's More menu (in `scope`: the area's navigation, or the page). A tap before
 * React has hydrated the bar does nothing (the button is server HTML until then), so it taps again
 * until the button says its menu is open.
 */
export async function openMoreMenu(scope: Locator | Page) {
  const more = scope.getByRole("button", { name: "More" });
  await expect(async () => {
    if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits for the running CSS animations that end (a dialog fading in would read as low contrast; a spinner never ends). */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Ready for axe: the page's <title> has arrived (Next 16 streams the metadata in after the
 * body, so a page checked at once can fail axe's "document-title"), and animations have ended.
 */
export async function readyForAxe(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await settle(page);
}

/** axe-core's WCAG 2.1 AA rules on the page as it is (with a dialog open, the page behind it is hidden). */
export async function expectAccessible(page: Page, what: string) {
  await readyForAxe(page);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe on ${what}`).toEqual([]);
}
