// A clinic's real week (issue 14): a doctor sets Monday to Friday 09:00-17:00
// with a lunch break and takes a day off on the My Schedule screen, and the
// booking page, the slots API and `slots_booked` follow; an admin sets time
// off for a doctor over a booked appointment and cancels it with the time off.
// Each test makes its own doctor (public while it runs, archived at the end,
// so the other journeys never meet it).
//
// Database: E2E_DATABASE_URL, or the embedded one on E2E_DB_PORT (default
// 54340, the port playwright.config.ts starts the app's database on).
import type { Page } from "@playwright/test";
import { db, uid } from "./helpers";
import { expect, signInWithPassword, test } from "./signed-in";
import { addDays, clinicDateOf, clinicTimeZone, instantAt, weekdayOf } from "../../lib/clinic-time";
import { shortDateWithWeekday, spokenDate } from "../../lib/i18n/format";
import { hashPassword } from "../../lib/accounts/password-hash";

const DOCTOR_PASSWORD = "doctor-e2e-1";

const tz = clinicTimeZone();
const today = () => clinicDateOf(new Date(), tz);

/** A doctor of the test's own with the default hours (every day 10:00-21:00). */
async function createDoctor(tag: string): Promise<{ id: string; name: string; email: string }> {
  const email = `e2e.schedule.${tag}@example.com`;
  const name = `Dr. E2E Schedule ${tag}`;
  const passwordHash = await hashPassword(DOCTOR_PASSWORD);
  const id = `e2e_sd_${tag}`;
  await db(async (c) => {
    await c.query(`INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, $4, 'doctor', now())`, [
      `e2e_su_${tag}`,
      name,
      email,
      passwordHash,
    ]);
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, updated_at)
       VALUES ($1, $2, 'Neurologist', 'MBBS', '6 Years', 'Seeded by the schedule e2e tests.', 60, now())`,
      [id, `e2e_su_${tag}`],
    );
  });
  return { id, name, email };
}

async function archive(doctorId: string) {
  await db((c) => c.query("UPDATE doctors SET archived_at = now() WHERE id = $1", [doctorId]));
}

function areaNav(page: Page, area: "Doctor Panel" | "Admin Dashboard") {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  return page.getByRole("navigation", { name: phone ? `${area} (mobile)` : area, exact: true });
}

/** The next weekday (Monday to Friday) after today, preferring a Wednesday within the booking window. */
function dayOffDate(): string {
  const ahead = Array.from({ length: 6 }, (_, i) => addDays(today(), i + 1));
  return ahead.find((d) => weekdayOf(d) === 3) ?? ahead.find((d) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5)!;
}

const LUNCH_TIMES = ["09:00 AM", "12:30 PM", "02:00 PM", "04:30 PM"];
const CLOSED_TIMES = ["01:00 PM", "01:30 PM", "05:00 PM", "08:30 PM"];

test("a doctor sets Monday to Friday 09:00-17:00 with a lunch break and takes a day off", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uid();
  const doctor = await createDoctor(tag);
  try {
    await signInWithPassword(page, doctor.email, DOCTOR_PASSWORD);
    await page.goto("/doctor/dashboard");
    await areaNav(page, "Doctor Panel").getByRole("link", { name: /Schedule/ }).click();
    await expect(page).toHaveURL(/\/doctor\/schedule$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Schedule" })).toBeVisible();

    await test.step("the default week: every day 10:00 AM to 9:00 PM", async () => {
      for (const day of ["Sunday", "Monday", "Saturday"]) {
        await expect(page.getByRole("checkbox", { name: day, exact: true })).toBeChecked();
        await expect(page.getByLabel(`${day} hours 1 from`, { exact: true })).toHaveValue("10:00");
        await expect(page.getByLabel(`${day} hours 1 until`, { exact: true })).toHaveValue("21:00");
      }
    });

    await test.step("Monday 09:00-13:00 and 14:00-17:00, copied to Friday; the weekend closed", async () => {
      await page.getByLabel("Monday hours 1 from", { exact: true }).selectOption("09:00");
      await page.getByLabel("Monday hours 1 until", { exact: true }).selectOption("13:00");
      await page.getByRole("button", { name: "Add hours after a break on Monday" }).click();
      await expect(page.getByLabel("Monday hours 2 from", { exact: true })).toHaveValue("14:00");
      await page.getByLabel("Monday hours 2 until", { exact: true }).selectOption("17:00");
      await page.getByRole("button", { name: "Copy to Mon–Fri from Monday" }).click();
      await expect(page.getByLabel("Friday hours 2 until", { exact: true })).toHaveValue("17:00");
      await page.getByRole("checkbox", { name: "Saturday", exact: true }).click();
      await page.getByRole("checkbox", { name: "Sunday", exact: true }).click();
      await expect(page.getByRole("checkbox", { name: "Sunday", exact: true })).not.toBeChecked();
      await expect(page.getByText("Unsaved changes")).toBeVisible();

      // An overlap is caught before it is sent, beside its day.
      await page.getByLabel("Tuesday hours 2 from", { exact: true }).selectOption("12:00");
      await page.getByRole("button", { name: "Save hours" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Tuesday: 09:00-13:00 and 12:00-17:00 overlap" })).toBeVisible();
      await page.getByLabel("Tuesday hours 2 from", { exact: true }).selectOption("14:00");

      await page.getByRole("button", { name: "Save hours" }).click();
      await expect(page.getByText("Schedule saved", { exact: true })).toBeVisible();
      // Hydrated before the time-off form is typed into: a date typed earlier was lost on a slow run.
      await page.reload({ waitUntil: "networkidle" });
      await expect(page.getByLabel("Wednesday hours 2 until", { exact: true })).toHaveValue("17:00");
      await expect(page.getByRole("checkbox", { name: "Saturday", exact: true })).not.toBeChecked();
      await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    });

    const dayOff = dayOffDate();
    await test.step("take a day off", async () => {
      await page.getByLabel("First day").fill(dayOff);
      await page.getByLabel("Reason (optional)").fill("Conference");
      await page.getByRole("button", { name: "Add time off", exact: true }).click();
      await expect(page.getByText("Time off added", { exact: true })).toBeVisible();
      const upcoming = page.getByRole("list", { name: "Upcoming time off" });
      await expect(upcoming).toContainText(`${shortDateWithWeekday(dayOff)} (all day)`);
      await expect(upcoming).toContainText("Conference");
      await page.screenshot({ path: testInfo.outputPath("my-schedule.png"), fullPage: true });
    });

    await test.step("the booking page offers the new hours only, and not the day off", async () => {
      await page.goto(`/appointment/${doctor.id}`);
      const days = page.getByRole("radiogroup", { name: /Choose a day/ });
      await expect(days.getByRole("radio").first()).toBeVisible();
      await expect(days.getByRole("radio", { name: new RegExp(`^${spokenDate(dayOff)}`) })).toHaveCount(0);
      await expect(days.getByRole("radio", { name: /^(Saturday|Sunday) / })).toHaveCount(0);
      // A weekday that has not started yet (from tomorrow on), not the day off.
      const workday = Array.from({ length: 6 }, (_, i) => addDays(today(), i + 1)).find((d) => d !== dayOff && weekdayOf(d) >= 1 && weekdayOf(d) <= 5)!;
      await days.getByRole("radio", { name: new RegExp(`^${spokenDate(workday)}`) }).click();
      const times = page.getByRole("radiogroup", { name: /Choose a time/ });
      for (const time of LUNCH_TIMES) await expect(times.getByRole("radio", { name: time, exact: true })).toBeVisible();
      for (const time of CLOSED_TIMES) await expect(times.getByRole("radio", { name: time, exact: true })).toHaveCount(0);

      // The API's slots, and slots_booked for clients that compute SPEC's grid themselves.
      const slots = (await (await page.request.get(`/api/doctor/${doctor.id}/slots`)).json()) as { slots: { date: string; slots: { time: string }[] }[] };
      expect(slots.slots.map((d) => d.date)).not.toContain(dayOff);
      expect(slots.slots.find((d) => d.date === workday)!.slots.map((s) => s.time)).toEqual(expect.arrayContaining(LUNCH_TIMES));
      const { doctor: dto } = (await (await page.request.get(`/api/doctor/${doctor.id}`)).json()) as { doctor: { slots_booked: Record<string, string[]> } };
      expect(dto.slots_booked[dayOff]).toHaveLength(22);
      expect(dto.slots_booked[workday]).toEqual(expect.arrayContaining(CLOSED_TIMES));
    });

    await test.step("remove the time off again", async () => {
      await page.goto("/doctor/schedule");
      await page.getByRole("button", { name: /^Remove time off/ }).click();
      await expect(page.getByText("Time off removed", { exact: true })).toBeVisible();
      await expect(page.getByText("No time off planned.")).toBeVisible();
    });
  } finally {
    await archive(doctor.id);
  }
});

test("an admin sets time off for a doctor over a booking and cancels it with the time off", async ({ page, signInAs }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uid();
  const doctor = await createDoctor(tag);
  const day = addDays(today(), 2);
  const patientName = `E2E Schedule Patient ${tag}`;
  const appointmentId = `e2e_sa_${tag}`;
  await db(async (c) => {
    await c.query(`INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'patient', now())`, [
      `e2e_sp_${tag}`,
      patientName,
      `e2e.schedule.patient.${tag}@example.com`,
    ]);
    await c.query(
      `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason, updated_at)
       VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', 'pending', 60, 'E2E schedule check', now())`,
      [appointmentId, `e2e_sp_${tag}`, doctor.id, instantAt(day, 11 * 60, tz)],
    );
  });
  try {
    await signInAs("admin", { open: "/admin/dashboard" });
    await areaNav(page, "Admin Dashboard").getByRole("link", { name: "Doctors" }).click();
    await page.getByPlaceholder("Search doctors...").fill(`Schedule ${tag}`);
    await expect(page.locator("article")).toHaveCount(1);
    await page.getByRole("link", { name: `Schedule of ${doctor.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/doctors/${doctor.id}/schedule$`));
    await expect(page.getByRole("heading", { level: 1, name: `${doctor.name}'s schedule` })).toBeVisible();

    await page.getByLabel("First day").fill(day);
    await page.getByLabel("Reason (optional)").fill("Sick leave");
    await page.getByRole("button", { name: "Add time off", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel 1 appointment?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(patientName);
    await expect(confirm).toContainText(`${shortDateWithWeekday(day)} at 11:00 AM`);
    await page.screenshot({ path: testInfo.outputPath("admin-time-off-confirm.png") });

    // Going back changes nothing; confirming cancels it and stores the time off.
    await confirm.getByRole("button", { name: "Go back" }).click();
    await expect(confirm).toBeHidden();
    expect(await db(async (c) => (await c.query("SELECT status FROM appointments WHERE id = $1", [appointmentId])).rows[0].status)).toBe("pending");
    await page.getByRole("button", { name: "Add time off", exact: true }).click();
    await confirm.getByRole("button", { name: "Cancel it and add time off" }).click();
    await expect(page.getByText("Time off added; 1 appointment cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Upcoming time off" })).toContainText(`${shortDateWithWeekday(day)} (all day)`);
    expect(await db(async (c) => (await c.query("SELECT status FROM appointments WHERE id = $1", [appointmentId])).rows[0].status)).toBe("cancelled");
    await page.screenshot({ path: testInfo.outputPath("admin-schedule.png"), fullPage: true });
  } finally {
    await archive(doctor.id);
  }
});
