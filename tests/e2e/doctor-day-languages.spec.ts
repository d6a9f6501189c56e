// A doctor's day in French and in Arabic (issue 29): the dashboard, today's
// schedule with one visit of the test's own (completed in French, checked in
// in Arabic), All Appointments, My Patients and My Schedule, each in the
// page's language, Arabic right to left, none scrolling sideways. Screenshots
// of each screen go to the test's output folder (test-results) for review.
//
// The doctor signs in in English (the browser's language; the login form is
// not this spec's), then the NEXT_LOCALE cookie picks the language, as the
// switcher would, without saving it as the doctor's choice (users.locale):
// other specs read this doctor's pages in English at the same time.
//
// The words come from the doctor area's messages, so the spec follows their
// wording; each is checked to differ from English first.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { db, expectAccessible, isClash, todayBeforeOpening, uid } from "./helpers";
import en from "../../messages/doctor/en.json";
import fr from "../../messages/doctor/fr.json";
import ar from "../../messages/doctor/ar.json";

const DOCTOR = { email: "doctor@example.com", password: "doctor1234" };

type DoctorMessages = typeof en;

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** A patient of the test's own with one pending visit today with the seeded doctor. */
async function seedVisitToday(tag: string) {
  return db(async (c) => {
    const doctor = await c.query<{ id: string; locale: string | null }>(
      "SELECT d.id, u.locale FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = $1",
      [DOCTOR.email],
    );
    expect(doctor.rows, `the seeded doctor ${DOCTOR.email} exists`).toHaveLength(1);
    // A saved choice would win over the cookie (lib/i18n/locales.ts): this spec never saves one.
    expect(doctor.rows[0].locale, "the doctor has no saved language").toBeNull();
    const patientId = `e2e_p_${tag}`;
    const name = `E2E Patient ${tag}`;
    await c.query(
      `INSERT INTO users (id, name, email, password_hash, role, phone, dob, updated_at)
       VALUES ($1, $2, $3, 'not-a-hash', 'patient', '+1 555 0142', '1990-05-15', now())`,
      [patientId, name, `e2e.${tag}@example.com`],
    );
    const reason = `E2E languages ${tag}`;
    for (let attempt = 0; ; attempt++) {
      const id = `e2e_a_${uid()}`;
      try {
        await c.query(
          `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason, updated_at)
           VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', 'pending', 50, $5, now())`,
          [id, patientId, doctor.rows[0].id, todayBeforeOpening(), reason],
        );
        return { id, name, reason };
      } catch (err) {
        if (!isClash(err) || attempt > 60) throw err;
      }
    }
  });
}

async function signInThenSpeak(page: Page, locale: "fr" | "ar", baseURL: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DOCTOR.email);
  await page.getByLabel("Password").fill(DOCTOR.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/doctor\/dashboard$/);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

/** The page speaks `locale` in the right direction, does not scroll sideways, and is photographed. */
async function checkPage(page: Page, testInfo: TestInfo, locale: "fr" | "ar", screen: string) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", locale);
  if (locale === "ar") await expect(html).toHaveAttribute("dir", "rtl");
  else await expect(html).not.toHaveAttribute("dir", "rtl");
  expect(await sidewaysScroll(page), `${screen} in ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectAccessible(page, `the doctor's ${screen} in ${locale}`);
  await page.screenshot({ path: testInfo.outputPath(`doctor-${screen}-${locale}.png`), fullPage: true });
}

const LANGUAGES: { locale: "fr" | "ar"; m: DoctorMessages; work: "complete" | "checkIn" }[] = [
  { locale: "fr", m: fr, work: "complete" },
  { locale: "ar", m: ar, work: "checkIn" },
];

for (const { locale, m, work } of LANGUAGES) {
  test(`a doctor's day in ${locale}: dashboard, today's schedule, appointments, patients, schedule`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000); // five screens and one action
    // The messages are really translated (not English copied over).
    for (const [ns, key] of [
      ["DoctorDashboard", "title"],
      ["DoctorDashboard", "todaysSchedule"],
      ["AppointmentActions", work],
      ["DoctorSchedule", "title"],
    ] as const) {
      expect((m[ns] as Record<string, string>)[key], `${ns}.${key} in ${locale}`).not.toBe((en[ns] as Record<string, string>)[key]);
    }
    const seeded = await seedVisitToday(uid());
    await signInThenSpeak(page, locale, baseURL!);

    await test.step("the dashboard", async () => {
      await page.goto("/doctor/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: m.DoctorDashboard.title, exact: true })).toBeVisible();
      await expect(page.getByText(startsWith(m.DoctorArea.welcomeBack.replace("{name}", "")))).toBeVisible();
      await expect(page.getByRole("group", { name: m.DoctorDashboard.todaysAppointments, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: m.DoctorDashboard.todaysSchedule, exact: true })).toBeVisible();
      await checkPage(page, testInfo, locale, "dashboard");
    });

    await test.step(`today's schedule: the visit, its time on the 24-hour clock, ${work === "complete" ? "completed" : "checked in"}`, async () => {
      const row = page.getByRole("list", { name: m.TodaysSchedule.listLabel, exact: true }).locator(`[data-appointment-id="${seeded.id}"]`);
      await expect(row).toContainText(seeded.name);
      await expect(row).toContainText(seeded.reason);
      await expect(row.locator('[data-field="time"]')).toHaveText(/^\d{2}:\d{2}\D+\d{2}:\d{2}$/);
      await expect(row.locator('[data-field="time"]')).not.toContainText(/AM|PM/);
      await row.getByRole("button", { name: startsWith(m.AppointmentActions[work]) }).click();
      if (work === "complete") {
        await expect(row).toHaveAttribute("data-status", "completed");
        await expect(row.getByRole("button")).toHaveCount(0);
      } else {
        await expect(row).toHaveAttribute("data-status", "checked_in");
        // Once checked in, Complete only.
        await expect(row.getByRole("button", { name: startsWith(m.AppointmentActions.complete) })).toBeVisible();
        await expect(row.getByRole("button", { name: startsWith(m.AppointmentActions.checkIn) })).toHaveCount(0);
      }
      await checkPage(page, testInfo, locale, "todays-schedule");
    });

    await test.step("all appointments", async () => {
      await page.goto("/doctor/appointments");
      await expect(page.getByRole("heading", { level: 1, name: m.DoctorAppointments.title, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: m.DoctorAppointments.listLabel, exact: true })).toBeVisible();
      await checkPage(page, testInfo, locale, "appointments");
    });

    await test.step("my patients", async () => {
      await page.goto("/doctor/patients");
      await expect(page.getByRole("heading", { level: 1, name: m.DoctorPatients.title, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: m.DoctorPatients.listLabel, exact: true })).toBeVisible();
      await checkPage(page, testInfo, locale, "patients");
    });

    await test.step("my schedule: weekly hours, time off, the calendar link", async () => {
      await page.goto("/doctor/schedule");
      await expect(page.getByRole("heading", { level: 1, name: m.DoctorSchedule.title, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: m.WeeklyHours.title, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: m.TimeOff.title, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: m.CalendarFeed.title, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: m.WeeklyHours.saveHours, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: m.TimeOff.addTimeOff, exact: true })).toBeVisible();
      await checkPage(page, testInfo, locale, "schedule");
    });
  });
}
