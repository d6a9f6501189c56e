// The waitlist (issue 27) as patients and the desk meet it, at the desktop and the phone width:
// - patient A joins a doctor's waitlist from the doctor's page (signing in on the way) for a day
//   whose only times are booked; patient B cancels one (REST API); A is emailed that the time is
//   held, and while it is held a third patient neither sees it (slots API) nor can book it (409);
//   A claims it from the email's link and sees the visit on My Appointments;
// - an ignored offer moves on: once the first patient's hold has ended, the worker's sweep
//   offers the time to the second in line (desktop only: it waits for the sweep, up to 30 s);
// - joining while a matching time is free is refused with that time and a link to book it; a
//   range beyond the booking horizon is accepted, and the patient leaves from My Appointments;
// - the desk's Waitlist screen shows a doctor's line in order, and Remove takes one out.
// The join page (plain and with the "free" alert), My Appointments with a held time, the offer's
// page (held and claimed) and the desk's Waitlist pass axe's WCAG 2.1 AA rules and do not scroll
// sideways. Screens are saved as pictures in the test's output folder, or E2E_SHOTS_DIR when set.
//
// Each test makes its own doctor (SQL, as schedule.spec.ts does) with hours narrow enough that the
// test decides which times are free, and its own patients; the doctor is archived, its visits
// cancelled and its entries and holds ended in `finally`, so the demo data and other specs never
// meet them.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { db, inboxEmailsTo, uid } from "./helpers";
import { expect, test } from "./signed-in";
import { addDays, clinicDateOf, clinicTimeZone, weekdayOf } from "../../lib/clinic-time";
import { spokenDate, weekdayLong } from "../../lib/i18n/format";

const INBOX = process.env.E2E_INBOX_URL;
const PASSWORD = "waitlist-e2e-1";
const HELD_FOR_WAITLIST = "held for a patient on the waitlist";

const tz = clinicTimeZone();
const today = () => clinicDateOf(new Date(), tz);

type Doctor = { id: string; name: string };
type Patient = { id: string; name: string; email: string; token: string };
/** Clinic wall-clock hours per weekday (0 = Sunday); the days not named are closed. */
type Hours = Partial<Record<number, { start: string; end: string }[]>>;

// ---- set-up and clean-up ---------------------------------------------------------------------

/**
 * A run's unique id (for ids and emails) and the same in words for names ("phone mwxe99s7"): a
 * name's words stay short enough for a phone's line (a 20-letter word in a doctor's name widens
 * the join page's heading past the screen, reported with this spec).
 */
type Run = { tag: string; label: string };
function runOf(testInfo: TestInfo): Run {
  const id = uid();
  return { tag: `${testInfo.project.name}${id}`, label: `${testInfo.project.name} ${id}` };
}

/**
 * A doctor of the test's own (public while the test runs). `hours` null: the default hours,
 * every day 10:00-21:00. A new doctor offers only the clinic's Consultation (30 minutes).
 */
async function createDoctor({ tag, label }: Run, hours: Hours | null): Promise<Doctor> {
  const doctor = { id: `e2e_wd_${tag}`, name: `Dr. E2E Waitlist ${label}` };
  const week = hours ? Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), hours[d] ?? []])) : null;
  await db(async (c) => {
    await c.query(`INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'doctor', now())`, [
      `e2e_wu_${tag}`,
      doctor.name,
      `e2e.waitlist.doctor.${tag}@example.com`,
    ]);
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, weekly_hours, updated_at)
       VALUES ($1, $2, 'General Physician', 'MBBS', '5 Years', 'Seeded by the waitlist e2e tests.', 40, $3, now())`,
      [doctor.id, `e2e_wu_${tag}`, week === null ? null : JSON.stringify(week)],
    );
  });
  return doctor;
}

/** Cancels the doctor's open visits, ends its holds and entries, and archives it. */
async function retireDoctor(doctorId: string) {
  await db(async (c) => {
    await c.query(`UPDATE waitlist_offers SET status = 'withdrawn', answered_at = now() WHERE doctor_id = $1 AND status = 'held'`, [doctorId]);
    await c.query(`UPDATE waitlist_entries SET status = 'left', ended_at = now() WHERE doctor_id = $1 AND status = 'waiting'`, [doctorId]);
    await c.query(`UPDATE appointments SET status = 'cancelled', cancelled_at = now() WHERE doctor_id = $1 AND status <> 'cancelled'`, [doctorId]);
    await c.query(`UPDATE doctors SET archived_at = now() WHERE id = $1`, [doctorId]);
  });
}

/** A new patient (POST /api/auth/register) with a REST token. */
async function registerPatient(request: APIRequestContext, name: string, email: string): Promise<Patient> {
  const registered = await request.post("/api/auth/register", { data: { name, email, password: PASSWORD } });
  expect(registered.status(), `POST /api/auth/register ${email}`).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status(), `POST /api/auth/login ${email}`).toBe(200);
  const id = await db(async (c) => (await c.query("SELECT id FROM users WHERE email = $1", [email])).rows[0].id as string);
  return { id, name, email, token: (await login.json()).token as string };
}

/** Puts a patient on a doctor's waitlist directly (the join form is tested on its own). */
async function insertEntry(patientId: string, doctorId: string, from: string, to: string, secondsAgo: number): Promise<string> {
  const id = `e2e_we_${uid()}`;
  await db((c) =>
    c.query(
      `INSERT INTO waitlist_entries (id, patient_id, doctor_id, from_date, to_date, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(secs => $6))`,
      [id, patientId, doctorId, from, to, secondsAgo],
    ),
  );
  return id;
}

/** The booking horizon in days, today counting as the first (clinic setting, default 7). */
async function bookingHorizonDays(): Promise<number> {
  return db(async (c) => ((await c.query("SELECT booking_horizon_days FROM clinic_settings WHERE id = 1")).rows[0]?.booking_horizon_days as number) ?? 7);
}

// ---- the REST API --------------------------------------------------------------------------

/** The doctor's free starts on `date` ("10:00 AM", ...) for their default visit type. */
async function freeStarts(request: APIRequestContext, doctorId: string, date: string): Promise<string[]> {
  const res = await request.get(`/api/doctor/${doctorId}/slots`);
  expect(res.status(), `GET /api/doctor/${doctorId}/slots`).toBe(200);
  const days = (await res.json()).slots as { date: string; slots: { time: string }[] }[];
  return days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];
}

function book(request: APIRequestContext, patient: Patient, doctorId: string, date: string, time: string) {
  return request.post("/api/appointment/book-appointment", { headers: { authorization: `Bearer ${patient.token}` }, data: { doctorId, date, time } });
}

async function booked(request: APIRequestContext, patient: Patient, doctorId: string, date: string, time: string): Promise<string> {
  const res = await book(request, patient, doctorId, date, time);
  expect(res.status(), `${patient.name} books ${date} ${time}`).toBe(201);
  return (await res.json()).appointment._id as string;
}

async function cancel(request: APIRequestContext, patient: Patient, appointmentId: string) {
  const res = await request.post(`/api/appointment/cancel-appointment/${appointmentId}`, { headers: { authorization: `Bearer ${patient.token}` } });
  expect(res.status(), `${patient.name} cancels`).toBe(200);
}

// ---- the inbox -----------------------------------------------------------------------------

const OFFER_LINK = /https?:\/\/\S+?\/waitlist\/offers\/([A-Za-z0-9_-]+)\?answer=claim/;

/** The newest waitlist offer email to `email` ("... is held for you until ..."), polled for up to `timeout`. */
async function offerEmailTo(request: APIRequestContext, email: string, timeout: number, message: string) {
  let found = { subject: "", text: "", claimLink: "", token: "" };
  await expect
    .poll(
      async () => {
        const [newest] = (await inboxEmailsTo(request, INBOX!, email)).filter((m) => m.subject.includes(" is held for you until "));
        const match = OFFER_LINK.exec(newest?.text ?? "");
        found = { subject: newest?.subject ?? "", text: newest?.text ?? "", claimLink: match?.[0] ?? "", token: match?.[1] ?? "" };
        return found.claimLink;
      },
      { message, timeout },
    )
    .not.toBe("");
  return found;
}

// ---- the browser ---------------------------------------------------------------------------

/** Waits for the running CSS animations that end (a dialog or toast fading in would read as low contrast). */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function expectAccessible(page: Page, what: string) {
  // The page's own title first: axe's document-title rule would otherwise race the navigation.
  await expect(page).toHaveTitle(/\S/);
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe on ${what}`).toEqual([]);
}

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * The whole page as a picture, named after the project (desktop-..., phone-...), from the top: a
 * page scrolled down (to #waitlist-title, to the alert) draws its sticky header mid-picture.
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const file = `${testInfo.project.name}-waitlist-${name}.png`;
  const dir = process.env.E2E_SHOTS_DIR;
  await page.screenshot({ path: dir ? path.join(dir, file) : testInfo.outputPath(file), fullPage: true });
}

/** A page that asks for a sign-in: the login form comes first, then the page itself. */
async function signInOnTheWay(page: Page, email: string, password: string, lands: RegExp) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(lands);
}

/**
 * Fills the join form's days once React has hydrated the form (a date typed before is lost when
 * React takes the inputs over). "networkidle" never comes on a signed-in page here, so the sign
 * is the props React attaches to the form's element when it hydrates it.
 */
async function chooseDays(page: Page, from: string, to: string) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-label$="waitlist"]');
    return form !== null && Object.keys(form).some((k) => k.startsWith("__reactProps"));
  });
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("Until", { exact: true }).fill(to);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);
  await expect(page.getByLabel("Until", { exact: true })).toHaveValue(to);
}

const waitlistRegion = (page: Page) => page.getByRole("region", { name: "Your waitlist" });
const entryOf = (page: Page, doctor: Doctor) => waitlistRegion(page).getByRole("listitem").filter({ hasText: doctor.name });

test.beforeAll(() => {
  expect(INBOX, "E2E_INBOX_URL: the local inbox the server sends to").toBeTruthy();
});

// ---------------------------------------------------------------------------------------------

test("patient A joins a full day's waitlist, B cancels, and A claims the held time from the email", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const run = runOf(testInfo);
  const { tag, label } = run;
  // Two days ahead: inside the booking horizon, and far enough that the freed time can be held
  // (a start sooner than the hold plus the minimum notice is simply free for everyone).
  const day = addDays(today(), 2);
  const weekday = weekdayOf(day);
  // The doctor works that weekday only, 10:00-11:00: two 30-minute times, both booked below.
  const doctor = await createDoctor(run, { [weekday]: [{ start: "10:00", end: "11:00" }] });
  try {
    const a = { name: `Ada Waiting ${label}`, email: `e2e.waitlist.a.${tag}@example.com` };
    const [b, c, third] = await Promise.all([
      registerPatient(request, `Ben Cancelling ${label}`, `e2e.waitlist.b.${tag}@example.com`),
      registerPatient(request, `Cleo Booked ${label}`, `e2e.waitlist.c.${tag}@example.com`),
      registerPatient(request, `Theo Third ${label}`, `e2e.waitlist.t.${tag}@example.com`),
    ]);
    const patientA = await registerPatient(request, a.name, a.email);

    let bVisit = "";
    await test.step("the doctor's only times that day are booked by B and C", async () => {
      expect(await freeStarts(request, doctor.id, day)).toEqual(["10:00 AM", "10:30 AM"]);
      bVisit = await booked(request, b, doctor.id, day, "10:00 AM");
      await booked(request, c, doctor.id, day, "10:30 AM");
      expect(await freeStarts(request, doctor.id, day)).toEqual([]);
    });

    await test.step("A opens the doctor's page, signs in on the way and joins for that morning", async () => {
      await page.goto(`/appointment/${doctor.id}`);
      await page.getByRole("link", { name: "Join the waitlist", exact: true }).click();
      await signInOnTheWay(page, patientA.email, PASSWORD, new RegExp(`/appointment/${doctor.id}/waitlist$`));
      await expect(page.getByRole("heading", { level: 1, name: `Join ${doctor.name}'s waitlist` })).toBeVisible();
      await expectAccessible(page, "the join page");
      await expectNoSidewaysScroll(page, "the join page");
      await shot(page, testInfo, "join");

      await chooseDays(page, day, day);
      await page.getByRole("checkbox", { name: "Mornings (before 12:00)" }).check();
      await page.getByRole("checkbox", { name: weekdayLong(day), exact: true }).check();
      await page.getByRole("button", { name: "Join the waitlist" }).click();
      await expect(page).toHaveURL(/\/my-appointments(#waitlist-title)?$/);
      await expect(page.getByText("You're on the waitlist: we'll email you when a time opens up.").first()).toBeVisible();
      const entry = entryOf(page, doctor);
      await expect(entry).toContainText(`Mornings · ${weekdayLong(day).slice(0, 3)}`);
      await expect(entry).toContainText("Next in line");
    });

    let offer = { subject: "", text: "", claimLink: "", token: "" };
    await test.step("B cancels; A is emailed that 10:00 is held for them", async () => {
      await cancel(request, b, bVisit);
      // The cancellation queues a look at the doctor's waitlist; the server's worker polls every 2 s.
      offer = await offerEmailTo(request, patientA.email, 30_000, `the offer email to ${patientA.email}`);
      expect(offer.subject).toMatch(new RegExp(`^${weekdayLong(day)} 10:00 AM with ${doctor.name} is held for you until \\d\\d:\\d\\d [AP]M$`));
      expect(offer.text).toContain(`Hello ${a.name},`);
    });

    await test.step("while held, the time is taken for everyone else", async () => {
      expect(await freeStarts(request, doctor.id, day)).not.toContain("10:00 AM");
      const res = await book(request, third, doctor.id, day, "10:00 AM");
      expect(res.status(), "a third patient books the held time").toBe(409);
      expect((await res.json()).message).toContain(HELD_FOR_WAITLIST);
    });

    await test.step("A's My Appointments shows the time held, with the way to claim it", async () => {
      await page.reload();
      const held = entryOf(page, doctor).getByRole("status");
      await expect(held).toContainText(`${spokenDate(day)}, 10:00 AM is held for you until `);
      await expect(held.getByRole("link", { name: "Claim or decline" })).toHaveAttribute("href", `/waitlist/offers/${offer.token}`);
      await expectAccessible(page, "My Appointments with a time held");
      await expectNoSidewaysScroll(page, "My Appointments with a time held");
      await shot(page, testInfo, "my-appointments-held");
    });

    await test.step("A opens the email's Claim link and claims the time", async () => {
      await page.goto(offer.claimLink);
      await expect(page.getByRole("heading", { level: 1, name: "A time is held for you" })).toBeVisible();
      const times = page.getByRole("region", { name: "The time offered" });
      await expect(times).toContainText(doctor.name);
      await expect(times).toContainText(a.name);
      await expect(times).toContainText(`${spokenDate(day)}, 10:00 AM`);
      await expect(page.getByText(/Held for you until .+\. After that it goes to the next patient waiting\./)).toBeVisible();
      // The email chose Claim: that button has the focus, and one press answers.
      await expect(page.getByRole("button", { name: "Claim this time" })).toBeFocused();
      await expectAccessible(page, "the offer page, held");
      await expectNoSidewaysScroll(page, "the offer page, held");
      await shot(page, testInfo, "offer-held");

      await page.getByRole("button", { name: "Claim this time" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
      await expect(page.getByText("This time is booked. You will find it on My Appointments.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Claim this time" })).toHaveCount(0);
      await expectAccessible(page, "the offer page, claimed");
      await expectNoSidewaysScroll(page, "the offer page, claimed");
      await shot(page, testInfo, "offer-claimed");
    });

    await test.step("My Appointments shows the visit booked and the entry ended as Booked", async () => {
      await page.getByRole("main").getByRole("link", { name: "My Appointments", exact: true }).click();
      await expect(page).toHaveURL(/\/my-appointments$/);
      const visit = page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: doctor.name });
      await expect(visit).toHaveCount(1);
      await expect(visit).toContainText("10:00 AM");
      const entry = entryOf(page, doctor);
      await expect(entry).toContainText("Booked");
      await expect(entry.getByRole("status")).toHaveCount(0);
      await expect(entry.getByRole("button", { name: /^Leave/ })).toHaveCount(0);
      const row = await db(async (cl) => (await cl.query("SELECT status, appointment_id FROM waitlist_offers WHERE token = $1", [offer.token])).rows[0]);
      expect(row.status).toBe("claimed");
      expect(row.appointment_id).toBeTruthy();
    });
  } finally {
    await retireDoctor(doctor.id);
  }
});

test("an ignored offer moves on to the next patient once its hold has ended", async ({ page, request }, testInfo) => {
  // This test waits for the worker's sweep (up to 30 s, see below), the same server in
  // both projects: once is enough, and the phone's screens of the offer page are in the test above.
  test.skip(testInfo.project.name !== "desktop", "Waits for the worker's sweep: run once, in the desktop project");
  test.setTimeout(240_000);
  const run = runOf(testInfo);
  const { tag, label } = run;
  const day = addDays(today(), 2);
  // One 30-minute time that day, booked by a helper who cancels it.
  const doctor = await createDoctor(run, { [weekdayOf(day)]: [{ start: "10:00", end: "10:30" }] });
  try {
    const [helper, first, second] = await Promise.all([
      registerPatient(request, `Hal Helper ${label}`, `e2e.waitlist.h.${tag}@example.com`),
      registerPatient(request, `Fay First ${label}`, `e2e.waitlist.f.${tag}@example.com`),
      registerPatient(request, `Sam Second ${label}`, `e2e.waitlist.s.${tag}@example.com`),
    ]);
    const visit = await booked(request, helper, doctor.id, day, "10:00 AM");
    // Two patients wait for that day, the first having joined first.
    await insertEntry(first.id, doctor.id, day, day, 120);
    await insertEntry(second.id, doctor.id, day, day, 60);

    await cancel(request, helper, visit);
    const offer = await offerEmailTo(request, first.email, 30_000, `the offer email to the first in line, ${first.email}`);
    expect(offer.subject).toContain(`10:00 AM with ${doctor.name} is held for you until `);
    expect((await inboxEmailsTo(request, INBOX!, second.email)).filter((m) => m.subject.includes(" is held for you until "))).toEqual([]);

    // The first patient ignores it: the hold ends (its expiry set to the past, as if the 15 minutes had gone).
    await db((c) => c.query("UPDATE waitlist_offers SET expires_at = now() - interval '1 second' WHERE token = $1", [offer.token]));

    // Nothing announces that hold's end now: the look the offer scheduled is at its original
    // expiry, 15 minutes away. The worker's sweep (its own 30-s timer, lib/notifications/worker.ts)
    // finds it, ends it and offers the time to the next in line; its email goes out at the
    // worker's next poll (2 s): within 30 s plus a margin.
    const next = await offerEmailTo(request, second.email, 60_000, `the offer email to the second in line, ${second.email}, after the sweep`);
    expect(next.subject).toContain(`10:00 AM with ${doctor.name} is held for you until `);

    // The first patient's link now says the offer is closed; they are still waiting.
    await page.goto(offer.claimLink);
    await expect(page.getByRole("heading", { level: 1, name: "This offer is closed" })).toBeVisible();
    await expect(page.getByText("The hold has ended and the time went to the next patient waiting. You are still on the waitlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Claim this time" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `See ${doctor.name}'s free times` })).toBeVisible();
    await expectAccessible(page, "the offer page, closed");
    await expectNoSidewaysScroll(page, "the offer page, closed");
    await shot(page, testInfo, "offer-closed");
    const statuses = await db(
      async (c) =>
        (
          await c.query(
            `SELECT u.email, o.status FROM waitlist_offers o JOIN users u ON u.id = o.patient_id WHERE o.doctor_id = $1 ORDER BY o.created_at`,
            [doctor.id],
          )
        ).rows,
    );
    expect(statuses).toEqual([
      { email: first.email, status: "expired" },
      { email: second.email, status: "held" },
    ]);
  } finally {
    await retireDoctor(doctor.id);
  }
});

test("joining while a matching time is free is refused with that time; beyond the horizon it is accepted, and the patient leaves", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runOf(testInfo);
  const { tag, label } = run;
  // The default hours: every day 10:00-21:00, nothing booked.
  const doctor = await createDoctor(run, null);
  try {
    const patient = await registerPatient(request, `Lou Leaving ${label}`, `e2e.waitlist.l.${tag}@example.com`);
    const day = addDays(today(), 2);

    await test.step("a day with free times: the form says which one is free and links to the booking", async () => {
      await page.goto(`/appointment/${doctor.id}/waitlist`);
      await signInOnTheWay(page, patient.email, PASSWORD, new RegExp(`/appointment/${doctor.id}/waitlist$`));
      await chooseDays(page, day, day);
      await page.getByRole("button", { name: "Join the waitlist" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "is free: book it." });
      await expect(alert).toContainText(`10:00 AM on ${weekdayLong(day)} is free: book it.`);
      await expect(alert.getByRole("link", { name: "See the free times" })).toHaveAttribute("href", `/appointment/${doctor.id}`);
      await expectAccessible(page, "the join page with the free time alert");
      await expectNoSidewaysScroll(page, "the join page with the free time alert");
      await shot(page, testInfo, "join-free-alert");
      const entries = await db(async (c) => (await c.query("SELECT count(*)::int AS n FROM waitlist_entries WHERE patient_id = $1", [patient.id])).rows[0].n);
      expect(entries, "nothing joined").toBe(0);
    });

    await test.step("days beyond the booking horizon (nothing bookable yet) are accepted", async () => {
      const beyond = addDays(today(), (await bookingHorizonDays()) + 1);
      await chooseDays(page, beyond, beyond);
      await page.getByRole("button", { name: "Join the waitlist" }).click();
      await expect(page).toHaveURL(/\/my-appointments(#waitlist-title)?$/);
      const entry = entryOf(page, doctor);
      await expect(entry).toContainText("Any time");
      await expect(entry).toContainText("Next in line");
    });

    await test.step("the patient leaves the waitlist behind a confirmation", async () => {
      const entry = entryOf(page, doctor);
      await entry.getByRole("button", { name: `Leave ${doctor.name}'s waitlist` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Leave ${doctor.name}'s waitlist?` });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText("A time held for this entry goes to the next patient waiting.");
      // Staying changes nothing.
      await confirm.getByRole("button", { name: "Stay on it" }).click();
      await expect(confirm).toBeHidden();
      await expect(entry).toContainText("Next in line");

      await entry.getByRole("button", { name: `Leave ${doctor.name}'s waitlist` }).click();
      await confirm.getByRole("button", { name: "Leave", exact: true }).click();
      await expect(page.getByText("You have left the waitlist.").first()).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(entry).toContainText("Left");
      await expect(entry).not.toContainText("in line");
      await expect(entry.getByRole("button", { name: /^Leave/ })).toHaveCount(0);
      await expectAccessible(page, "My Appointments after leaving");
      await expectNoSidewaysScroll(page, "My Appointments after leaving");
    });
  } finally {
    await retireDoctor(doctor.id);
  }
});

test("the desk sees a doctor's waitlist in order and removes a patient from it", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(90_000);
  const run = runOf(testInfo);
  const { tag, label } = run;
  const doctor = await createDoctor(run, null);
  try {
    // Three patients wait beyond the booking horizon (nothing is offered to them meanwhile).
    const beyond = addDays(today(), (await bookingHorizonDays()) + 3);
    const people = await Promise.all(
      ["Una", "Dov", "Tre"].map((n, i) => registerPatient(request, `${n} Inline ${label}`, `e2e.waitlist.q${i}.${tag}@example.com`)),
    );
    for (const [i, p] of people.entries()) await insertEntry(p.id, doctor.id, beyond, addDays(beyond, 2), 300 - i * 60);

    await signInAs("desk", { open: "/desk/waitlist" });
    await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
    const line = page.getByRole("list", { name: `${doctor.name}'s waitlist, in order`, exact: true });
    await expect(line.getByRole("listitem")).toHaveText(people.map((p, i) => new RegExp(`^${i + 1}\\.\\s*${p.name}`)));
    await expect(page.getByRole("heading", { level: 2, name: `${doctor.name} · 3 patients waiting` })).toBeVisible();
    await expectAccessible(page, "the desk's Waitlist");
    await expectNoSidewaysScroll(page, "the desk's Waitlist");
    await shot(page, testInfo, "desk");

    const [, middle] = people;
    await line.getByRole("button", { name: `Remove ${middle.name} from ${doctor.name}'s waitlist` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove ${middle.name} from ${doctor.name}'s waitlist?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, "the desk's Remove confirmation");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("Removed from the waitlist.").first()).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(line.getByRole("listitem")).toHaveText([new RegExp(`^1\\.\\s*${people[0].name}`), new RegExp(`^2\\.\\s*${people[2].name}`)]);
    const status = await db(async (c) => (await c.query("SELECT status FROM waitlist_entries WHERE patient_id = $1", [middle.id])).rows[0].status);
    expect(status).toBe("removed");
  } finally {
    await retireDoctor(doctor.id);
  }
});
