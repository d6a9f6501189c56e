// Families (issue 26) as a mother meets them, at the desktop and the phone width: she signs up,
// sets her phone on the profile, adds her son on "My family", books him with a doctor ("Who is
// this visit for?"), sees the visit on My Appointments "For <son>" and gets its confirmation in
// her own inbox, greeted by name, with her son as the patient. The doctor then sees the son with
// his age and "Guardian <mother>, <phone>" on /doctor/appointments (and on Today's Schedule when
// the visit is today). The mother cancels the visit at the end, so the doctor's slots stay free.
// The profile with the family list and the Add dialog, and the booking page with the select,
// pass axe's WCAG 2.1 AA rules; screenshots of both go to /tmp/fam-shots/.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { db, expectAccessible, inboxEmailsTo, radioText, uid } from "./helpers";
import { clinicDateOf, clinicTimeZone } from "../../lib/clinic-time";

const INBOX = process.env.E2E_INBOX_URL;
const PASSWORD = "families-e2e-1";
// A demo doctor (prisma/seed.ts) no other journey of this spec's kind books with.
const DOCTOR = { email: "hannah.schmidt@careslot.example", password: "doctor1234", name: "Dr. Hannah Schmidt" };
const SHOTS = "/tmp/fam-shots";

async function login(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function doctorIdOf(email: string): Promise<string> {
  const { rows } = await db((c) => c.query(`SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = $1`, [email]));
  return rows[0].id as string;
}

/** The page is no wider than its viewport (nothing pushes it sideways on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("a mother adds her son on My family, books him, gets his emails; the doctor sees the son with his guardian's name and phone", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const tag = `${project}${uid()}`;
  const mother = { name: `Nora Family ${tag}`, email: `e2e.family.${tag}@example.com`, phone: `+1 555 010 ${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}` };
  const son = `Milo Family ${tag}`;
  // Born on 1 January eight years ago: eight years old on any day of this year.
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const dob = `${Number(today.slice(0, 4)) - 8}-01-01`;
  const doctorId = await doctorIdOf(DOCTOR.email);
  let cancelled = false;

  try {
    await test.step("the mother signs up and logs in", async () => {
      await page.goto("/signup");
      await page.getByLabel("Full Name").fill(mother.name);
      await page.getByLabel("Email").fill(mother.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm Password").fill(PASSWORD);
      await page.getByLabel(/I accept the Terms/).check();
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await login(page, mother.email, PASSWORD);
    });

    await test.step("she sets her phone on the profile", async () => {
      await page.goto("/profile");
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Phone", { exact: true }).fill(mother.phone);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Profile updated successfully!", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(mother.phone);
    });

    const family = page.getByRole("region", { name: "My family" });
    await test.step("she adds her son on My family; the profile and the Add dialog pass axe", async () => {
      await expect(family).toContainText("No family members yet.");
      await family.getByRole("button", { name: "Add family member" }).click();
      const dialog = page.getByRole("dialog", { name: "Add family member" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Full name").fill(son);
      await dialog.getByLabel("Date of birth").fill(dob);
      await dialog.getByLabel("Relationship").selectOption({ label: "Child" });
      await dialog.getByLabel("Gender").selectOption({ label: "Male" });
      await expectAccessible(page, "the profile's Add family member dialog");
      await page.screenshot({ path: `${SHOTS}/${project}-add-dialog.png` });
      await dialog.getByRole("button", { name: "Add family member" }).click();
      await expect(page.getByText("Family member added", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const member = family.getByRole("list", { name: "Family members" }).getByRole("article", { name: son });
      await expect(member).toBeVisible();
      await expect(member).toContainText("Child");
      await expect(member).toContainText("(8)");
      await expect(member.getByRole("button", { name: `Edit ${son}` })).toBeVisible();
      await expect(member.getByRole("button", { name: `Remove ${son}` })).toBeVisible();
      await expect(family).not.toContainText("No family members yet.");
      await expectAccessible(page, "the profile with My family listing a son");
      await expectNoSidewaysScroll(page);
      await family.scrollIntoViewIfNeeded();
      await family.screenshot({ path: `${SHOTS}/${project}-my-family.png` });
    });

    const booked = { day: "", time: "" };
    await test.step("she books her son with the doctor ('Who is this visit for?'); the booking page passes axe", async () => {
      await page.goto(`/appointment/${doctorId}`);
      await expect(page.getByRole("heading", { level: 1, name: DOCTOR.name })).toBeVisible();
      const days = page.getByRole("radiogroup", { name: /Choose a day/ });
      const times = page.getByRole("radiogroup", { name: /Choose a time/ });
      // The first day on offer: today when a time is still free today.
      const day = days.getByRole("radio").first();
      await day.click();
      await expect(day).toBeChecked();
      booked.day = (await day.getAttribute("aria-label"))!;
      const time = times.getByRole("radio").first();
      booked.time = await radioText(time);
      await time.click();
      await expect(time).toBeChecked();

      const who = page.getByRole("combobox", { name: "Who is this visit for?" });
      await expect(who.getByRole("option")).toHaveText(["Myself", son]);
      await expect(who).toHaveValue("");
      await who.selectOption({ label: son });
      await page.getByLabel("Reason for visit (optional)").fill("Sore throat for three days");
      await expectAccessible(page, "the booking page with 'Who is this visit for?'");
      await expectNoSidewaysScroll(page);
      await who.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${project}-booking-who.png` });
      await page.screenshot({ path: `${SHOTS}/${project}-booking-full.png`, fullPage: true });

      await page.getByRole("button", { name: "Book Appointment" }).click();
      await expect(page.getByText("Appointment booked successfully", { exact: true })).toBeVisible();
    });
    const bookedToday = booked.day.includes(", today:");

    await test.step("My Appointments lists the visit 'For <son>'", async () => {
      await page.goto("/my-appointments");
      const card = page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: son });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(DOCTOR.name);
      await expect(card).toContainText(booked.time);
      await expect(card.getByText(`For ${son}`, { exact: true })).toBeVisible();
    });

    await test.step("the confirmation is addressed to the mother and names her son as the patient", async () => {
      // Its delivery is the next test's (the inbox); here, what the outbox recorded.
      const rows = await db(async (c) => {
        const r = await c.query(`SELECT recipient, subject, data FROM emails WHERE kind = 'booking_confirmation' AND data->'patient'->>'name' = $1`, [son]);
        return r.rows as { recipient: string; subject: string; data: { patient: { name: string }; guardian?: { name: string } } }[];
      });
      expect(rows).toHaveLength(1);
      expect(rows[0].recipient).toBe(mother.email);
      expect(rows[0].subject).toMatch(new RegExp(`^Appointment booked: ${DOCTOR.name}, `));
      expect(rows[0].data.guardian?.name).toBe(mother.name);
    });

    await test.step("the doctor sees the son with his age and 'Guardian <mother>, <phone>'", async () => {
      const guardianLine = `8 years · Guardian ${mother.name}, ${mother.phone}`;
      await login(page, DOCTOR.email, DOCTOR.password);
      await page.goto("/doctor/appointments?status=open");
      const card = page.getByRole("article").filter({ hasText: son });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(guardianLine);
      await expect(card).toContainText(booked.time);
      if (bookedToday) {
        await page.goto("/doctor/dashboard");
        await expect(page.locator("[data-field=guardian]").filter({ hasText: guardianLine })).toHaveCount(1);
      }
    });

    await test.step("the mother cancels the visit from My Appointments", async () => {
      await login(page, mother.email, PASSWORD);
      await page.goto("/my-appointments");
      const card = page.getByRole("region", { name: /Upcoming Appointments/ }).getByRole("article").filter({ hasText: son });
      await card.getByRole("button", { name: "Cancel appointment" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
      await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByText("Appointment cancelled", { exact: true })).toBeVisible();
      cancelled = true;
      await expect(card).toHaveCount(0);
      const past = page.getByRole("region", { name: /Past Appointments/ }).getByRole("article").filter({ hasText: son });
      await expect(past).toContainText("Cancelled");
      await expect(past).toContainText(`For ${son}`);
    });
  } finally {
    await cancelOpenVisitsOf(request, son, cancelled);
  }
});

/** Frees the doctor's slots after a failed run: the doctor cancels what is left open of `patientName`'s visits. */
async function cancelOpenVisitsOf(request: APIRequestContext, patientName: string, done: boolean) {
  if (done) return;
  const open = await db(async (c) => {
    const r = await c.query(
      `SELECT a.id FROM appointments a JOIN users u ON u.id = a.patient_id WHERE u.name = $1 AND a.status NOT IN ('cancelled', 'completed', 'no_show')`,
      [patientName],
    );
    return r.rows.map((row) => row.id as string);
  });
  if (open.length === 0) return;
  const token = await apiToken(request, DOCTOR.email, DOCTOR.password);
  for (const id of open) await request.post(`/api/appointment/cancel-appointment/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const r = await request.post("/api/auth/login", { data: { email, password } });
  expect(r.status()).toBe(200);
  return (await r.json()).token as string;
}

// A dependent has no email: the calendar invitation every appointment email carries names no
// attendee without one (lib/appointments/emails/appointment.tsx), so the confirmation is delivered.
test("the confirmation of a son's visit reaches his mother's inbox, greeting her and naming him", async ({ request }, testInfo) => {
  const tag = `${testInfo.project.name}${uid()}`;
  const mother = { name: `Ida Inbox ${tag}`, email: `e2e.family.inbox.${tag}@example.com` };
  const son = `Otto Inbox ${tag}`;
  let done = false;
  try {
    expect((await request.post("/api/auth/register", { data: { ...mother, password: PASSWORD } })).status()).toBe(201);
    const auth = { authorization: `Bearer ${await apiToken(request, mother.email, PASSWORD)}` };
    const added = await request.post("/api/user/dependents", { headers: auth, data: { name: son, dob: "2018-01-01", gender: "male", relationship: "child" } });
    expect(added.status(), await added.text()).toBe(201);
    const sonId = (await added.json()).dependent._id as string;
    const doctorId = await doctorIdOf(DOCTOR.email);
    // The last free start on offer, away from the first test's first one.
    const days = (await (await request.get(`/api/doctor/${doctorId}/slots`)).json()).slots as { date: string; slots: { time: string }[] }[];
    const day = days.at(-1)!;
    const booking = await request.post("/api/appointment/book-appointment", { headers: auth, data: { userId: sonId, doctorId, date: day.date, time: day.slots.at(-1)!.time } });
    expect(booking.status(), await booking.text()).toBe(201);
    const appointmentId = (await booking.json()).appointment._id as string;

    let text = "";
    await expect
      .poll(
        async () => {
          const [email] = (await inboxEmailsTo(request, INBOX!, mother.email)).filter((m) => m.subject.startsWith(`Appointment booked: ${DOCTOR.name}`));
          text = email?.text ?? "";
          return text;
        },
        { message: `an 'Appointment booked' email to ${mother.email}`, timeout: 15_000 },
      )
      .toContain(son);
    expect(text).toContain(`Hello ${mother.name},`);
    expect(text).toMatch(new RegExp(`Patient\\W+${son}`));
    const cancelled = await request.post(`/api/appointment/cancel-appointment/${appointmentId}`, { headers: auth });
    expect(cancelled.status()).toBe(200);
    done = true;
  } finally {
    await cancelOpenVisitsOf(request, son, done);
  }
});
