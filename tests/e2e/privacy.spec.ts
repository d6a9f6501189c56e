// The profile's three parts of issue 45, on an account of the test's own: "Who has opened your
// record" lists a front desk read (written to the trail here, as the desk's screens write it),
// "Download my data" downloads the JSON file, the page is axe clean in every language (switched on
// the same page with the NEXT_LOCALE cookie: a REST sign-up saves no language), and "Delete my
// account" (password, the typed word) erases the account and signs the browser out.
// The shared demo accounts are never touched (other specs reuse their sessions).
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { db, expectAccessible, uid } from "./helpers";
import { DEMO, signInWithPassword } from "./signed-in";
import es from "../../messages/account/es.json";
import fr from "../../messages/account/fr.json";
import ar from "../../messages/account/ar.json";

const PASSWORD = "privacy1234";
const LANGUAGES = { es, fr, ar } as const;

test("a patient sees who opened their record, downloads their data, then deletes their account", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const email = `privacy-${testInfo.project.name}-${uid()}@example.test`;
  const res = await page.request.post("/api/auth/register", { data: { name: "Petra Private", email, password: PASSWORD } });
  expect(res.status(), "POST /api/auth/register").toBe(201);
  // A front desk read of her record, as the desk's screens write it (lib/audit recordStaffRead).
  await db(async (c) => {
    const { rows } = await c.query<{ patient: string; desk: string }>(
      "SELECT (SELECT id FROM users WHERE email = $1) AS patient, (SELECT id FROM users WHERE email = $2) AS desk",
      [email, DEMO.desk.email],
    );
    await c.query(
      "INSERT INTO audit_events (actor_id, actor_role, address, user_agent, action, subject_type, subject_id, patient_id) VALUES ($1, 'receptionist', '198.51.100.9', 'e2e', 'patient_record.viewed', 'user', $2, $2)",
      [rows[0].desk, rows[0].patient],
    );
  });

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
  await signInWithPassword(page, email, PASSWORD);
  await page.goto("/profile");
  const log = page.getByRole("region", { name: "Who has opened your record" });
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log.getByRole("listitem")).toContainText("(front desk) opened your record");
  await expect(log).not.toContainText("198.51.100.9");
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`profile-privacy-${testInfo.project.name}.png`), fullPage: true });

  // Download my data: the JSON file with every part.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^careslot-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(Object.keys(file)).toEqual(expect.arrayContaining(["profile", "dependents", "appointments", "waitlist", "emails", "twoFactor", "accessLog"]));
  expect(file.profile.email).toBe(email);
  expect(file.accessLog).toHaveLength(1);

  // Every language, on the same page; the delete dialog's form in English and in Arabic.
  await expectAccessible(page, "the profile (en)");
  for (const [locale, messages] of Object.entries(LANGUAGES)) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: messages.AccessLog.title })).toBeVisible();
    await expect(page.getByRole("link", { name: messages.YourData.downloadButton })).toBeVisible();
    await expectAccessible(page, `the profile (${locale})`);
  }
  await page.getByRole("button", { name: ar.YourData.deleteButton }).click();
  await expect(page.getByRole("dialog", { name: ar.YourData.deleteTitle })).toBeVisible();
  await expect(page.getByLabel(ar.YourData.passwordLabel)).toBeVisible();
  await expectAccessible(page, "the delete dialog (ar)");
  await page.screenshot({ path: testInfo.outputPath(`delete-dialog-ar-${testInfo.project.name}.png`) });

  // Delete my account, in English: the button waits for the typed word.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
  await page.reload();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill(PASSWORD);
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expectAccessible(page, "the delete dialog (en)");
  await confirm.click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
  const erased = await db((c) => c.query("SELECT name, email, erased_at FROM users WHERE email = $1", [email]));
  expect(erased.rowCount, "no account holds the email any more").toBe(0);
});
