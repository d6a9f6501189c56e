// A clinic's policy at the front desk (issue 14, items 3, 6 and 7): a doctor
// checks a patient in, completes the visit and marks another patient a no-show
// on Today's Schedule, and the dashboard counts the no-show; an admin sets a
// 24-hour cancellation cutoff, a patient is refused a late online cancellation
// and the doctor cancels it with a reason instead; a patient cancels with a
// reason from the list plus their own words, and the doctor reads it; an admin sets the
// family members one patient may have (Settings > Families, issue 41) and it stays saved.
//
// Each test makes its own doctor and patient in the database (archived at the
// end, so the other journeys never meet them) and appointments at fixed times,
// so it passes at any hour and on any data.
//
// The cutoff is clinic-wide and the specs share one database: the test puts
// the setting back in `finally`. playwright.config.ts runs one worker with
// fullyParallel off, so no other test runs while the cutoff is set; were the
// specs ever run in parallel, a patient cancelling within 24 hours in another
// spec (patient.spec.ts cancels a slot it just booked) could be refused during
// the seconds the cutoff is on.
//
// Database: E2E_DATABASE_URL, or the embedded one on E2E_DB_PORT (default
// 54340, the port playwright.config.ts starts the app's database on).
import type { Page } from "@playwright/test";
import { db, expectAccessible, uid } from "./helpers";
import { DEMO, expect, test } from "./signed-in";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "../../lib/clinic-time";
import { hashPassword } from "../../lib/accounts/password-hash";

const ADMIN = DEMO.admin;
const PASSWORD = "policy-e2e-1";
const CUTOFF_MESSAGE = "Appointments can't be cancelled online less than 24 hours before they start. Please call the clinic.";

const tz = clinicTimeZone();
const today = () => clinicDateOf(new Date(), tz);

type Person = { id: string; name: string; email: string };

/** A doctor and a patient of the test's own, both able to log in with PASSWORD. */
async function createPeople(tag: string): Promise<{ doctor: Person; patient: Person }> {
  const passwordHash = await hashPassword(PASSWORD);
  const doctor = { id: `e2e_pd_${tag}`, name: `Dr. E2E Policy ${tag}`, email: `e2e.policy.doctor.${tag}@example.com` };
  const patient = { id: `e2e_pp_${tag}`, name: `E2E Policy Patient ${tag}`, email: `e2e.policy.patient.${tag}@example.com` };
  await db(async (c) => {
    const insertUser = `INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, $4, $5, now())`;
    await c.query(insertUser, [`e2e_pu_${tag}`, doctor.name, doctor.email, passwordHash, "doctor"]);
    await c.query(insertUser, [patient.id, patient.name, patient.email, passwordHash, "patient"]);
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, updated_at)
       VALUES ($1, $2, 'Dermatologist', 'MBBS', '4 Years', 'Seeded by the clinic policy e2e tests.', 55, now())`,
      [doctor.id, `e2e_pu_${tag}`],
    );
  });
  return { doctor, patient };
}

async function insertAppointment(id: string, patientId: string, doctorId: string, startsAt: Date, reason: string) {
  await db((c) =>
    c.query(
      `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason, updated_at)
       VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', 'pending', 55, $5, now())`,
      [id, patientId, doctorId, startsAt, reason],
    ),
  );
}

async function statusOf(appointmentId: string): Promise<string> {
  return db(async (c) => (await c.query("SELECT status FROM appointments WHERE id = $1", [appointmentId])).rows[0].status);
}

async function archive(doctorId: string) {
  await db((c) => c.query("UPDATE doctors SET archived_at = now() WHERE id = $1", [doctorId]));
}

/** Signs in as someone else in the same page: the previous session's cookies go first. */
async function loginAs(page: Page, email: string, password: string, path: string) {
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((u) => u.pathname === path);
}

/** A dashboard figure's value and hint, e.g. "1" and "50% no-show rate". */
function statCard(page: Page, label: string) {
  const card = page.getByRole("group", { name: label, exact: true });
  return { value: card.locator("[data-stat-value]"), card };
}

test("a doctor checks a patient in and completes the visit, marks another a no-show, and the dashboard counts it", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uid();
  const { doctor, patient } = await createPeople(tag);
  // Today before opening: the day has come, so both can be checked in or marked.
  const arrives = `e2e_pa_${tag}`;
  const staysAway = `e2e_pn_${tag}`;
  await insertAppointment(arrives, patient.id, doctor.id, instantAt(today(), 8 * 60, tz), `E2E arrives ${tag}`);
  await insertAppointment(staysAway, patient.id, doctor.id, instantAt(today(), 8 * 60 + 30, tz), `E2E stays away ${tag}`);
  try {
    await loginAs(page, doctor.email, PASSWORD, "/doctor/dashboard");
    const noShows = statCard(page, "No-shows");
    await expect(noShows.value).toHaveText("0");
    await expect(noShows.card).toContainText("0% no-show rate");

    const schedule = page.getByRole("list", { name: "Today's schedule" });
    const arrivesRow = schedule.locator(`[data-appointment-id="${arrives}"]`);
    const staysAwayRow = schedule.locator(`[data-appointment-id="${staysAway}"]`);
    await expect(arrivesRow).toContainText(patient.name);
    await expect(arrivesRow).toHaveAttribute("data-status", "pending");
    await expect(staysAwayRow).toHaveAttribute("data-status", "pending");
    await expect(page.getByText("2 still to see", { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("todays-schedule-open.png"), fullPage: true });

    await test.step("check in: only Complete is left; complete: nothing is left", async () => {
      await arrivesRow.getByRole("button", { name: /^Check in/ }).click();
      await expect(page.getByText("Patient checked in", { exact: true })).toBeVisible();
      await expect(arrivesRow).toHaveAttribute("data-status", "checked_in");
      await expect(arrivesRow).toContainText("Checked in");
      await expect(arrivesRow.getByRole("button")).toHaveCount(1);
      await expect(arrivesRow.getByRole("button", { name: /^Complete/ })).toBeEnabled();
      await page.screenshot({ path: testInfo.outputPath("todays-schedule-checked-in.png"), fullPage: true });

      await arrivesRow.getByRole("button", { name: /^Complete/ }).click();
      await expect(page.getByText("Appointment marked as completed", { exact: true })).toBeVisible();
      await expect(arrivesRow).toHaveAttribute("data-status", "completed");
      await expect(arrivesRow.getByRole("button")).toHaveCount(0);
    });

    await test.step("no-show: final, no buttons left", async () => {
      await staysAwayRow.getByRole("button", { name: /^No-show/ }).click();
      await expect(page.getByText("Appointment marked as a no-show", { exact: true })).toBeVisible();
      await expect(staysAwayRow).toHaveAttribute("data-status", "no_show");
      await expect(staysAwayRow).toContainText("No-show");
      await expect(staysAwayRow.getByRole("button")).toHaveCount(0);
      await expect(page.getByText("All done for today.", { exact: true })).toBeVisible();
    });

    await test.step("the dashboard counts the no-show: 1 of 2 known outcomes", async () => {
      await expect(noShows.value).toHaveText("1");
      await expect(noShows.card).toContainText("50% no-show rate");
      await page.reload();
      await expect(noShows.value).toHaveText("1");
      await expect(noShows.card).toContainText("50% no-show rate");
      await expect(staysAwayRow.getByRole("button")).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath("doctor-dashboard-no-show.png"), fullPage: true });
      expect(await statusOf(arrives)).toBe("completed");
      expect(await statusOf(staysAway)).toBe("no_show");
    });

    await test.step("All Appointments shows the no-show as final too", async () => {
      await page.goto("/doctor/appointments");
      const card = page.locator(`[data-appointment-id="${staysAway}"]`);
      await expect(card).toContainText("No-show");
      await expect(card.getByRole("button")).toHaveCount(0);
    });
  } finally {
    await archive(doctor.id);
  }
});

test("with a 24-hour cutoff a patient cannot cancel a late appointment online; the doctor cancels it with a reason", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uid();
  const { doctor, patient } = await createPeople(tag);
  const appointmentId = `e2e_pc_${tag}`;
  // Three hours from now, on a whole minute: inside any cutoff of 24 hours.
  const soon = new Date(Math.floor((Date.now() + 3 * 3_600_000) / 60_000) * 60_000);
  await insertAppointment(appointmentId, patient.id, doctor.id, soon, `E2E late ${tag}`);
  const before = await db(async (c) => (await c.query("SELECT cancel_cutoff_hours FROM clinic_settings WHERE id = 1")).rows[0].cancel_cutoff_hours as number);
  try {
    await test.step("the admin sets a 24-hour cancellation cutoff on the Settings screen", async () => {
      await signInAs("admin", { open: "/admin/settings" });
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      const cutoff = page.getByLabel("Cancellation cutoff");
      await cutoff.fill("24");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("admin-settings.png"), fullPage: true });
      await page.reload();
      await expect(page.getByLabel("Cancellation cutoff")).toHaveValue("24");
    });

    const upcoming = () => page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: doctor.name });
    await test.step("the patient's online cancellation is refused with the way out", async () => {
      await loginAs(page, patient.email, PASSWORD, "/my-appointments");
      await upcoming().getByRole("button", { name: "Cancel appointment" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
      await dialog.getByLabel("Reason (optional)").selectOption("Feeling better");
      await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByText(CUTOFF_MESSAGE, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("patient-cutoff-refused.png") });
      await dialog.getByRole("button", { name: "Keep appointment" }).click();
      await expect(dialog).toBeHidden();
      await expect(upcoming()).toContainText("Pending");
      expect(await statusOf(appointmentId)).toBe("pending");
    });

    await test.step("the doctor cancels it with a reason", async () => {
      await loginAs(page, doctor.email, PASSWORD, "/doctor/dashboard");
      await page.goto("/doctor/appointments");
      const card = page.locator(`[data-appointment-id="${appointmentId}"]`);
      await card.getByRole("button", { name: /^Cancel/ }).click();
      const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
      await expect(dialog).toContainText(patient.name);
      await dialog.getByLabel("Reason (optional)").selectOption("Patient asked to cancel");
      await dialog.getByLabel("Details (optional)").fill("Called the front desk");
      await page.screenshot({ path: testInfo.outputPath("doctor-cancel-dialog.png") });
      await dialog.getByRole("button", { name: "Cancel appointment" }).click();
      await expect(page.getByText("Appointment cancelled", { exact: true })).toBeVisible();
      await expect(card).toHaveAttribute("data-status", "cancelled");
      await expect(card.locator('[data-field="cancellation-reason"]')).toHaveText("Cancellation reason: Patient asked to cancel: Called the front desk");
      expect(await statusOf(appointmentId)).toBe("cancelled");
    });

    await test.step("the patient's list shows it cancelled, with the reason", async () => {
      await loginAs(page, patient.email, PASSWORD, "/my-appointments");
      await expect(upcoming()).toHaveCount(0);
      const past = page.getByRole("region", { name: /Past Appointments/ }).getByRole("article").filter({ hasText: doctor.name });
      await expect(past).toContainText("Cancelled");
      await expect(past.locator('[data-field="cancellation-reason"]')).toHaveText("Reason for cancelling: Patient asked to cancel: Called the front desk");
      await page.screenshot({ path: testInfo.outputPath("patient-list-cancelled.png"), fullPage: true });
    });
  } finally {
    // Through the API, so the change goes the way an admin's would (and anything cached with the settings follows);
    // straight in the database if that fails, so the other specs never run with the cutoff.
    const token = (await (await request.post("/api/auth/login", { data: ADMIN })).json().catch(() => ({}))) as { token?: string };
    const restored = token.token
      ? await request.put("/api/admin/settings", { headers: { Authorization: `Bearer ${token.token}` }, data: { cancelCutoffHours: before } })
      : null;
    if (!restored?.ok()) await db((c) => c.query("UPDATE clinic_settings SET cancel_cutoff_hours = $1 WHERE id = 1", [before]));
    await archive(doctor.id);
  }
});

test("the admin sets how many family members one patient may have (Settings > Families)", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(90_000);
  const read = () => db(async (c) => (await c.query("SELECT max_dependents_per_guardian FROM clinic_settings WHERE id = 1")).rows[0].max_dependents_per_guardian as number);
  const before = await read();
  const next = before === 12 ? 13 : 12;
  try {
    await signInAs("admin", { open: "/admin/settings" });
    await expect(page.getByRole("heading", { level: 2, name: "Families" })).toBeVisible();
    const field = page.getByLabel("Family members per patient");
    await expect(field).toHaveValue(String(before));
    await expect(field).toHaveAccessibleDescription(/How many family members one patient may add and book for \(1 to 50\)/);
    await expectAccessible(page, "the Settings screen");
    await field.fill(String(next));
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("admin-settings-families.png"), fullPage: true });
    expect(await read()).toBe(next);
    await page.reload();
    await expect(page.getByLabel("Family members per patient")).toHaveValue(String(next));
  } finally {
    // As above: through the API, straight in the database if that fails.
    const token = (await (await request.post("/api/auth/login", { data: ADMIN })).json().catch(() => ({}))) as { token?: string };
    const restored = token.token
      ? await request.put("/api/admin/settings", { headers: { Authorization: `Bearer ${token.token}` }, data: { maxDependentsPerGuardian: before } })
      : null;
    if (!restored?.ok()) await db((c) => c.query("UPDATE clinic_settings SET max_dependents_per_guardian = $1 WHERE id = 1", [before]));
  }
});

test("a patient cancels with a reason from the list and their own words, and the doctor reads it", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uid();
  const { doctor, patient } = await createPeople(tag);
  const appointmentId = `e2e_pr_${tag}`;
  await insertAppointment(appointmentId, patient.id, doctor.id, instantAt(addDays(today(), 2), 11 * 60, tz), `E2E reason ${tag}`);
  const reason = "Schedule conflict: Moving house that week";
  try {
    await loginAs(page, patient.email, PASSWORD, "/my-appointments");
    const mine = page.getByRole("article").filter({ hasText: doctor.name });
    await mine.getByRole("button", { name: "Cancel appointment" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
    await dialog.getByLabel("Reason (optional)").selectOption("Schedule conflict");
    await dialog.getByLabel("Details (optional)").fill("Moving house that week");
    await page.screenshot({ path: testInfo.outputPath("patient-cancel-dialog.png") });
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("Appointment cancelled", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const past = page.getByRole("region", { name: /Past Appointments/ }).getByRole("article").filter({ hasText: doctor.name });
    await expect(past.locator('[data-field="cancellation-reason"]')).toHaveText(`Reason for cancelling: ${reason}`);
    expect(await statusOf(appointmentId)).toBe("cancelled");

    await loginAs(page, doctor.email, PASSWORD, "/doctor/dashboard");
    await page.goto("/doctor/appointments?status=cancelled");
    const card = page.locator(`[data-appointment-id="${appointmentId}"]`);
    await expect(card).toContainText(patient.name);
    await expect(card.locator('[data-field="cancellation-reason"]')).toHaveText(`Cancellation reason: ${reason}`);
    await expect(card.getByRole("button")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("doctor-sees-reason.png"), fullPage: true });
  } finally {
    await archive(doctor.id);
  }
});
