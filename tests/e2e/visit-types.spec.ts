// Issue 24 as a new clinic tries it, at the desktop and the phone width: an admin adds a
// 60-minute "New patient visit" at $150 and a 15-minute video "Follow-up" for a doctor and sets
// the slot interval to 15 minutes; a patient books the first visit, after which the booking page
// and an outside client stop offering the overlapped starts; a video visit's page has a working
// "Join video visit" button ten minutes before it starts; the doctor copies the calendar feed
// link, and the feed lists the visit and drops it (STATUS:CANCELLED) once it is cancelled. Each
// screen passes axe's WCAG 2.1 AA rules.
//
// The test makes its own doctors (so no other journey meets its types) and puts the clinic-wide
// interval back in `finally` (one worker: no other test runs meanwhile; see clinic-policy.spec.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { db, expectAccessible, radioText, uid } from "./helpers";
import { DEMO, expect, signInWithPassword, test } from "./signed-in";
import { addDays, clinicDateOf, clinicTimeZone, formatSlotTime, parseSlotTime } from "../../lib/clinic-time";
import { spokenDate } from "../../lib/i18n/format";
import { hashPassword } from "../../lib/accounts/password-hash";

const ADMIN = DEMO.admin;
const PASSWORD = "visit-types-e2e-1";
const tomorrow = addDays(clinicDateOf(new Date(), clinicTimeZone()), 1);

async function loginAs(page: Page, email: string, password: string, path: string) {
  await signInWithPassword(page, email, password);
  await page.goto(path);
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const r = await request.post("/api/auth/login", { data: { email, password } });
  expect(r.status()).toBe(200);
  return (await r.json()).token as string;
}

/** Two doctors and a patient of the test's own, able to log in with PASSWORD. */
async function createPeople(tag: string) {
  const hash = await hashPassword(PASSWORD);
  const person = (role: string, i: string) => ({ id: `e2e_vt${i}_${tag}`, email: `e2e.vt.${role}${i}.${tag}@example.com` });
  const doctorA = { ...person("doctor", "a"), name: `Dr. Vita Types ${tag}`, doctorId: `e2e_vtda_${tag}` };
  const doctorB = { ...person("doctor", "b"), name: `Dr. Bea Video ${tag}`, doctorId: `e2e_vtdb_${tag}` };
  const patient = { ...person("patient", ""), name: `Robin Types ${tag}` };
  // Another patient for the video visits, which are written at fixed instants around now.
  const videoPatient = { ...person("patient", "v"), name: `Vic Video ${tag}` };
  await db(async (c) => {
    const insertUser = `INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, $4, $5, now())`;
    for (const d of [doctorA, doctorB]) {
      await c.query(insertUser, [d.id, d.name, d.email, hash, "doctor"]);
      await c.query(
        `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, updated_at)
         VALUES ($1, $2, 'General Physician', 'MBBS', '6 Years', 'Seeded by the visit types e2e test.', 70, now())`,
        [d.doctorId, d.id],
      );
    }
    for (const p of [patient, videoPatient]) await c.query(insertUser, [p.id, p.name, p.email, hash, "patient"]);
  });
  return { doctorA, doctorB, patient, videoPatient };
}

test("an admin adds visit types, a patient books one, overlaps are refused everywhere, video visits open on time, the doctor's calendar follows", async ({
  page,
  request,
  context,
  signInAs,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.project.name}${uid()}`;
  const { doctorA, doctorB, patient, videoPatient } = await createPeople(tag);
  const firstVisitName = `New patient visit ${tag}`;
  const followUpName = `Follow-up ${tag}`;
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);

  try {
    await test.step("the admin adds a 60-minute first visit at $150 and a 15-minute video follow-up for one doctor", async () => {
      await signInAs("admin", { open: "/admin/visit-types" });
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Visit types");
      for (const t of [
        { name: firstVisitName, duration: "60", price: "150", video: false },
        { name: followUpName, duration: "15", price: "", video: true },
      ]) {
        await page.getByRole("button", { name: "Add visit type" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Add visit type" });
        await dialog.getByLabel("Name").fill(t.name);
        await dialog.getByLabel("Duration (minutes)").fill(t.duration);
        if (t.price) await dialog.getByLabel("Price").fill(t.price);
        if (t.video) {
          await dialog.getByRole("combobox", { name: "Mode" }).click();
          await page.getByRole("option", { name: "Video" }).click();
        }
        await dialog.getByLabel("All doctors, including doctors added later").click();
        await dialog.getByLabel(doctorA.name).click();
        if (t.video) await dialog.getByLabel(doctorB.name).click();
        if (t.video) await expectAccessible(page, "the add visit type dialog");
        await dialog.getByRole("button", { name: "Add visit type" }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("main")).toContainText(t.name);
      }
      await expectAccessible(page, "the admin's Visit types screen");
    });

    await test.step("the admin sets the slot interval to 15 minutes", async () => {
      await page.goto("/admin/settings");
      await page.getByRole("combobox", { name: "Slot interval" }).click();
      await page.getByRole("option", { name: "Every 15 minutes" }).click();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Settings saved").first()).toBeVisible();
    });

    const types = (await (await request.get("/api/visit-types")).json()).visitTypes as { _id: string; name: string }[];
    const firstVisit = types.find((t) => t.name === firstVisitName)!;
    const followUp = types.find((t) => t.name === followUpName)!;
    expect(firstVisit && followUp).toBeTruthy();

    let booked = { date: "", time: "" };
    await test.step("the patient chooses 'New patient visit' and books its first free start", async () => {
      await loginAs(page, patient.email, PASSWORD, `/appointment/${doctorA.doctorId}`);
      const picker = page.getByRole("radiogroup", { name: /What is the visit for\?/ });
      await expect(picker.getByRole("radio")).toHaveCount(3);
      await picker.getByRole("radio", { name: new RegExp(firstVisitName) }).click();
      await expect(page).toHaveURL(new RegExp(`type=${firstVisit._id}`));
      // A native radio inside its card: the card's text is its accessible name.
      await expect(picker.getByRole("radio", { name: new RegExp(firstVisitName) })).toHaveAccessibleName(/60 min.*\$150/);
      await expectAccessible(page, "the booking page with visit types");
      const days = page.getByRole("radiogroup", { name: /Choose a day/ });
      const times = page.getByRole("radiogroup", { name: /Choose a time/ });
      // Tomorrow, a whole free day for this doctor: the first visit lands at 10:00, as in the issue.
      await days.getByRole("radio", { name: new RegExp(`^${spokenDate(tomorrow)}`) }).click();
      const first = times.getByRole("radio").first();
      booked.time = await radioText(first);
      await first.click();
      await page.getByRole("button", { name: "Book Appointment" }).click();
      await expect(page.getByText("Appointment booked successfully", { exact: true })).toBeVisible();
      const mine = (await (
        await request.get(`/api/appointment/user/${patient.id}`, { headers: { authorization: `Bearer ${await apiToken(request, patient.email, PASSWORD)}` } })
      ).json()).appointments as { date: string; time: string; endTime: string; amount: number; visitType: { name: string } }[];
      const row = mine.find((a) => a.visitType.name === firstVisitName)!;
      expect(row).toMatchObject({ date: tomorrow, time: "10:00 AM", amount: 150 });
      booked = { date: row.date, time: row.time };
      expect(parseSlotTime(row.endTime)! - parseSlotTime(row.time)!).toBe(60);
    });

    const start = parseSlotTime(booked.time)!;
    const overlapped = [0, 15, 30, 45].map((m) => formatSlotTime(start + m));

    await test.step("the booking page stops offering the overlapped starts, for every type", async () => {
      const picker = page.getByRole("radiogroup", { name: /What is the visit for\?/ });
      await picker.getByRole("radio", { name: new RegExp(followUpName) }).click();
      await expect(page).toHaveURL(new RegExp(`type=${followUp._id}`));
      // The pickers are busy (dimmed) until the follow-up's starts arrive.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      // The booked day, without the overlapped starts.
      const dayRadio = page.getByRole("radiogroup", { name: /Choose a day/ }).getByRole("radio", { name: new RegExp(`^${spokenDate(booked.date)}`) });
      await dayRadio.click();
      await expect(dayRadio).toBeChecked();
      const times = page.getByRole("radiogroup", { name: /Choose a time/ });
      await expect(times.getByRole("radio").first()).toBeVisible();
      for (const t of overlapped) await expect(times.getByRole("radio", { name: t, exact: true })).toHaveCount(0);
      // Right after it the follow-up fits again (unless the visit ends the doctor's day).
      if (start + 60 + 15 <= 21 * 60) await expect(times.getByRole("radio", { name: formatSlotTime(start + 60), exact: true })).toBeVisible();
    });

    await test.step("an outside client is refused every overlapping start, and a SPEC client sees the half hours closed", async () => {
      const other = await request.post("/api/auth/register", { data: { name: "Outside Client", email: `e2e.vt.outside.${tag}@example.com`, password: PASSWORD } });
      expect(other.status()).toBe(201);
      const token = await apiToken(request, `e2e.vt.outside.${tag}@example.com`, PASSWORD);
      for (const [time, visitTypeId] of [[overlapped[1], followUp._id], [overlapped[2], undefined], [overlapped[3], followUp._id]] as const) {
        const r = await request.post("/api/appointment/book-appointment", {
          headers: { authorization: `Bearer ${token}` },
          data: { doctorId: doctorA.doctorId, date: booked.date, time, ...(visitTypeId ? { visitTypeId } : {}) },
        });
        expect(r.status(), `${time} ${visitTypeId ?? "default"}`).toBe(409);
      }
      for (const type of [firstVisit._id, followUp._id]) {
        const slots = (await (await request.get(`/api/doctor/${doctorA.doctorId}/slots?visitType=${type}`)).json()).slots as { date: string; slots: { time: string }[] }[];
        const day = slots.find((d) => d.date === booked.date)?.slots.map((s) => s.time) ?? [];
        for (const t of overlapped) expect(day).not.toContain(t);
      }
      const spec = (await (await request.get(`/api/doctor/${doctorA.doctorId}`)).json()).doctor.slots_booked[booked.date] as string[];
      // Every half hour of SPEC's grid the hour touches (10:00 and 10:30 for a visit at 10:00).
      const touched = [];
      for (let g = Math.floor(start / 30) * 30; g < start + 60; g += 30) touched.push(formatSlotTime(g));
      expect(spec).toEqual(expect.arrayContaining(touched));
    });

    await test.step("a video visit's page has 'Join video visit', active ten minutes before it starts", async () => {
      // Fixed instants around now, written straight to the database (any hour of the day works).
      const soon = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000);
      const later = new Date(soon.getTime() + 3 * 24 * 3600_000);
      const room = `https://meet.jit.si/CareSlot-e2e-${tag}`;
      await db(async (c) => {
        for (const [id, at] of [[`e2e_vtv1_${tag}`, soon], [`e2e_vtv2_${tag}`, later]] as const) {
          await c.query(
            `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, video_url, status, amount, updated_at)
             VALUES ($1, $2, $3, $4, $4::timestamptz + interval '15 minutes', $5, $6, 'pending', 70, now())`,
            [id, videoPatient.id, doctorB.doctorId, at, followUp._id, room],
          );
        }
      });
      await loginAs(page, videoPatient.email, PASSWORD, `/my-appointments/e2e_vtv1_${tag}`);
      const join = page.getByRole("link", { name: /Join video visit/ });
      await expect(join).toBeVisible();
      await expect(join).toHaveAttribute("href", room);
      await expect(join).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("main")).toContainText(`${followUpName} · 15 min`);
      await expectAccessible(page, "a video visit's page");
      await page.goto(`/my-appointments/e2e_vtv2_${tag}`);
      await expect(page.getByRole("button", { name: /Join video visit/ })).toBeDisabled();
      await expect(page.getByText("You can join from 10 minutes before the start.")).toBeVisible();
    });

    await test.step("the doctor copies the calendar feed link; the feed shows the visit, then drops it when cancelled", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await loginAs(page, doctorA.email, PASSWORD, "/doctor/schedule");
      await expect(page.getByRole("heading", { name: "Subscribe in your calendar" })).toBeVisible();
      const link = page.getByLabel("Your calendar link");
      const url = await link.inputValue();
      expect(url).toMatch(/^https?:\/\/.+\/api\/calendar-feed\/.+\.ics$/);
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByText("Link copied")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(page.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute("href", /^webcal:\/\//);
      await expectAccessible(page, "the doctor's My Schedule with the calendar link");

      const feedPath = new URL(url).pathname;
      const feed = await request.get(feedPath);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      const body = await feed.text();
      expect(body).toContain(`${firstVisitName} · 60 min`);
      expect(body).toContain("Robin"); // the patient's first name only
      expect(body).not.toContain(patient.email);
      expect(body).not.toContain(`Robin Types`);
      const etag = feed.headers()["etag"];
      expect((await request.get(feedPath, { headers: { "if-none-match": etag } })).status()).toBe(304);

      const patientToken = await apiToken(request, patient.email, PASSWORD);
      const mine = (await (await request.get(`/api/appointment/user/${patient.id}`, { headers: { authorization: `Bearer ${patientToken}` } })).json())
        .appointments as { _id: string; visitType: { name: string } }[];
      const visit = mine.find((a) => a.visitType.name === firstVisitName)!;
      const cancelled = await request.post(`/api/appointment/cancel-appointment/${visit._id}`, { headers: { authorization: `Bearer ${patientToken}` } });
      expect(cancelled.status()).toBe(200);
      const after = await request.get(feedPath, { headers: { "if-none-match": etag } });
      expect(after.status()).toBe(200);
      expect(await after.text()).toContain("STATUS:CANCELLED");
    });
  } finally {
    await request.put("/api/admin/settings", { headers: { authorization: `Bearer ${adminToken}` }, data: { slotIntervalMinutes: 30 } });
    // Archived, the test's doctors appear on no other journey's pages.
    await db((c) => c.query(`UPDATE doctors SET archived_at = now() WHERE id = ANY($1)`, [[doctorA.doctorId, doctorB.doctorId]]));
  }
});
