// Insights (issue 28) as an admin and a doctor use them: the admin opens Insights from the
// sidebar, switches the range and filters by a doctor, reads a chart as a table, checks the
// figures against the visits, and downloads the CSV (BOM, header, the same rows); a doctor sees
// their last 90 days on the dashboard and their own insights, no one else's, and cannot reach
// the admin's. Phone and desktop; axe on each screen. The visits are the test's own: an archived
// doctor of its own (kept off the public pages and the demo doctors' screens) with visits
// earlier today and in the last days, before opening hours.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { db, expectAccessible, isClash, todayBeforeOpening, uid, openMoreMenu } from "./helpers";
import { expect, test } from "./signed-in";
import { clinicDateOf, clinicTimeZone } from "../../lib/clinic-time";

const DOCTOR = { name: "Dr. Richard James" };

/** An archived doctor of the test's own, with a patient and visits of the given statuses (0-2 days back). */
async function doctorWithVisits(tag: string, statuses: string[]) {
  return db(async (c) => {
    const doctorName = `Dr. E2E Insights ${tag}`;
    const patientName = `E2E Insights Patient ${tag}`;
    await c.query(`INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'doctor', now())`, [
      `e2e_ui_${tag}`,
      doctorName,
      `e2e.insights.${tag}@example.com`,
    ]);
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, archived_at, updated_at)
       VALUES ($1, $2, 'Dermatologist', 'MBBS', '5 Years', 'Seeded by the insights e2e tests.', 80, now(), now())`,
      [`e2e_di_${tag}`, `e2e_ui_${tag}`],
    );
    await c.query(`INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'patient', now())`, [
      `e2e_pi_${tag}`,
      patientName,
      `e2e.insights.p.${tag}@example.com`,
    ]);
    const starts: Date[] = [];
    for (const [i, status] of statuses.entries()) {
      for (let attempt = 0; ; attempt++) {
        const startsAt = todayBeforeOpening(i % 3);
        try {
          await c.query(
            `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason,
                                       completed_at, cancelled_at, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', $5::text::appointment_status, 80, 'E2E insights',
                     CASE WHEN $5::text = 'completed' THEN $4::timestamptz END, CASE WHEN $5::text = 'cancelled' THEN now() END, $4::timestamptz - interval '3 days', now())`,
            [`e2e_ai_${uid()}`, `e2e_pi_${tag}`, `e2e_di_${tag}`, startsAt, status],
          );
          starts.push(startsAt);
          break;
        } catch (err) {
          if (!isClash(err) || attempt > 200) throw err;
        }
      }
    }
    return { doctorId: `e2e_di_${tag}`, doctorName, patientName, starts };
  });
}

const statValue = (page: Page, label: string) => page.getByRole("group", { name: label }).locator("[data-stat-value]");

test("an admin reads the clinic's weeks, filters by a doctor, reads a chart as a table and downloads the CSV", async ({ page, signInAs }, testInfo) => {
  const tag = uid();
  const mine = await doctorWithVisits(tag, ["completed", "completed", "no_show", "cancelled"]);
  await signInAs("admin", { open: "/admin/dashboard" });

  // The sidebar's entry (on phones under "More").
  if (testInfo.project.name === "phone") await openMoreMenu(page);
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");
  for (const title of ["Appointments per day", "When patients come", "No-shows and cancellations per week", "How far ahead visits are booked", "Revenue per week", "Visit types", "Utilisation per doctor"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  // The charts arrive after the page (Recharts is loaded lazily).
  await expect(page.locator("[data-figure=days] .recharts-surface")).toBeVisible();
  await expectAccessible(page, "/admin/insights");

  // Another range: the last 7 days.
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByText(/\(7 days\), days in the clinic's time zone/)).toBeVisible();

  // Only the test's doctor (archived doctors are listed: their past visits count).
  await page.getByRole("combobox", { name: "Doctor" }).selectOption({ label: mine.doctorName });
  await page.getByLabel("From", { exact: true }).fill(clinicDateOf(new Date(Date.now() - 6 * 86_400_000), clinicTimeZone()));
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`doctorId=${mine.doctorId}`));
  // Two completed, one no-show: three booked; one no-show in three outcomes; two times $80.
  await expect(statValue(page, "Visits booked")).toHaveText("3");
  await expect(statValue(page, "No-show rate")).toHaveText("33%");
  await expect(statValue(page, "Revenue")).toHaveText("$160");
  await expect(page.locator("[data-figure=utilisation] [data-summary]")).toContainText(mine.doctorName);

  // A chart as a table: the days' statuses, each visit on its clinic day.
  const days = page.locator("[data-figure=days]");
  await days.getByText("Show as table").click();
  const table = days.getByRole("table", { name: "Appointments per day by status" });
  await expect(table).toBeVisible();
  const totals = await table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => Number(r.lastElementChild?.textContent ?? 0)));
  expect(totals.reduce((a, b) => a + b, 0)).toBe(4);
  await expectAccessible(page, "/admin/insights with a table open");

  // The CSV of the same range and filter: BOM, header, one row per visit (cancelled included).
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("date,time,end,doctor,patient,visit type,status,amount,booked by,created at");
  expect(lines).toHaveLength(5);
  expect(lines.slice(1).every((l) => l.includes(mine.doctorName) && l.includes(mine.patientName))).toBe(true);
  expect(lines.slice(1).map((l) => l.split(",")[6]).sort()).toEqual(["cancelled", "completed", "completed", "no_show"]);
});

test("a doctor sees their own last 90 days and insights, and not the clinic's", async ({ page, signInAs }) => {
  await signInAs("doctor", { open: "/doctor/dashboard" });
  const panel = page.locator("[data-panel=last-90-days]");
  await expect(panel.getByRole("heading", { name: "Your last 90 days" })).toBeVisible();
  for (const label of ["Visits", "No-show rate", "Utilisation", "Earnings"]) await expect(panel.locator(`[data-figure-of="${label}"]`)).toBeVisible();
  await expect(panel.locator(".recharts-surface")).toBeVisible();
  await expectAccessible(page, "/doctor/dashboard with the last 90 days");

  await panel.getByRole("link", { name: "All your insights" }).click();
  await expect(page).toHaveURL(/\/doctor\/insights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "true");
  // Their utilisation alone: one row, theirs; no filters, no CSV.
  const utilisation = page.locator("[data-figure=utilisation]");
  await utilisation.getByText("Show as table").click();
  await expect(utilisation.locator("tbody tr")).toHaveCount(1);
  await expect(utilisation.locator("tbody tr th")).toHaveText(DOCTOR.name);
  await expect(page.getByRole("combobox", { name: "Doctor" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
  await expect(page.locator("[data-figure=days] .recharts-surface")).toBeVisible();
  await expectAccessible(page, "/doctor/insights");

  // The clinic's insights and its CSV are the admin's.
  await page.goto("/admin/insights");
  await expect(page).not.toHaveURL(/\/admin\/insights/);
  const res = await page.request.get("/admin/insights/export?from=2026-01-01&to=2026-01-31", { maxRedirects: 0 });
  expect(res.headers()["content-type"] ?? "").not.toContain("text/csv");
});
