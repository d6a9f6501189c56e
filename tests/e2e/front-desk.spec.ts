// Issue 26's front desk as a clinic starts it, at the desktop and the phone width: the admin adds
// a receptionist on the Staff screen, who sets a password from the emailed link (local inbox,
// E2E_INBOX_URL), logs in and lands on the clinic's day at /desk, moves to the next day and
// chooses a day and a speciality with the form, and is sent home from the admin's and the doctor's
// areas. The admin archives them, and their browser is signed out at once. The Staff screen (with
// the Add receptionist dialog open) and the desk pass axe's WCAG 2.1 AA rules.
//
// The receptionist is the test's own (the email carries the project's name and a unique id). The
// screens are also saved as pictures, in the test's output folder or E2E_SHOTS_DIR when set.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { inboxEmailsTo, uid } from "./helpers";
import { addDays, clinicDateOf, clinicTimeZone } from "../../lib/clinic-time";
import { spokenDate } from "../../lib/format";

const INBOX = process.env.E2E_INBOX_URL;
const ADMIN = { email: "admin@example.com", password: "admin1234" };
const PASSWORD = "front-desk-e2e-1";
const HOME = /^https?:\/\/[^/]+\/$/;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function login(page: Page, email: string, password: string, lands: RegExp) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(lands);
}

/** Another browser (its own cookies), with this project's device settings. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  return { context, page: await context.newPage() };
}

/** Waits for the running CSS animations that end (a dialog fading in would read as low contrast). */
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
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe on ${what}`).toEqual([]);
}

/** The whole page as a picture, named after the project (desktop-..., phone-...). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  const file = `${testInfo.project.name}-${name}.png`;
  const dir = process.env.E2E_SHOTS_DIR;
  await page.screenshot({ path: dir ? path.join(dir, file) : testInfo.outputPath(file), fullPage: true });
}

/** Nothing on the page scrolls sideways (the doctors' columns scroll inside their own region). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The link in the newest "Set your password" email to `email`, once it has arrived. */
async function setPasswordLinkFor(request: APIRequestContext, email: string): Promise<{ link: string; text: string }> {
  let found = { link: "", text: "" };
  await expect
    .poll(
      async () => {
        const [newest] = (await inboxEmailsTo(request, INBOX!, email)).filter((m) => m.subject === "Set your password for CareSlot");
        const text = newest?.text ?? "";
        found = { link: /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? "", text };
        return found.link;
      },
      { message: `a set-password email to ${email} in the local inbox`, timeout: 30_000 },
    )
    .not.toBe("");
  return found;
}

/** The admin's Staff screen by the area's navigation (on phones, under the bottom bar's More). */
async function openStaffScreen(page: Page) {
  const phone = isPhone(page);
  const nav = page.getByRole("navigation", { name: phone ? "Admin Dashboard (mobile)" : "Admin Dashboard", exact: true });
  if (phone) await nav.getByRole("button", { name: "More" }).click();
  await nav.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
}

test.beforeAll(() => {
  expect(INBOX, "E2E_INBOX_URL: the local inbox the server sends to").toBeTruthy();
});

test("the front desk: an admin adds a receptionist, who sets a password, works the clinic day, and is signed out when archived", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}${uid()}`;
  const name = `Rita Desk ${tag}`;
  const email = `e2e.desk.${tag}@example.com`;
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const desk = await otherBrowser(browser, testInfo);
  const card = page.getByRole("article", { name, exact: true });

  try {
    await test.step("the admin adds a receptionist on the Staff screen", async () => {
      await login(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
      await openStaffScreen(page);
      await expectAccessible(page, "the admin's Staff screen");

      await page.getByRole("button", { name: "Add receptionist" }).click();
      const dialog = page.getByRole("dialog", { name: "Add receptionist" });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, "the Add receptionist dialog");
      await shot(page, testInfo, "admin-staff-add-dialog");
      await dialog.getByLabel("Full name").fill(name);
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Add receptionist" }).click();
      await expect(page.getByText("Receptionist added. They were emailed a link to set their password.").first()).toBeVisible();
      await expect(dialog).toBeHidden();

      await expect(card).toBeVisible();
      await expect(card).toContainText(email);
      await expect(card.getByText("Invitation sent")).toBeVisible();
      await expect(card.getByRole("button", { name: `Archive ${name}` })).toBeVisible();
      await expectAccessible(page, "the Staff screen with a new receptionist");
      await expectNoSidewaysScroll(page);
      await shot(page, testInfo, "admin-staff");
    });

    await test.step("the receptionist sets a password from the emailed link and lands on the clinic day", async () => {
      const { link, text } = await setPasswordLinkFor(request, email);
      expect(text).toContain("The clinic has made your front desk account.");
      await desk.page.goto(link);
      await expect(desk.page.getByRole("heading", { name: "Set your password" })).toBeVisible();
      await desk.page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
      await desk.page.getByLabel("Confirm New Password").fill(PASSWORD);
      await desk.page.getByRole("button", { name: "Set Password" }).click();
      await expect(desk.page).toHaveURL(/\/login$/);

      await login(desk.page, email, PASSWORD, /\/desk$/);
      await expect(desk.page.getByRole("heading", { level: 1, name: "Clinic day" })).toBeVisible();
      await expect(desk.page.getByRole("main")).toContainText(`${spokenDate(today)} (today)`);
      await expect(desk.page.getByText(`Signed in as ${name}`).first()).toBeAttached();
      // The demo doctors work every day; a day without any says so.
      const doctors = desk.page.locator("section[data-doctor-id]");
      await expect(doctors.first().or(desk.page.getByText("No doctor works this day"))).toBeVisible();
      if (await doctors.count()) {
        // Each column is named by its doctor's heading, and a column's visits are "Visits with <doctor>".
        const first = doctors.first();
        const doctor = (await first.getByRole("heading", { level: 2 }).textContent())!.trim();
        await expect(desk.page.getByRole("region", { name: doctor, exact: true })).toBeVisible();
        const visits = first.getByRole("list", { name: `Visits with ${doctor}`, exact: true });
        await expect(visits.or(first.getByText("No visits booked."))).toBeVisible();
      }
      // A receptionist's area is the desk alone.
      await expect(desk.page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
      await expectAccessible(desk.page, "the front desk's clinic day");
      await expectNoSidewaysScroll(desk.page);
      await shot(desk.page, testInfo, "desk");
    });

    await test.step("the receptionist moves to the next day, then chooses a day and a speciality", async () => {
      const days = desk.page.getByRole("navigation", { name: "Choose the day" });
      const tomorrow = addDays(today, 1);
      await days.getByRole("link", { name: "Next day" }).click();
      await expect(desk.page).toHaveURL(new RegExp(`/desk\\?date=${tomorrow}$`));
      await expect(desk.page.getByRole("main")).toContainText(spokenDate(tomorrow));
      await expect(desk.page.getByLabel("Day", { exact: true })).toHaveValue(tomorrow);
      await expect(days.getByRole("link", { name: "Today" })).not.toHaveAttribute("aria-current");

      const later = addDays(today, 2);
      await desk.page.getByLabel("Day", { exact: true }).fill(later);
      await desk.page.getByLabel("Speciality").selectOption("General Physician");
      await days.getByRole("button", { name: "Show" }).click();
      await expect(desk.page).toHaveURL(new RegExp(`/desk\\?date=${later}&speciality=General\\+Physician$`));
      await expect(desk.page.getByRole("main")).toContainText(spokenDate(later));
      await expect(desk.page.getByLabel("Speciality")).toHaveValue("General Physician");
      const doctors = desk.page.locator("section[data-doctor-id]");
      await expect(doctors.first().or(desk.page.getByText("No doctor works this day"))).toBeVisible();
      await expect(doctors.filter({ hasNotText: "General Physician" })).toHaveCount(0);
      await expectAccessible(desk.page, "the clinic day of one speciality");

      // The day links keep the speciality; Today comes back to today.
      await days.getByRole("link", { name: "Today" }).click();
      await expect(desk.page).toHaveURL(new RegExp(`/desk\\?date=${today}&speciality=General(\\+|%20)Physician$`));
      await expect(days.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "date");
    });

    await test.step("the receptionist is sent home from the admin's and the doctor's areas", async () => {
      await desk.page.goto("/admin/dashboard");
      await expect(desk.page).toHaveURL(HOME);
      await desk.page.goto("/admin/staff");
      await expect(desk.page).toHaveURL(HOME);
      await desk.page.goto("/doctor/dashboard");
      await expect(desk.page).toHaveURL(HOME);
      await desk.page.goto("/desk");
      await expect(desk.page.getByRole("heading", { level: 1, name: "Clinic day" })).toBeVisible();
    });

    await test.step("the admin archives the receptionist; their browser is signed out at once", async () => {
      await page.reload();
      await expect(card).toBeVisible();
      // The password is set: the invitation is no longer pending.
      await expect(card.getByText("Invitation sent")).toHaveCount(0);
      await card.getByRole("button", { name: `Archive ${name}` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Archive ${name}?` });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole("button", { name: "Keep them" })).toBeVisible();
      await confirm.getByRole("button", { name: "Archive", exact: true }).click();
      await expect(page.getByText("Receptionist archived. Their sessions have ended.").first()).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(card.getByText("Archived", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: `Archive ${name}` })).toHaveCount(0);

      // The desk's next request finds the session ended (by way of /session-ended) and asks for a login.
      await desk.page.reload();
      await expect(desk.page).toHaveURL(/\/login/);
      await expect(desk.page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
      // And the right password no longer signs them in.
      await desk.page.getByLabel("Email").fill(email);
      await desk.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await desk.page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(desk.page.getByText("This account has been closed. Please contact the clinic.")).toBeVisible();
      await expect(desk.page).toHaveURL(/\/login/);
    });
  } finally {
    await desk.context.close();
  }
});
