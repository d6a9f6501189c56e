// A doctor's day in the doctor area: today's schedule, completing and
// cancelling, the dashboard figures following, a patient's history, and the
// profile. The test creates its own patient and appointments for today
// directly in the database (bookings through the UI are only possible for
// future slots, and completing needs the appointment's day to have come), so
// it passes at any hour and on any data.
//
// Database: E2E_DATABASE_URL, or the embedded one on E2E_DB_PORT (default
// 54340, the port playwright.config.ts starts the app's database on).
import type { Page } from "@playwright/test";
import type pg from "pg";
import { db, isClash, uid, todayBeforeOpening } from "./helpers";
import { DEMO, expect, test } from "./signed-in";
import { clinicDateOf, clinicTimeZone } from "../../lib/clinic-time";

const DOCTOR = DEMO.doctor;

/** Inserts an appointment today, trying another half hour when the doctor's or patient's is taken. */
async function insertTodayAppointment(
  c: pg.Client,
  a: { patientId: string; doctorId: string; amount: number; reason: string },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const id = `e2e_a_${uid()}`;
    try {
      await c.query(
        `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason, updated_at)
         VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', 'pending', $5, $6, now())`,
        [id, a.patientId, a.doctorId, todayBeforeOpening(), a.amount, a.reason],
      );
      return id;
    } catch (err) {
      if (!isClash(err) || attempt > 60) throw err;
    }
  }
}

async function seedPatientWithTwoAppointmentsToday(doctorEmail: string, tag: string) {
  return db(async (c) => {
    const doctor = await c.query<{ id: string; fees: number }>(
      "SELECT d.id, d.fees FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = $1",
      [doctorEmail],
    );
    expect(doctor.rows, `the seeded doctor ${doctorEmail} exists`).toHaveLength(1);
    const { id: doctorId } = doctor.rows[0];
    const patientId = `e2e_p_${tag}`;
    const name = `E2E Patient ${tag}`;
    await c.query(
      `INSERT INTO users (id, name, email, password_hash, role, phone, dob, updated_at)
       VALUES ($1, $2, $3, 'not-a-hash', 'patient', '+1 555 0142', '1990-05-15', now())`,
      [patientId, name, `e2e.${tag}@example.com`],
    );
    const make = (reason: string, amount: number) => insertTodayAppointment(c, { patientId, doctorId, amount, reason });
    const toComplete = { id: await make(`E2E complete ${tag}`, 70), reason: `E2E complete ${tag}`, amount: 70 };
    const toCancel = { id: await make(`E2E cancel ${tag}`, 40), reason: `E2E cancel ${tag}`, amount: 40 };
    return { doctorId, patientId, name, toComplete, toCancel };
  });
}

/** The number shown on a dashboard card ("$1,250" -> 1250). */
async function stat(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("group", { name: label }).locator("[data-stat-value]").innerText();
  return Number(text.replace(/[^0-9.-]/g, ""));
}

/** The area navigation: the sidebar on desktops, the bottom bar on phones. */
function areaNav(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  return page.getByRole("navigation", { name: phone ? "Doctor Panel (mobile)" : "Doctor Panel", exact: true });
}

function ddmmyyyy(date: string) {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

test("a doctor runs their day: schedule, complete, cancel, figures, patient history, profile", async ({ page, signInAs }) => {
  test.setTimeout(120_000); // a whole journey through six screens
  const tag = uid();
  const seeded = await seedPatientWithTwoAppointmentsToday(DOCTOR.email, tag);

  await signInAs("doctor", { open: "/doctor/dashboard" });
  await expect(page.getByText("Doctor Panel", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Welcome back, [^!]+$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // The figures before the day's work.
  const before = {
    total: await stat(page, "Total Appointments"),
    today: await stat(page, "Today's Appointments"),
    patients: await stat(page, "Total Patients"),
    earnings: await stat(page, "Earnings"),
  };
  expect(before.today).toBeGreaterThanOrEqual(2);

  // Today's schedule shows both appointments with patient, reason, time and status.
  const schedule = page.getByRole("list", { name: "Today's schedule" });
  const completeRow = schedule.locator(`[data-appointment-id="${seeded.toComplete.id}"]`);
  const cancelRow = schedule.locator(`[data-appointment-id="${seeded.toCancel.id}"]`);
  await expect(completeRow).toContainText(seeded.name);
  await expect(completeRow).toContainText(seeded.toComplete.reason);
  await expect(completeRow).toContainText(/\d{2}:\d{2} (AM|PM)/);
  await expect(completeRow).toContainText("Pending");

  // Complete one.
  await completeRow.getByRole("button", { name: /^Complete/ }).click();
  await expect(page.getByText("Appointment marked as completed")).toBeVisible();
  await expect(completeRow).toHaveAttribute("data-status", "completed");
  await expect(completeRow.getByRole("button")).toHaveCount(0);
  await expect.poll(() => stat(page, "Earnings")).toBe(before.earnings + seeded.toComplete.amount);

  // Cancel the other, after confirming.
  await cancelRow.getByRole("button", { name: /^Cancel/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await expect(dialog).toContainText(seeded.name);
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page.getByText("Appointment cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cancelRow).toHaveAttribute("data-status", "cancelled");
  await expect(cancelRow).toContainText("Cancelled");
  await expect(cancelRow.getByRole("button")).toHaveCount(0);

  // The figures followed: earnings grew by the completed amount only; the counts did not move.
  await page.reload();
  expect(await stat(page, "Earnings")).toBe(before.earnings + seeded.toComplete.amount);
  expect(await stat(page, "Total Appointments")).toBe(before.total);
  expect(await stat(page, "Today's Appointments")).toBe(before.today);
  expect(await stat(page, "Total Patients")).toBe(before.patients);

  // All Appointments: both, with the final states showing their label only.
  await areaNav(page).getByRole("link", { name: "Appointments" }).click();
  await expect(page).toHaveURL(/\/doctor\/appointments$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Appointments" })).toBeVisible();
  // One page of twelve, latest first: the doctor's later bookings (other runs') may fill it; the filter finds it.
  await page.getByRole("link", { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/status=completed/);
  const completedCard = page.locator(`[data-appointment-id="${seeded.toComplete.id}"]`);
  await expect(completedCard).toContainText("Completed");
  await expect(completedCard).toContainText(`$${seeded.toComplete.amount}`);
  await expect(completedCard.getByRole("button")).toHaveCount(0);
  await page.getByRole("link", { name: /^Cancelled/ }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.locator(`[data-appointment-id="${seeded.toCancel.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-appointment-id="${seeded.toComplete.id}"]`)).toHaveCount(0);

  // My Patients: the new patient, with one visit today, phone and age.
  await areaNav(page).getByRole("link", { name: "Patients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Patients" })).toBeVisible();
  const card = page.locator(`[data-patient-id="${seeded.patientId}"]`);
  await expect(card).toContainText(seeded.name);
  await expect(card.locator('[data-field="visits"]')).toHaveText("1 visit");
  await expect(card.locator('[data-field="last-visit"]')).toHaveText(ddmmyyyy(clinicDateOf(new Date(), clinicTimeZone())));
  await expect(card.locator('[data-field="phone"]')).toHaveText("+1 555 0142");
  await expect(card.locator('[data-field="age"]')).toHaveText(/^\d+$/);

  // View Details: the patient's history with this doctor.
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor/patients/${seeded.patientId}$`));
  await expect(page.getByRole("heading", { level: 1, name: seeded.name })).toBeVisible();
  const history = page.getByRole("list", { name: `Appointments of ${seeded.name}` });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.locator('[data-status="completed"]').first()).toBeVisible();
  await expect(history.locator('[data-status="cancelled"]').first()).toBeVisible();

  // Someone else's patient id is not found here.
  await page.goto("/doctor/patients/e2e_nobody");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();

  // Profile: the doctor variant, email read-only, saved with the spec's toast.
  await page.goto("/doctor/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email")).toBeDisabled();
  const phone = `(212) 555-${String(Math.floor(1000 + Math.random() * 8999))}`;
  await page.getByLabel("Phone").fill(phone);
  await expect(page.getByLabel("Degree")).not.toHaveValue("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Doctor profile updated.")).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await page.reload();
  await expect(page.getByText(phone)).toBeVisible();
});

test("the doctor area is for doctors only", async ({ page }) => {
  await page.goto("/doctor/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill("patient@example.com");
  await page.getByLabel("Password").fill("patient1234");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.goto("/doctor/dashboard");
  await expect(page).toHaveURL(/\/$/);
});
