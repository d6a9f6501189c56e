// Issue 48's series of visits on the screens, at the desktop and the phone width. The front desk
// books eight weekly physiotherapy visits for a patient in the Book dialog ("Repeat": every week,
// 8 visits); the third date falls on the doctor's time off, so nothing is booked and the dialog
// lists that date with why and its alternatives (axe on it); the desk books with the replacement.
// From the fifth visit's page the desk cancels "this and the following" (four visits), and moves
// the second one. The patient's My Appointments shows the series as one entry ("Physiotherapy …,
// 4 weekly visits, 0 done") whose dates each open their own page. axe (WCAG 2.1 AA) checks the
// visit's page with the change dialog open and My Appointments in every language, switched by the
// language cookie on the same page. The doctor, the visit type and the patient are the test's own
// (REST API, one per project); the screens are saved as pictures (E2E_SHOTS_DIR or the output).
// A second, short test: a patient books a series on the booking page ("Repeat") once the admin
// lets patients do so in Settings (patientsMayBookSeries, off by default).
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { db, expectAccessible, settle, uid } from "./helpers";
import { expect, signInWithPassword, test } from "./signed-in";
import { addDays, clinicDateOf, clinicTimeZone } from "../../lib/clinic-time";

const ADMIN = { email: "admin@example.com", password: "admin1234" };
const PASSWORD = "series-e2e-1";
const LANGUAGES = ["es", "fr", "ar", "en"] as const;

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await settle(page);
  const file = `${testInfo.project.name}-${name}.png`;
  const dir = process.env.E2E_SHOTS_DIR;
  await page.screenshot({ path: dir ? path.join(dir, file) : testInfo.outputPath(file), fullPage });
}

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), `POST /api/auth/login as ${email}`).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** A doctor who works around the clock, a physiotherapy type of theirs that allows series of 8, a patient; archived by `dispose`. */
async function setUp(request: APIRequestContext, testInfo: TestInfo) {
  const tag = `${testInfo.project.name}${uid()}`;
  const admin = await token(request, ADMIN.email, ADMIN.password);
  const doctorEmail = `series-dr-${tag}@example.test`;
  const added = await request.post("/api/admin/add-doctor", {
    headers: admin,
    data: {
      name: `Dr. Course ${tag}`, email: doctorEmail, password: PASSWORD, phone: "+1 555 0100", address: "1 Test Street",
      speciality: "General Physician", experience: "5 Years", fees: 50, degree: "MBBS", about: "Sees courses of visits (an e2e test's doctor).",
    },
  });
  expect(added.status(), "POST /api/admin/add-doctor").toBe(201);
  const doctor = { id: (await added.json()).doctor._id as string, name: `Dr. Course ${tag}` };
  const weekly = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "00:00", end: "24:00" }]]));
  expect((await request.put(`/api/admin/doctor/${doctor.id}/schedule`, { headers: admin, data: { schedule: { weekly } } })).status()).toBe(200);
  const typeName = `Physiotherapy ${tag}`;
  const type = await request.post("/api/admin/visit-types", {
    headers: admin,
    data: { name: typeName, durationMinutes: 30, doctorIds: [doctor.id], seriesAllowed: true, seriesMaxCount: 8 },
  });
  expect(type.status(), `POST /api/admin/visit-types ${await type.text()}`).toBe(201);
  const typeId = (await type.json()).visitType._id as string;
  const patient = { name: `Maya Course ${tag}`, email: `series-${tag}@example.test` };
  const registered = await request.post("/api/auth/register", { data: { ...patient, password: PASSWORD } });
  expect(registered.status(), "POST /api/auth/register").toBe(201);
  const patientId = (await registered.json()).user._id as string;
  return { tag, doctor, doctorEmail, typeName, typeId, patient, patientId, dispose: () => request.delete(`/api/admin/doctor/${doctor.id}`, { headers: admin }) };
}

/** The patient's visits of the series, in start order, as the database has them. */
async function seriesVisits(patientId: string) {
  return db(async (c) => (await c.query<{ id: string; status: string }>(`SELECT id, status FROM appointments WHERE patient_id = $1 AND series_id IS NOT NULL ORDER BY starts_at`, [patientId])).rows);
}

/** The page again in `lang` (the language cookie), then axe. */
async function inLanguage(page: Page, lang: string) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, domain: url.hostname, path: "/" }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("the desk books a series with a clash, books it with the replacement, cancels this and the following, moves one; the patient sees it grouped; axe in every language", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(240_000);
  const s = await setUp(request, testInfo);
  const tz = clinicTimeZone();
  const start = addDays(clinicDateOf(new Date(), tz), 1);
  const clash = addDays(start, 14);
  try {
    // The doctor is away on the third date.
    const doctor = await token(request, s.doctorEmail, PASSWORD);
    const off = await request.post("/api/doctor/time-off", { headers: doctor, data: { from: clash, to: clash, reason: "Conference" } });
    expect(off.status(), `POST /api/doctor/time-off ${await off.text()}`).toBe(201);

    await test.step("the desk asks for eight weekly visits and is shown the one date that clashes", async () => {
      await signInAs("desk", { open: `/desk?date=${start}&doctor=${s.doctor.id}` });
      await page.getByRole("button", { name: `Book with ${s.doctor.name}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Book with ${s.doctor.name}`, exact: true });
      await dialog.getByLabel("Find a patient").fill(s.patient.email);
      await dialog.getByRole("button", { name: "Find", exact: true }).click();
      await dialog.getByRole("list", { name: "Patients found" }).getByRole("button", { name: new RegExp(s.patient.name) }).click();
      const type = dialog.getByLabel("Visit type", { exact: true });
      if (await type.count()) await type.selectOption({ label: `${s.typeName} · 30 min` });
      await dialog.getByLabel("Start", { exact: true }).selectOption("10:00 AM");
      await dialog.getByLabel("How often").selectOption("1");
      await dialog.getByLabel("How many visits").selectOption("8");
      await expect(dialog.getByText("8 visits, every week, at the same time of day.")).toBeVisible();
      await dialog.getByRole("button", { name: "Book", exact: true }).click();

      const conflicts = dialog.getByRole("region", { name: "Not free: 1 date of 8" });
      await expect(conflicts).toBeVisible();
      await expect(conflicts).toContainText("time off");
      expect(await seriesVisits(s.patientId), "nothing booked yet").toEqual([]);
      await expectAccessible(page, "the Book dialog with a series' conflicts");
      await shot(page, testInfo, "series-desk-conflicts", false);

      await conflicts.getByRole("button", { name: "Book with these choices" }).click();
      await expect(page.getByText("Series booked").first()).toBeVisible();
      await expect(dialog).toBeHidden();
      expect((await seriesVisits(s.patientId)).length, "eight dates, the clash replaced").toBe(8);
    });

    const visits = await seriesVisits(s.patientId);
    await test.step("from the fifth visit the desk cancels this and the following", async () => {
      await page.goto(`/desk/visits/${visits[4].id}`);
      const series = page.locator('[data-field="series"]');
      await expect(series).toContainText(`Part of a series: ${s.typeName}, 8 weekly visits, 0 done`);
      await series.getByRole("button", { name: "Cancel visits" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Cancel visits of the series" });
      await confirm.getByLabel("This visit and the following (4)").check();
      await expectAccessible(page, "the series' cancel dialog");
      await shot(page, testInfo, "series-cancel-dialog", false);
      await confirm.getByRole("button", { name: "Cancel these visits" }).click();
      await expect(page.getByText("Series cancelled").first()).toBeVisible();
      await expect.poll(async () => (await seriesVisits(s.patientId)).map((v) => v.status === "cancelled")).toEqual([...Array(4).fill(false), ...Array(4).fill(true)]);
    });

    await test.step("the second visit moves alone, and its page passes axe in every language", async () => {
      await page.goto(`/desk/visits/${visits[1].id}`);
      const series = page.locator('[data-field="series"]');
      await expect(series).toContainText("4 weekly visits, 0 done");
      await series.getByRole("button", { name: "Move visits" }).click();
      const dialog = page.getByRole("dialog", { name: "Move visits of the series" });
      await expect(dialog.getByTestId("day-picker")).toBeVisible();
      await expectAccessible(page, "the series' move dialog");
      await shot(page, testInfo, "series-move-dialog", false);
      await dialog.locator('input[type="radio"][name="slot"]:visible').first().check();
      await dialog.getByRole("button", { name: "Move", exact: true }).click();
      await expect(page.getByText("Series rescheduled").first()).toBeVisible();
      await shot(page, testInfo, "series-desk-visit");
      // Right to left too (every language is checked on My Appointments below).
      await inLanguage(page, "ar");
      await expect(page.locator('[data-field="series"]')).toBeVisible();
      await expectAccessible(page, "the visit's page in Arabic");
      await shot(page, testInfo, "series-desk-visit-ar");
      await inLanguage(page, "en");
    });

    await test.step("the doctor's view of the patient offers Book a series", async () => {
      await signInWithPassword(page, s.doctorEmail, PASSWORD);
      await page.goto(`/doctor/patients/${s.patientId}`);
      await page.getByRole("button", { name: "Book a series" }).click();
      const dialog = page.getByRole("dialog", { name: `Book a series for ${s.patient.name}` });
      await expect(dialog.getByLabel("How often")).toHaveValue("1");
      await expectAccessible(page, "the doctor's Book a series dialog");
      await shot(page, testInfo, "series-doctor-dialog", false);
    });

    await test.step("the patient's My Appointments shows the series as one entry; each date has its page", async () => {
      await signInWithPassword(page, s.patient.email, PASSWORD);
      await page.goto("/my-appointments");
      const card = page.getByRole("article", { name: new RegExp(`^${s.typeName}, 4 weekly visits, 0 done$`) });
      await expect(card).toBeVisible();
      await expect(page.locator(`[data-series-id]`)).toHaveCount(1);
      await card.getByText("Every date of the series").click();
      await expect(card.getByRole("link", { name: /^Visit \d:/ })).toHaveCount(8);
      await shot(page, testInfo, "series-my-appointments");
      await expectAccessible(page, "My Appointments with a series");
      for (const lang of LANGUAGES) {
        await inLanguage(page, lang);
        await expect(page.locator("[data-series-id]")).toBeVisible();
        await expectAccessible(page, `My Appointments with a series in ${lang}`);
      }
      await card.getByText("Every date of the series").click();
      await card.getByRole("link", { name: /^Visit 1:/ }).click();
      // The second visit moved to the first free time, before the first: whichever is first now.
      await expect(page).toHaveURL(new RegExp(`/my-appointments/(${visits[0].id}|${visits[1].id})$`));
      await expect(page.locator('[data-field="series"]')).toContainText(`Part of a series: ${s.typeName}`);
      await shot(page, testInfo, "series-patient-visit");
    });
  } finally {
    await s.dispose().catch(() => undefined);
  }
});

// The booking page's Repeat (issue 48): behind the clinic's patientsMayBookSeries, off by default.
// The admin turns it on in Settings, with a booking horizon long enough for three weekly dates
// (patients book inside it; SPEC's is 7 days); the patient books every week, 3 times, from the
// first free time two days ahead, and finds the series as one entry on My Appointments. Both
// settings go back to what they were at the end: the other specs of the project share the database.
test("a patient books a series on the booking page (Repeat) once the admin allows it", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(90_000);
  const s = await setUp(request, testInfo);
  const admin = await token(request, ADMIN.email, ADMIN.password);
  const before = (await (await request.get("/api/admin/settings", { headers: admin })).json()).settings as { patientsMayBookSeries: boolean; bookingHorizonDays: number };
  const day = addDays(clinicDateOf(new Date(), clinicTimeZone()), 2);
  const bookingPage = `/appointment/${s.doctor.id}?type=${s.typeId}&date=${day}`;
  try {
    await test.step("off by default: the patient's booking page has no Repeat", async () => {
      await signInWithPassword(page, s.patient.email, PASSWORD);
      await page.goto(bookingPage);
      await expect(page.locator(`[data-times="${day}"]`).getByRole("radio").first()).toBeVisible();
      await expect(page.getByRole("group", { name: "Repeat" })).toHaveCount(0);
    });

    await test.step("the admin lets patients book series (Settings)", async () => {
      await signInAs("admin", { open: "/admin/settings" });
      await page.getByLabel("Booking horizon").fill("28");
      await page.getByLabel("Patients may book a series of visits").check();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
    });

    await test.step("the patient sets Repeat: every week, 3 visits, books, and sees the series grouped", async () => {
      await signInWithPassword(page, s.patient.email, PASSWORD);
      await page.goto(bookingPage);
      await page.locator(`[data-times="${day}"]`).getByRole("radio").first().check();
      const repeat = page.getByRole("group", { name: "Repeat" });
      await repeat.getByLabel("How often").selectOption("1");
      await repeat.getByLabel("How many visits").selectOption("3");
      await expectAccessible(page, "the booking page with Repeat");
      await repeat.scrollIntoViewIfNeeded();
      await shot(page, testInfo, "series-booking-repeat", false);
      await page.getByRole("button", { name: "Book Appointment" }).click();
      await expect(page.getByText("Series booked").first()).toBeVisible();
      expect((await seriesVisits(s.patientId)).map((v) => v.status)).toEqual(["pending", "pending", "pending"]);

      await page.goto("/my-appointments");
      const card = page.getByRole("article", { name: new RegExp(`^${s.typeName}, 3 weekly visits, 0 done$`) });
      await expect(card).toBeVisible();
      await card.getByText("Every date of the series").click();
      await expect(card.getByRole("link", { name: /^Visit \d:/ })).toHaveCount(3);
      await shot(page, testInfo, "series-patient-booked-my-appointments");
    });
  } finally {
    const restored = await request.put("/api/admin/settings", { headers: admin, data: { patientsMayBookSeries: before.patientsMayBookSeries, bookingHorizonDays: before.bookingHorizonDays } });
    if (!restored.ok()) {
      await db((c) => c.query("UPDATE clinic_settings SET patients_may_book_series = $1, booking_horizon_days = $2 WHERE id = 1", [before.patientsMayBookSeries, before.bookingHorizonDays]));
    }
    await s.dispose().catch(() => undefined);
  }
});
