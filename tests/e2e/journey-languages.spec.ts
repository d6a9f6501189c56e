import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, radioText } from "./helpers";
import { specialitySlug } from "../../lib/clinic/specialities";
import fr from "../../messages/booking/fr.json";
import ar from "../../messages/booking/ar.json";

// The patient's journey in French and in Arabic (issue 29), at the desktop and the phone width:
// find a doctor, book a free time, see it on My Appointments, move it with the reschedule dialog,
// then cancel it with a reason. The words asserted are the booking group's messages
// (messages/booking/<locale>.json); times show on the 24-hour clock; Arabic pages are right to
// left; no page scrolls sideways. Signing in is done in English (the login form is another
// part's), then the NEXT_LOCALE cookie turns the pages French or Arabic (a REST sign-up saves no
// language, so the cookie decides). Screenshots go to test-results.

const PASSWORD = "secret123";

type Messages = typeof fr;

function uniqueEmail(testInfo: TestInfo, tag: string) {
  const rand = Math.random().toString(36).slice(2, 7);
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}${rand}@example.com`;
}

async function setLanguage(page: Page, baseURL: string, locale: "en" | "fr" | "ar") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

async function signIn(page: Page, baseURL: string, email: string) {
  await setLanguage(page, baseURL, "en");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A doctor taking bookings with free times on at least two days (the move goes to another day). */
async function doctorWithFreeDays(request: APIRequestContext) {
  const doctors = (await (await request.get("/api/doctor")).json()).doctors as { _id: string; name: string; speciality: string; available: boolean }[];
  for (const d of doctors.filter((x) => x.available)) {
    const slots = (await (await request.get(`/api/doctor/${d._id}/slots`)).json()).slots as { date: string; slots: { time: string }[] }[];
    if (slots.length >= 3) return d;
  }
  throw new Error("no doctor with free times on three days");
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });
  expect(overflow, `${what}: no sideways scroll`).toBeLessThanOrEqual(0);
}

async function expectLanguage(page: Page, locale: "fr" | "ar") {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", locale);
  if (locale === "ar") await expect(html).toHaveAttribute("dir", "rtl");
  else await expect(html).not.toHaveAttribute("dir", "rtl");
}

/** The start of a message before its first {argument} or <tag>, to match a name that goes on. */
const lead = (text: string) => text.split(/[{<]/)[0];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const JOURNEYS: { locale: "fr" | "ar"; m: Messages; dayIndex: (count: number) => number }[] = [
  // Different days for the two languages, so the two journeys never want the same time.
  { locale: "fr", m: fr, dayIndex: () => 1 },
  { locale: "ar", m: ar as Messages, dayIndex: (count) => count - 1 },
];

for (const { locale, m, dayIndex } of JOURNEYS) {
  test(`the patient's journey in ${locale === "fr" ? "French" : "Arabic"}: find a doctor, book, reschedule, cancel`, async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    // Each screen of the journey passes WCAG 2.1 AA in this language too, then is kept as a picture.
    const shot = async (name: string) => {
      await expectAccessible(page, `${name} in ${locale}`);
      await page.screenshot({ path: testInfo.outputPath(`journey-${locale}-${name}-${testInfo.project.name}.png`), fullPage: true });
    };
    const email = uniqueEmail(testInfo, `journey-${locale}`);
    const registered = await request.post("/api/auth/register", { data: { name: "Camille Haddad", email, password: PASSWORD } });
    expect(registered.status(), await registered.text()).toBe(201);
    const doctor = await doctorWithFreeDays(request);

    await signIn(page, base, email);
    await setLanguage(page, base, locale);

    await test.step("find the doctor among their speciality's doctors", async () => {
      await page.goto(`/doctors/${specialitySlug(doctor.speciality)}`);
      await expectLanguage(page, locale);
      await expectNoSidewaysScroll(page, "the speciality's doctors");
      await page.getByRole("main").getByRole("link", { name: doctor.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/appointment/${doctor._id}$`));
      await expect(page.getByRole("heading", { level: 1, name: doctor.name })).toBeVisible();
    });

    let bookedTime = "";
    await test.step("book a free time: the day and time pickers speak the language, times on the 24-hour clock", async () => {
      await expectLanguage(page, locale);
      await expect(page.getByRole("heading", { level: 2, name: m.BookingPage.bookingSlots })).toBeVisible();
      // "1. Choose a day", or "2. ..." after a visit type step: matched without its number.
      const unnumbered = (heading: string) => new RegExp(escape(heading.replace(/^\d+\.\s*/, "")));
      const days = page.getByRole("radiogroup", { name: unnumbered(m.SlotFields.dayHeading) });
      const times = page.getByRole("radiogroup", { name: unnumbered(m.SlotFields.timeHeading) });
      const dayCount = await days.getByRole("radio").count();
      expect(dayCount).toBeGreaterThan(1);
      await days.getByRole("radio").nth(dayIndex(dayCount)).click();
      const time = times.getByRole("radio").last();
      bookedTime = await radioText(time);
      expect(bookedTime).toMatch(/^\d{2}:\d{2}$/);
      // A time is named by the whole time, as it shows.
      await expect(time).toHaveAccessibleName(bookedTime);
      await time.click();
      await expect(page.locator('[aria-live="polite"]').filter({ hasText: lead(m.BookingPanel.yourChoice).trim() })).toContainText(bookedTime);
      await expectNoSidewaysScroll(page, "the booking page");
      await shot("booking");
      await page.getByRole("button", { name: m.BookingPanel.bookAppointment }).click();
      const booked = page.getByRole("status").filter({ hasText: m.BookingPanel.bookedTitle });
      await expect(booked).toBeVisible();
      await expect(booked).toContainText(bookedTime);
      await booked.getByRole("link", { name: m.BookingPanel.myAppointments }).click();
    });

    await test.step("My Appointments lists it under Upcoming, pending", async () => {
      await expect(page).toHaveURL(/\/my-appointments$/);
      await expectLanguage(page, locale);
      await expect(page.getByRole("heading", { level: 1, name: m.MyAppointments.heading })).toBeVisible();
      const upcoming = page.getByRole("region", { name: new RegExp(escape(m.MyAppointments.upcoming)) });
      const card = upcoming.getByRole("article").filter({ hasText: doctor.name }).filter({ hasText: bookedTime });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(m.PatientStatus.statusPending);
      await expectNoSidewaysScroll(page, "My Appointments");
      await shot("my-appointments");
      await card.getByRole("link", { name: new RegExp(`^${escape(lead(m.PatientAppointmentCard.detailsLabel))}`) }).click();
      await expect(page).toHaveURL(/\/my-appointments\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1, name: m.AppointmentDetails.heading })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(bookedTime);
    });

    let newTime = "";
    await test.step("move it to another day with the reschedule dialog", async () => {
      await page.getByRole("button", { name: m.RescheduleDialog.trigger, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: m.RescheduleDialog.title });
      await expect(dialog).toBeVisible();
      const days = dialog.getByRole("radiogroup", { name: new RegExp(escape(m.RescheduleDialog.newDay)) });
      await expect(days.getByRole("radio").first()).toBeVisible();
      // Nothing chosen yet: said in the language.
      await dialog.getByRole("button", { name: m.RescheduleDialog.move }).click();
      await expect(dialog.getByRole("alert")).toHaveText(m.RescheduleDialog.selectSlot);
      // Another day than the two journeys book, and a time from the middle of it (other specs take the first).
      const dayCount = await days.getByRole("radio").count();
      await days.getByRole("radio").nth(locale === "fr" ? 0 : Math.min(2, dayCount - 1)).click();
      const times = dialog.getByRole("radiogroup", { name: new RegExp(escape(m.RescheduleDialog.newTime)) }).getByRole("radio");
      const time = times.nth(Math.floor((await times.count()) / 2));
      newTime = await radioText(time);
      expect(newTime).toMatch(/^\d{2}:\d{2}$/);
      await time.click();
      await expect(dialog).toContainText(newTime);
      await expectNoSidewaysScroll(page, "the reschedule dialog");
      await shot("reschedule");
      await dialog.getByRole("button", { name: m.RescheduleDialog.move }).click();
      await expect(dialog).toBeHidden();
      const history = page.getByRole("main").locator('[data-field="reschedule-history"]');
      await expect(history.getByRole("heading", { name: m.AppointmentDetails.rescheduledHeading })).toBeVisible();
      await expect(history).toContainText(newTime);
    });

    await test.step("cancel it with a reason behind the confirmation", async () => {
      await page.getByRole("button", { name: m.PatientCancel.trigger }).click();
      const dialog = page.getByRole("alertdialog", { name: m.PatientCancel.title });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(m.CancelReason.reasonLabel, { exact: true }).selectOption({ label: m.CancelReason.choiceScheduleConflict });
      await expectNoSidewaysScroll(page, "the cancel dialog");
      await shot("cancel");
      await dialog.getByRole("button", { name: m.PatientCancel.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("main").getByText(m.PatientStatus.statusCancelled, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: m.PatientCancel.trigger })).toHaveCount(0);
      // The reason is stored as the clinic reads it (English), whatever the patient's language.
      await expect(page.locator('[data-field="cancellation-reason"]')).toContainText("Schedule conflict");

      await page.getByRole("main").getByRole("link", { name: m.AppointmentDetails.back }).click();
      await expect(page).toHaveURL(/\/my-appointments$/);
      const past = page.getByRole("region", { name: new RegExp(escape(m.MyAppointments.past)) }).getByRole("article").filter({ hasText: doctor.name });
      await expect(past.filter({ hasText: newTime })).toHaveCount(1);
      await expect(past.filter({ hasText: newTime })).toContainText(m.PatientStatus.statusCancelled);
      await expectNoSidewaysScroll(page, "My Appointments after cancelling");
      await shot("cancelled");
    });
  });
}
