import { readFile } from "node:fs/promises";
import zlib from "node:zlib";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { radioText } from "./helpers";

// The patient's journeys (issue 4), at the desktop and the phone width:
// sign up, log in from a doctor's page, browse by speciality, book the first
// offered slot, see it under Upcoming, open it and download the .ics, cancel
// it, edit the profile with a new photo, and send a contact message. Every
// test makes its own user, and nothing depends on the clock beyond "the
// first slot on offer".

const PASSWORD = "secret123";

function uniqueEmail(testInfo: TestInfo, tag: string) {
  const rand = Math.random().toString(36).slice(2, 7);
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}${rand}@example.com`;
}

/** A real 2x2 PNG, built here: signature, IHDR, IDAT (zlib), IEND, with CRCs. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0); // width
  ihdr.writeUInt32BE(2, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // Two rows, each: filter byte 0 + two RGB pixels (teal and coral).
  const row = Buffer.from([0, 0x00, 0x80, 0x80, 0xff, 0x7f, 0x50]);
  const idat = zlib.deflateSync(Buffer.concat([row, row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** A patient account made through the REST API (for journeys that are not about signing up). */
/**
 * The booked start is no longer offered: its day was dropped (it was that day's
 * last free time, e.g. 08:30 PM late in the evening) or, chosen again, no
 * longer lists that time. `dayLabel` is the day radio's label before booking.
 */
async function expectOfferGone(page: Page, dayLabel: string, time: string) {
  const date = dayLabel.split(":")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const day = page.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio", { name: new RegExp(`^${date}:`) });
  const times = page.getByRole("radiogroup", { name: /Choose a time/ });
  await expect(async () => {
    if ((await day.count()) === 0) return;
    if (!(await day.isChecked())) await day.click();
    await expect(times.getByRole("radio", { name: time, exact: true })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function registerPatient(page: Page, email: string, name: string) {
  const res = await page.request.post("/api/auth/register", { data: { name, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
}

test("a new patient signs up, books the first free slot, gets the .ics, and cancels", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, "book");
  const name = "Jordan Avery";

  await test.step("sign up shows each validation message once, then succeeds", async () => {
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Al");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Confirm Password").fill("1234");
    await page.getByRole("button", { name: "Sign Up" }).click();
    for (const message of [
      "Full name must be at least 3 characters",
      "Invalid email address",
      "Password must be at least 6 characters",
      "Passwords do not match",
      "You must accept the Terms and Privacy Policy",
    ]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }

    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel(/I accept the Terms/).check();
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  let doctorName = "";
  await test.step("browse by speciality from the home page", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Book Appointment With Trusted Doctors" })).toBeVisible();
    await page.getByRole("region", { name: "Find by Speciality" }).getByRole("link", { name: /^Cardiologist/ }).click();
    await expect(page).toHaveURL(/\/doctors\/cardiologist$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cardiologist Specialists" })).toBeVisible();
    // The first doctor who is taking bookings.
    const card = page.getByRole("article").filter({ hasText: "Next free:" }).first();
    await expect(card).toContainText("Cardiologist");
    const link = card.getByRole("heading").getByRole("link");
    doctorName = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/appointment\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: doctorName })).toBeVisible();
  });

  const doctorUrl = page.url();
  await test.step("signed out, the page asks to log in; the login comes back here with the chosen slot", async () => {
    await expect(page.getByText("You must be logged in to book an appointment")).toBeVisible();
    const times = page.getByRole("radiogroup", { name: /Choose a time/ });
    const chosen = await radioText(times.getByRole("radio").first());
    await times.getByRole("radio").first().click();
    await page.getByRole("link", { name: "Login to book" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL((u) => u.href.startsWith(`${doctorUrl}?`) && u.searchParams.get("time") === chosen);
    await expect(times.getByRole("radio", { name: chosen, exact: true })).toBeChecked();
    await expect(page.getByRole("button", { name: "Book Appointment" })).toBeVisible();
    // Start afresh for the rest of the journey.
    await page.goto(doctorUrl);
  });

  let bookedTime = "";
  let bookedDay = "";
  await test.step("pick a day and the first offered time, and book", async () => {
    const days = page.getByRole("radiogroup", { name: /Choose a day/ });
    const times = page.getByRole("radiogroup", { name: /Choose a time/ });

    // Nothing chosen yet: the rule of SPEC section 5.
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a date and time slot" })).toBeVisible();

    // Changing the date clears the time (when a second day is on offer).
    await times.getByRole("radio").first().click();
    await expect(times.getByRole("radio", { checked: true })).toHaveCount(1);
    if ((await days.getByRole("radio").count()) > 1) {
      await days.getByRole("radio").nth(1).click();
      await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);
    }

    // Keyboard: arrow keys move through the days (radio-group semantics).
    // (Radix moves focus a tick after keydown, so the key is held like a person would.)
    await days.getByRole("radio", { checked: true }).focus();
    await page.keyboard.down("ArrowLeft");
    await expect(days.getByRole("radio").first()).toBeFocused();
    await page.keyboard.up("ArrowLeft");
    await expect(days.getByRole("radio").first()).toBeChecked();

    const firstTime = times.getByRole("radio").first();
    bookedTime = await radioText(firstTime);
    bookedDay = (await days.getByRole("radio", { checked: true }).getAttribute("aria-label"))!;
    await firstTime.click();
    await page.getByLabel("Reason for visit (optional)").fill("Check-up; palpitations, mostly at night");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByText("Appointment booked successfully", { exact: true })).toBeVisible();
    // The choice is reset and the slot is gone from the picker.
    await expect(times.getByRole("radio", { checked: true })).toHaveCount(0);
    await expectOfferGone(page, bookedDay, bookedTime);
    expect(bookedDay).toMatch(/free time/);
  });

  await test.step("the appointment is listed under Upcoming", async () => {
    await page.getByRole("link", { name: "My appointments" }).click();
    await expect(page).toHaveURL(/\/my-appointments$/);
    const upcoming = page.getByRole("region", { name: /Upcoming Appointments/ });
    const card = upcoming.getByRole("article").filter({ hasText: doctorName }).filter({ hasText: bookedTime });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Pending");
    await card.getByRole("link", { name: /^Details/ }).click();
    await expect(page).toHaveURL(/\/my-appointments\/[^/]+$/);
  });

  await test.step("the detail page shows everything and offers an .ics download", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Appointment details" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(doctorName);
    await expect(page.getByRole("main")).toContainText(bookedTime);
    await expect(page.getByRole("main")).toContainText("Check-up; palpitations, mostly at night");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^careslot-appointment-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(/[^\r]\n/.test(ics)).toBe(false);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/\r\nUID:[^\r\n]+\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`SUMMARY:Consultation · 30 min with ${doctorName} (Cardiologist)`);
    expect(unfolded).toContain("Check-up\\; palpitations\\, mostly at night");
  });

  await test.step("cancel behind a confirmation; it moves to Past with a Cancelled badge", async () => {
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
    await expect(dialog).toBeVisible();
    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep appointment" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("Appointment cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);

    await page.getByRole("link", { name: "My appointments" }).click();
    await expect(page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: doctorName })).toHaveCount(0);
    const past = page.getByRole("region", { name: /Past Appointments/ }).getByRole("article").filter({ hasText: doctorName });
    await expect(past).toHaveCount(1);
    await expect(past).toContainText("Cancelled");
  });
});

test("a patient edits the profile with a new photo", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, "profile");
  await registerPatient(page, email, "Robin Castillo");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile/);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  // Read-only first.
  await expect(page.getByRole("heading", { level: 1, name: "Robin Castillo" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit Profile" }).click();

  // Cancel leaves edit mode without saving.
  await page.getByLabel("Full Name").fill("Somebody Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Robin Castillo" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();

  await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Full Name").fill("Robin Castillo-Reyes");
  await page.getByLabel("Phone").fill("+1 555 010 7788");
  await page.getByLabel("Address").fill("7 Elm Row, Springfield");

  await expect(page.getByRole("button", { name: "Date of Birth" })).toHaveText(/Select date/);
  await page.getByRole("button", { name: "Date of Birth" }).click();
  await page.getByRole("combobox", { name: "Choose the Year" }).selectOption("1988");
  await page.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "June" });
  await page.getByRole("grid").getByRole("button", { name: /June 15th, 1988/ }).click();
  await expect(page.getByRole("button", { name: "Date of Birth" })).toHaveText("15/06/1988");

  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: "Female" }).click();

  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(page.getByRole("img", { name: "New profile photo (not saved yet)" })).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!", { exact: true })).toBeVisible();

  // Back to the read-only view, with the new values and the uploaded photo.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Robin Castillo-Reyes" })).toBeVisible();
  await expect(main).toContainText("+1 555 010 7788");
  await expect(main).toContainText("7 Elm Row, Springfield");
  await expect(main).toContainText("15/06/1988");
  await expect(main).toContainText("Female");
  const photo = main.getByRole("img", { name: "Profile photo of Robin Castillo-Reyes" });
  await expect(photo).toHaveAttribute("src", /\/uploads\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBe(2);

  // It is saved: a reload shows the same.
  await page.reload();
  await expect(page.getByRole("main")).toContainText("15/06/1988");
  await expect(page.getByRole("main").getByRole("img", { name: "Profile photo of Robin Castillo-Reyes" })).toHaveAttribute("src", /\/uploads\//);
});

test("anyone can send a contact message", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByText("Mon - Sat 9:00 AM - 6:00 PM").first()).toBeVisible();

  // All four fields are required.
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of ["Name is required", "Please enter a valid email address", "Subject is required", "Message is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Casey Morgan");
  await form.getByLabel("Email").fill("casey@example.com");
  await form.getByLabel("Subject").fill("Opening hours on holidays");
  await form.getByLabel("Message").fill("Hello, are you open on public holidays?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Thank you for reaching out!/)).toBeVisible();
  // The form is cleared.
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
});

test("an unknown doctor gets a not-found page with a way on", async ({ page }) => {
  await page.goto("/appointment/no-such-doctor");
  await expect(page.getByRole("heading", { level: 1, name: "Doctor not found" })).toBeVisible();
  await page.getByRole("link", { name: "See all doctors" }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse Doctors" })).toBeVisible();
});

test("the doctor listing searches by name and falls back to all doctors for an unknown speciality", async ({ page }) => {
  await page.goto("/doctors/astrologer");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Doctors" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.nth(1)).toBeVisible(); // the results stream in after the heading
  const name = (await cards.first().getByRole("heading").textContent())!.trim();
  const lastWord = name.split(" ").at(-1)!;
  await page.getByRole("searchbox", { name: "Search doctors by name" }).fill(lastWord);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastWord}`));
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText(`“${lastWord}”`)).toBeVisible();
});

test("the booking page says when the device's clock is in another zone than the clinic's", async ({ browser, page }, testInfo) => {
  // The note is worked out after hydration, when the page is idle (issue 25): a device on the
  // clinic's clock sees none; one in Tokyo (no zone the e2e clinic shares a clock with) sees it.
  await page.goto("/doctors");
  const href = (await page.getByRole("article").filter({ hasText: "Next free:" }).first().getByRole("heading").getByRole("link").getAttribute("href"))!;
  await page.goto(href);
  await expect(page.getByText("Times are in the clinic's time zone")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The browser and the server share the machine's zone, which the e2e clinic uses.
  const deviceZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  test.skip(deviceZone === "Asia/Tokyo", "this machine runs in Tokyo: the contrast needs another zone");
  await expect(page.getByText(/Your device is set to/)).toHaveCount(0);

  const tokyo = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL, timezoneId: "Asia/Tokyo" });
  const away = await tokyo.newPage();
  await away.goto(href);
  await expect(away.getByText("Your device is set to Asia/Tokyo.")).toBeVisible();
  await tokyo.close();
});

test("a slot taken in the meantime gets a clear message and a refreshed picker", async ({ browser, page }, testInfo) => {
  test.setTimeout(120_000);
  // Two patients look at the same doctor (the last one listed, away from the other journeys).
  const first = uniqueEmail(testInfo, "race-a");
  const second = uniqueEmail(testInfo, "race-b");
  await registerPatient(page, first, "Riley First");
  await registerPatient(page, second, "Sam Second");

  await page.goto("/doctors");
  const card = page.getByRole("article").filter({ hasText: "Next free:" }).last();
  const doctorPath = (await card.getByRole("heading").getByRole("link").getAttribute("href"))!;

  const other = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const rival = await other.newPage();
  for (const [p, email] of [
    [page, first],
    [rival, second],
  ] as const) {
    await p.goto(`/login?callbackUrl=${encodeURIComponent(doctorPath)}`);
    await login(p, email, PASSWORD);
    await expect(p).toHaveURL(new RegExp(`${doctorPath}$`));
  }

  // Both pick the first offered time; the first books it.
  const timesOf = (p: Page) => p.getByRole("radiogroup", { name: /Choose a time/ });
  const time = await radioText(timesOf(page).getByRole("radio").first());
  const dayLabel = (await rival.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio", { checked: true }).getAttribute("aria-label"))!;
  await timesOf(page).getByRole("radio", { name: time, exact: true }).click();
  await timesOf(rival).getByRole("radio", { name: time, exact: true }).click();
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByText("Appointment booked successfully", { exact: true })).toBeVisible();

  // The second, on a stale page, is told and sees the picker without that time.
  await rival.getByRole("button", { name: "Book Appointment" }).click();
  await expect(rival.getByRole("alert").filter({ hasText: "Sorry, this slot was just booked by someone else" })).toBeVisible();
  await expectOfferGone(rival, dayLabel, time);
  await other.close();
});
