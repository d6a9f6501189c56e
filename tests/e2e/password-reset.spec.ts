import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { inboxEmailsTo, uid, openMoreMenu } from "./helpers";
import pg from "pg";

// Issue 13 as a user meets it: "Forgot password?" on the login page, the
// email in the local inbox the server delivers to (E2E_INBOX_URL, see
// playwright.config.ts), its link, a new password, and signing in with it; the
// link is spent. Then the clinic sees that email on the admin Emails screen,
// and a patient turns reminder emails off and on in the profile.

const INBOX = process.env.E2E_INBOX_URL;
// The server's database (as in admin.spec.ts): E2E_DATABASE_URL, or the embedded one on E2E_DB_PORT.
const DB_URL = process.env.E2E_DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? 54340}/careslot`;

/** The password link in the newest "Reset your password" email to `email`, once it has arrived. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const [newest] = (await inboxEmailsTo(request, INBOX!, email)).filter((m) => m.subject.startsWith("Reset your"));
        link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(newest?.text ?? "")?.[0] ?? "";
        return link;
      },
      { message: `a reset email to ${email} in the local inbox`, timeout: 30_000 },
    )
    .not.toBe("");
  return link;
}

async function login(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.beforeAll(() => {
  expect(INBOX, "E2E_INBOX_URL: the local inbox the server sends to").toBeTruthy();
});

test("forgot password: the inbox's link sets a new password once, and the new password signs in", async ({ page, request }) => {
  const email = `forgetful-${uid()}@example.com`;
  const registered = await request.post("/api/auth/register", { data: { name: "Fran Forgetful", email, password: "old-pass-1" } });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await shot(page, "forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email");
  await expect(page.getByRole("status")).toContainText("If an account uses this email");
  await shot(page, "forgot-password-sent");

  const link = await resetLinkFor(request, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await shot(page, "reset-password");
  await page.getByLabel("New Password", { exact: true }).fill("new-pass-2");
  await page.getByLabel("Confirm New Password").fill("new-pass-3");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("new-pass-2");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password is saved")).toBeVisible();

  await login(page, email, "old-pass-1");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await login(page, email, "new-pass-2");
  await expect(page).toHaveURL(/\/$/);

  // The link is spent: opening it again says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This password link has already been used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a new link" })).toHaveAttribute("href", "/forgot-password");
  await shot(page, "reset-password-used");
});

test("an unknown email gets the very same answer", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${uid()}@example.com`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this email, we have sent it a link");
});

test("the admin sees the reset email on the Emails screen", async ({ page, request }) => {
  const email = `listed-${uid()}@example.com`;
  expect((await request.post("/api/auth/register", { data: { name: "Lee Listed", email, password: "old-pass-1" } })).status()).toBe(201);
  expect((await request.post("/api/auth/forgot-password", { data: { email } })).status()).toBe(200);
  await resetLinkFor(request, email);

  await login(page, "admin@example.com", "admin1234");
  await page.waitForURL(/\/admin\/dashboard$/);
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const nav = page.getByRole("navigation", { name: phone ? "Admin Dashboard (mobile)" : "Admin Dashboard", exact: true });
  if (phone) await openMoreMenu(nav);
  await nav.getByRole("link", { name: "Emails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: email }).filter({ hasText: "Password reset" });
  await expect(card.first()).toContainText("Sent");
  await expect(card.first()).toContainText("Reset your CareSlot password");
  // Nothing on the screen scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, "admin-emails");
  await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/status=sent/);
});

test("a failed email shows the SMTP error, and Retry sends it", async ({ page, request }) => {
  // An email whose every attempt failed, as the worker leaves one (no job left).
  const id = randomUUID();
  const to = `bounced-${uid()}@example.com`;
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO emails (id, kind, recipient, subject, data, status, attempts, last_error)
       VALUES ($1, 'welcome', $2, 'Welcome to CareSlot', $3, 'failed', 8, 'ECONNECTION: connect ECONNREFUSED 10.0.0.9:587')`,
      [id, to, JSON.stringify({ name: "Bo Bounced", role: "patient" })],
    );
  } finally {
    await client.end();
  }

  await login(page, "admin@example.com", "admin1234");
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto("/admin/emails?status=failed");
  const card = page.locator(`[data-email-id="${id}"]`);
  await expect(card).toContainText("Failed");
  await expect(card).toContainText("ECONNREFUSED 10.0.0.9:587");
  await shot(page, "admin-emails-failed");
  await card.getByRole("button", { name: /^Retry sending/ }).click();
  await expect(page.getByText("The email is queued to be sent again.")).toBeVisible();

  await expect
    .poll(async () => (await inboxEmailsTo(request, INBOX!, to)).length, {
      message: "the retried email in the local inbox",
      timeout: 30_000,
    })
    .toBe(1);
  await page.goto("/admin/emails?status=sent");
  await expect(page.locator(`[data-email-id="${id}"]`)).toContainText("Sent");
});

test("a patient turns reminder emails off and on in the profile", async ({ page, request }) => {
  const email = `switch-${uid()}@example.com`;
  expect((await request.post("/api/auth/register", { data: { name: "Sia Switch", email, password: "switch-pass-1" } })).status()).toBe(201);
  await login(page, email, "switch-pass-1");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  const toggle = page.getByRole("switch", { name: "Appointment reminders" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByText("Reminder emails are off.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await shot(page, "profile-reminders-off");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Appointment reminders" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("switch", { name: "Appointment reminders" }).click();
  await expect(page.getByText("Reminder emails are on.")).toBeVisible();
});

test("an unsubscribe link that is not genuine changes nothing and says so", async ({ page }) => {
  await page.goto(`/unsubscribe?u=someone&sig=${"A".repeat(43)}`);
  await expect(page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off reminder emails" })).toHaveCount(0);
  await shot(page, "unsubscribe-invalid");
});
