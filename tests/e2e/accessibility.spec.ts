// Every screen passes axe-core's WCAG 2.1 AA rules in real Chromium, at the
// desktop and the phone size (the two projects of playwright.config.ts): the
// public pages signed out, then the patient's, the doctor's, the admin's and
// the front desk's screens, each role signed in (./signed-in.ts), with the main dialogs
// opened where that is cheap. Nothing is excluded and no rule is turned off: a
// violation is fixed in the app. Read-only: dialogs are opened and closed,
// never sent.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { readyForAxe, openMoreMenu } from "./helpers";
import { expect, test } from "./signed-in";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per rule, then each offending element: what a person fixing it needs to read. */
function summarize(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" >> ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `  [${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/**
 * Runs axe on the whole page as it is (with a dialog open, the page behind it is hidden from
 * assistive technology) and records any WCAG 2.1 AA violation as a soft failure, so that one
 * run lists every screen's.
 */
async function checkA11y(page: Page, screen: string) {
  await readyForAxe(page);
  // resultTypes: only the violations are gathered in full (faster on long lists).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ["violations"] }).analyze();
  expect.soft(violations, `${screen} (${page.url()}) has WCAG 2.1 AA violations:\n${summarize(violations)}`).toEqual([]);
}

/** Opens `path` and checks it once its main heading is shown. */
async function visit(page: Page, screen: string, path: string) {
  await test.step(screen, async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await checkA11y(page, screen);
  });
}

/** The first link on the page whose address matches `pattern`, as a path. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return href!;
}

/** Opens a dialog with `open`, checks it, and closes it with Escape. */
async function checkDialog(page: Page, screen: string, open: () => Promise<void>, dialog: Locator) {
  await test.step(screen, async () => {
    await open();
    await expect(dialog).toBeVisible();
    await checkA11y(page, screen);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

/** The profile page in edit mode (Edit Profile, then back with Cancel, nothing saved). */
async function checkProfileEditing(page: Page) {
  await test.step("profile: editing", async () => {
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await checkA11y(page, "profile: editing");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The form of the page sent empty: every field's error shown (read-only, nothing is sent to the server). */
async function checkErrors(page: Page, screen: string, submit: string, firstError: string) {
  await test.step(`${screen}: with errors`, async () => {
    await page.getByRole("button", { name: submit, exact: true }).click();
    await expect(page.getByText(firstError).first()).toBeVisible();
    await checkA11y(page, `${screen}: with errors`);
  });
}

type PublicDoctor = { _id: string; name: string; speciality: string };

test("signed out: the public pages pass WCAG 2.1 AA", async ({ page }) => {
  test.setTimeout(120_000);
  const res = await page.request.get("/api/doctor?limit=100");
  expect(res.ok()).toBe(true);
  const { doctors } = (await res.json()) as { doctors: PublicDoctor[] };
  const first = doctors[0];
  const patel = doctors.find((d) => d.name === "Dr. Sarah Patel");
  expect(first, "a doctor in the demo data").toBeTruthy();
  expect(patel, "Dr. Sarah Patel in the demo data").toBeTruthy();
  const slug = first.speciality.toLowerCase().replace(" ", "-");

  await visit(page, "home", "/");
  if (isPhone(page)) {
    await checkDialog(page, "the menu", () => page.getByRole("button", { name: "Open menu" }).click(), page.getByRole("navigation", { name: "Mobile" }));
  }
  await visit(page, "all doctors", "/doctors");
  await visit(page, `doctors: ${first.speciality}`, `/doctors/${slug}`);
  await visit(page, `booking: ${first.name}`, `/appointment/${first._id}`);
  await test.step(`booking: ${first.name}, a time chosen`, async () => {
    await page.getByRole("radiogroup", { name: /Choose a time/ }).getByRole("radio").first().click();
    await checkA11y(page, "booking with a time chosen");
  });
  await visit(page, "booking: several visit types (Dr. Sarah Patel)", `/appointment/${patel!._id}`);
  await test.step("booking: the visit type step is shown", async () => {
    await expect(page.getByRole("heading", { name: /What is the visit for\?/ })).toBeVisible();
  });
  await visit(page, "about", "/about");
  await visit(page, "contact", "/contact");
  await visit(page, "login", "/login");
  await checkErrors(page, "login", "Login", "Please enter a valid email address");
  await visit(page, "signup", "/signup");
  await checkErrors(page, "signup", "Sign Up", "Full name must be at least 3 characters");
  await visit(page, "forgot password", "/forgot-password");
  await visit(page, "not found", "/no-such-page-here");
  await visit(page, "unknown doctor", "/appointment/no-such-doctor");
});

test("patient: their screens pass WCAG 2.1 AA", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("patient");

  await visit(page, "my appointments", "/my-appointments");
  if (!isPhone(page)) {
    await checkDialog(
      page,
      "the account menu",
      () => page.getByRole("button", { name: /^Account menu for/ }).click(),
      page.getByRole("navigation", { name: "Account" }),
    );
  }
  const detail = await firstHref(page, /^\/my-appointments\/[^/?#]+$/);
  await visit(page, "an appointment", detail);
  const cancel = page.getByRole("button", { name: "Cancel appointment" });
  if (await cancel.count()) {
    await checkDialog(page, "the cancel dialog", () => cancel.first().click(), page.getByRole("alertdialog"));
  }
  const reschedule = page.getByRole("button", { name: "Reschedule" });
  if (await reschedule.count()) {
    await checkDialog(page, "the reschedule dialog", () => reschedule.first().click(), page.getByRole("dialog"));
  }
  // Where Cancel and Reschedule lead without scripts (issue 25).
  await visit(page, "the cancel page", `${detail}/cancel`);
  await visit(page, "the reschedule page", `${detail}/reschedule`);
  await visit(page, "profile", "/profile");
  await checkProfileEditing(page);
  const res = await page.request.get("/api/doctor?limit=1");
  const { doctors } = (await res.json()) as { doctors: PublicDoctor[] };
  await visit(page, "booking as a patient", `/appointment/${doctors[0]._id}`);
});

test("doctor: the doctor area passes WCAG 2.1 AA", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("doctor");

  await visit(page, "dashboard", "/doctor/dashboard");
  await visit(page, "appointments", "/doctor/appointments");
  const cancel = page.getByRole("button", { name: /^Cancel/ });
  if (await cancel.count()) {
    await checkDialog(page, "the cancel dialog", () => cancel.first().click(), page.getByRole("alertdialog"));
  }
  await visit(page, "patients", "/doctor/patients");
  const patient = await firstHref(page, /^\/doctor\/patients\/[^/?#]+$/);
  await visit(page, "a patient", patient);
  await visit(page, "profile", "/doctor/profile");
  await checkProfileEditing(page);
  await visit(page, "schedule", "/doctor/schedule");
});

test("admin: the admin area passes WCAG 2.1 AA", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("admin");

  await visit(page, "dashboard", "/admin/dashboard");
  await visit(page, "appointments", "/admin/appointments");
  const cancel = page.getByRole("button", { name: /^Cancel/ });
  if (await cancel.count()) {
    await checkDialog(page, "the cancel dialog", () => cancel.first().click(), page.getByRole("alertdialog"));
  }
  await visit(page, "doctors", "/admin/doctors");
  await checkDialog(page, "add doctor", () => page.getByRole("button", { name: "Add Doctor" }).click(), page.getByRole("dialog", { name: "Add Doctor" }));
  await checkDialog(
    page,
    "edit doctor",
    () => page.locator("article").first().getByRole("button", { name: /^Edit/ }).click(),
    page.getByRole("dialog", { name: /^Edit / }),
  );
  const schedule = await firstHref(page, /^\/admin\/doctors\/[^/?#]+\/schedule$/);
  await visit(page, "a doctor's schedule", schedule);
  if (isPhone(page)) {
    await test.step("the More menu", async () => {
      const nav = page.getByRole("navigation", { name: "Admin Dashboard (mobile)", exact: true });
      await openMoreMenu(nav);
      await checkA11y(page, "the More menu");
      await nav.getByRole("button", { name: "More" }).click();
    });
  }
  await visit(page, "emails", "/admin/emails");
  await visit(page, "messages", "/admin/messages");
  await visit(page, "profile", "/admin/profile");
  await checkProfileEditing(page);
  await visit(page, "settings", "/admin/settings");
  await visit(page, "staff", "/admin/staff");
  await checkDialog(
    page,
    "add receptionist",
    () => page.getByRole("button", { name: "Add receptionist" }).click(),
    page.getByRole("dialog", { name: "Add receptionist" }),
  );
  await visit(page, "visit types", "/admin/visit-types");
  await checkDialog(
    page,
    "add visit type",
    () => page.getByRole("button", { name: "Add visit type" }).click(),
    page.getByRole("dialog"),
  );
  await checkDialog(
    page,
    "edit visit type",
    () => page.getByRole("button", { name: /^Edit/ }).first().click(),
    page.getByRole("dialog"),
  );
});

test("receptionist: the front desk passes WCAG 2.1 AA", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("desk");

  await visit(page, "clinic day", "/desk");
  // The grid's free starts open Book at that start (none are left late in the day).
  const free = page.locator("[data-free-start]");
  if (await free.count()) {
    await checkDialog(page, "the Book dialog from a free start", () => free.first().click(), page.getByRole("dialog", { name: /^Book with / }));
  }
  // A block opens its visit, where the status actions are (the demo day has visits).
  const block = page.locator("li[data-appointment-id]:not([data-status=cancelled])").getByRole("link");
  if (await block.count()) {
    await visit(page, "a visit", (await block.first().getAttribute("href"))!);
    const cancel = page.getByRole("button", { name: /^Cancel/ });
    if (await cancel.count()) {
      await checkDialog(page, "the cancel dialog", () => cancel.first().click(), page.getByRole("alertdialog"));
    }
  }
  await visit(page, "clinic day of one speciality", "/desk?speciality=Cardiologist");
});
