import { expect, test, type Page } from "@playwright/test";
import { radioText, uid } from "./helpers";

// Issue 25: booking works before any script runs (a flaky network, an old browser, a blocked
// CDN). With JavaScript disabled, a patient browses, opens a doctor, signs in, books a visit of a
// chosen type, sees it in My Appointments and cancels it; a time taken meanwhile answers with the
// page and its message. Every form here is a plain HTML form.

test.use({ javaScriptEnabled: false });

const PASSWORD = "no-scripts-e2e-1";
const DOCTOR = "Dr. Sarah Patel"; // the demo seed's doctor with three visit types

async function register(page: Page, who: string) {
  const email = `e2e.nojs.${who}.${uid()}@example.com`;
  const res = await page.request.post("/api/auth/register", { data: { name: `Noor ${who}`, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** The booking page of DOCTOR, reached from /doctors as a visitor does. */
async function openDoctor(page: Page) {
  await page.goto("/doctors");
  await page.getByRole("link", { name: new RegExp(DOCTOR) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: DOCTOR })).toBeVisible();
}

async function signInFromBookingPage(page: Page, email: string) {
  await page.getByRole("link", { name: "Login to book" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  // A passkey needs a script: without one its button is disabled, not a click that does nothing.
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeDisabled();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: DOCTOR })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book Appointment" })).toBeVisible();
}

/** Chooses the follow-up (a GET form without scripts), then the first day and its first time. */
async function chooseFollowUpTime(page: Page) {
  await page.getByRole("radio", { name: /^Follow-up/ }).check();
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/[?&]type=seed-follow-up/);
  await expect(page.getByRole("radio", { name: /^Follow-up/ })).toBeChecked();
  const day = page.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio").first();
  await day.check();
  const time = page.getByRole("radiogroup", { name: /Choose a time/ }).getByRole("radio").first();
  const text = await radioText(time);
  await time.check();
  return { day: (await day.getAttribute("aria-label"))!.split(":")[0], time: text };
}

test("with scripts off, a patient signs in, books a follow-up, finds it in My Appointments, moves it and cancels it", async ({ page }) => {
  const email = await register(page, "journey");
  await openDoctor(page);
  await expect(page.getByText("You must be logged in to book an appointment")).toBeVisible();
  await signInFromBookingPage(page, email);

  // Nothing chosen: the server says what SPEC's page says.
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select a date and time slot" })).toBeVisible();

  const chosen = await chooseFollowUpTime(page);
  await page.getByLabel("Reason for visit (optional)").fill("Results of last week's tests");
  await page.getByRole("button", { name: "Book Appointment" }).click();
  const booked = page.getByRole("status").filter({ hasText: "You're booked" });
  await expect(booked).toContainText("Follow-up");
  await expect(booked).toContainText(chosen.time);

  await booked.getByRole("link", { name: "My appointments" }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
  const card = page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: DOCTOR }).first();
  await expect(card).toContainText("Follow-up");
  await expect(card).toContainText(chosen.time);

  // Move it (the Reschedule button is a link to a page of its own without scripts).
  await card.getByRole("link", { name: /^Details of the appointment/ }).click();
  await page.getByRole("link", { name: "Reschedule" }).click();
  await expect(page).toHaveURL(/\/my-appointments\/[^/]+\/reschedule$/);
  await page.getByRole("button", { name: "Move appointment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select a date and time slot" })).toBeVisible();
  const days = page.getByRole("radiogroup", { name: /New day/ }).getByRole("radio");
  await days.last().check();
  const newTime = page.getByRole("radiogroup", { name: /New time/ }).getByRole("radio").first();
  const movedTo = await radioText(newTime);
  await newTime.check();
  await page.getByRole("button", { name: "Move appointment" }).click();
  await expect(page).toHaveURL(/\/my-appointments\/[^/?]+\?done=rescheduled$/);
  await expect(page.getByRole("status").filter({ hasText: "Appointment rescheduled" })).toBeVisible();
  await expect(page.getByText(movedTo).first()).toBeVisible();

  await page.getByRole("link", { name: "Cancel appointment" }).click();
  await expect(page).toHaveURL(/\/my-appointments\/[^/]+\/cancel$/);
  await page.getByLabel("Reason (optional)").selectOption("Schedule conflict");
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page).toHaveURL(/\/my-appointments\/[^/?]+\?done=cancelled$/);
  await expect(page.getByRole("status").filter({ hasText: "Appointment cancelled" })).toBeVisible();
  await expect(page.getByText("Reason for cancelling: Schedule conflict")).toBeVisible();
});

test("with scripts off, a time taken meanwhile answers with the page and its message", async ({ page, browser }) => {
  const email = await register(page, "late");
  await openDoctor(page);
  await signInFromBookingPage(page, email);
  const chosen = await chooseFollowUpTime(page);

  // Someone else books that very time first (another patient, through the same page).
  const rivalContext = await browser.newContext({ javaScriptEnabled: false });
  try {
    const rival = await rivalContext.newPage();
    const rivalEmail = await register(rival, "rival");
    await rival.goto(page.url());
    await signInFromBookingPage(rival, rivalEmail);
    const day = rival.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio", { name: new RegExp(`^${chosen.day}:`) });
    await day.check();
    await rival.getByRole("radiogroup", { name: /Choose a time/ }).getByRole("radio", { name: chosen.time, exact: true }).check();
    await rival.getByRole("button", { name: "Book Appointment" }).click();
    await expect(rival.getByRole("status").filter({ hasText: "You're booked" })).toBeVisible();
  } finally {
    await rivalContext.close();
  }

  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("alert").first()).toContainText(/just booked|not available|no longer|taken/i);
  await expect(page.getByRole("heading", { level: 1, name: DOCTOR })).toBeVisible();
  // The page shows the times as they are now: that one is gone from its day.
  const day = page.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio", { name: new RegExp(`^${chosen.day}:`) });
  if ((await day.count()) > 0) {
    await day.check();
    await expect(page.getByRole("radiogroup", { name: /Choose a time/ }).getByRole("radio", { name: chosen.time, exact: true })).toHaveCount(0);
  }
});
