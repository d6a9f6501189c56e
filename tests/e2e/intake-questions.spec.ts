// Issue 47 at the desktop and the phone width: a visit type of the test's own asks four
// questions (written in the database as the admin's form stores them; the admin's dialog is
// checked for its "Questions" part), a patient books it answering them, a missing required
// answer comes back with its message under the question, and the doctor reads the answers on
// the visit's card ("Answers: 4 of 4") and its page. Each screen passes axe's WCAG 2.1 AA rules in
// every language (the NEXT_LOCALE cookie switches it on the same page). The front desk answers
// for a caller in its Book dialog (optional there) and the answers are kept with the visit. A
// waitlist claim (issue 47) asks the questions on the offer page before it books.
import type { APIRequestContext, Page } from "@playwright/test";
import { db, expectAccessible, uid } from "./helpers";
import { DEMO, expect, signInWithPassword, test } from "./signed-in";
import { hashPassword } from "../../lib/accounts/password-hash";
import type { Question } from "../../lib/visit-types/questions";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "../../lib/clinic-time";

const PASSWORD = "intake-e2e-1";
const LOCALES = ["en", "es", "fr", "ar"] as const;

const QUESTIONS: Question[] = [
  { id: "reason", text: "What is the reason for your visit?", help: "Your symptoms and since when.", kind: "longText", choices: [], required: true },
  { id: "medicines", text: "Which medicines do you take now?", help: "", kind: "text", choices: [], required: false },
  { id: "allergies", text: "Do you have any allergies?", help: "", kind: "yesNo", choices: [], required: false },
  { id: "heard", text: "How did you hear of us?", help: "", kind: "choice", choices: ["A friend", "Search engine", "Other"], required: false },
];

/**
 * A doctor, a patient and a visit type with the four questions, the doctor's only one. The people
 * are written in the database; the type is added through the admin's API, as the admin's form
 * does, so the server's cached list of visit types learns of it at once.
 */
async function seed(tag: string, request: APIRequestContext) {
  const hash = await hashPassword(PASSWORD);
  const doctor = { id: `e2e_iqd_${tag}`, doctorId: `e2e_iqdp_${tag}`, email: `e2e.iq.doctor.${tag}@example.com`, name: `Dr. Ida Intake ${tag}` };
  const patient = { id: `e2e_iqp_${tag}`, email: `e2e.iq.patient.${tag}@example.com`, name: `Quinn Answers ${tag}` };
  await db(async (c) => {
    const insertUser = `INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, $4, $5, now())`;
    await c.query(insertUser, [doctor.id, doctor.name, doctor.email, hash, "doctor"]);
    await c.query(insertUser, [patient.id, patient.name, patient.email, hash, "patient"]);
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, updated_at)
       VALUES ($1, $2, 'General Physician', 'MBBS', '6 Years', 'Seeded by the intake questions e2e test.', 70, now())`,
      [doctor.doctorId, doctor.id],
    );
  });
  const login = await request.post("/api/auth/login", { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(login.status(), "the admin's REST login").toBe(200);
  const added = await request.post("/api/admin/visit-types", {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { name: `Intake visit ${tag}`, durationMinutes: 30, doctorIds: [doctor.doctorId], questions: QUESTIONS },
  });
  expect(added.status(), "POST /api/admin/visit-types").toBe(201);
  const type = (await added.json()).visitType as { _id: string; questions: { id: string }[] };
  return { doctor, patient, typeId: type._id, questionIds: type.questions.map((q) => q.id) };
}

/** axe on the page as it is, in every language (the cookie switches it; the page reloads). */
async function accessibleInEveryLanguage(page: Page, what: string) {
  const url = page.url();
  for (const locale of LOCALES) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url }]);
    await page.goto(url);
    await expectAccessible(page, `${what} (${locale})`);
  }
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url }]);
  await page.goto(url);
}

test("a patient answers a visit type's questions when booking and the doctor reads them", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}${uid()}`.replace(/[^a-zA-Z0-9]/g, "");
  const { doctor, patient, typeId } = await seed(tag, request);

  await test.step("the booking form asks the questions under the time; a missing required answer is said under it", async () => {
    await signInWithPassword(page, patient.email, PASSWORD);
    await page.goto(`/appointment/${doctor.doctorId}?type=${typeId}`);
    const questions = page.getByTestId("intake-questions");
    await expect(questions.getByText("What is the reason for your visit?")).toBeVisible();
    await page.locator('input[name="slot"]:visible').first().check();
    await page.getByRole("button", { name: /^Book/ }).click();
    await expect(questions.getByText('"What is the reason for your visit?" needs an answer')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("booking-questions.png"), fullPage: true });
    await accessibleInEveryLanguage(page, "the booking form with questions");
  });

  await test.step("the patient books answering them", async () => {
    await page.locator('input[name="slot"]:visible').first().check();
    await page.getByLabel("What is the reason for your visit?").fill("A cough since Monday");
    await page.getByLabel("Which medicines do you take now?").fill("None");
    await page.getByRole("group", { name: "Do you have any allergies?" }).getByLabel("No").check();
    await page.getByRole("group", { name: "How did you hear of us?" }).getByLabel("A friend").check();
    await page.getByRole("button", { name: /^Book/ }).click();
    await expect(page.getByText("Appointment booked successfully").first()).toBeVisible();
  });

  await test.step("the doctor reads 'Answers: 4 of 4' on the card and the answers on the visit's page", async () => {
    await signInWithPassword(page, doctor.email, PASSWORD);
    await page.goto("/doctor/appointments");
    const count = page.getByRole("link", { name: "Answers: 4 of 4" });
    await expect(count).toBeVisible();
    await count.click();
    const answers = page.getByTestId("visit-answers");
    await expect(answers.getByText("A cough since Monday")).toBeVisible();
    await expect(answers.getByText("A friend")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("doctor-answers.png"), fullPage: true });
    await accessibleInEveryLanguage(page, "the doctor's visit with its answers");
  });
});

test("the front desk answers for a caller in the Book dialog", async ({ page, request, signInAs }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${uid()}`.replace(/[^a-zA-Z0-9]/g, "");
  const { doctor, patient, questionIds } = await seed(tag, request);
  // Tomorrow: the doctor's default hours leave free starts whatever the time of the run.
  const date = addDays(clinicDateOf(new Date(), clinicTimeZone()), 1);
  await signInAs("desk", { open: `/desk?date=${date}&doctor=${doctor.doctorId}` });
  await page.getByRole("button", { name: `Book with ${doctor.name}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Book with ${doctor.name}`, exact: true });
  // The clinic's types for every doctor come first; the test's own asks the questions.
  await expect(dialog.getByTestId("intake-questions")).toHaveCount(0);
  await dialog.getByLabel("Visit type", { exact: true }).selectOption({ label: `Intake visit ${tag} · 30 min` });
  await expect(dialog.getByTestId("intake-questions").getByText("What is the reason for your visit?")).toBeVisible();
  await expect(dialog.getByLabel("Start", { exact: true })).toBeVisible();

  await dialog.getByLabel("Find a patient").fill(patient.name);
  await dialog.getByRole("button", { name: "Find", exact: true }).click();
  await dialog.getByRole("list", { name: "Patients found" }).getByRole("button", { name: new RegExp(patient.name) }).click();
  await expect(dialog.locator('[data-field="chosen-patient"]')).toContainText(patient.name);
  // The caller answers two; the desk books without the rest (required ones may wait).
  await dialog.getByLabel("What is the reason for your visit?").fill("Dizzy since the weekend");
  await dialog.getByRole("group", { name: "Do you have any allergies?" }).getByLabel("Yes").check();
  await expectAccessible(page, "the Book dialog with questions");
  await page.screenshot({ path: testInfo.outputPath("desk-book-questions.png") });
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page.getByText("Appointment booked successfully", { exact: true }).first()).toBeVisible();

  const kept = await db(async (c) => (await c.query<{ answers: { questionId: string; value: unknown }[] }>(`SELECT answers FROM appointments WHERE patient_id = $1`, [patient.id])).rows);
  expect(kept).toHaveLength(1);
  expect(kept[0].answers.map((a) => [a.questionId, a.value])).toEqual([
    [questionIds[0], "Dizzy since the weekend"],
    [questionIds[1], null],
    [questionIds[2], true],
    [questionIds[3], null],
  ]);
});

test("a waitlist claim asks the questions before it books", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${uid()}`.replace(/[^a-zA-Z0-9]/g, "");
  const { doctor, patient, typeId } = await seed(tag, request);
  // A time held for the patient tomorrow at 10:00 (within the doctor's default hours), as the
  // waitlist's offer places it (lib/waitlist/offers.ts), for the type with the questions.
  const tz = clinicTimeZone();
  const startsAt = instantAt(addDays(clinicDateOf(new Date(), tz), 1), 10 * 60, tz);
  const token = `e2eClaim${tag}`.padEnd(24, "x").slice(0, 64);
  await db(async (c) => {
    await c.query(
      `INSERT INTO waitlist_entries (id, patient_id, doctor_id, visit_type_id, from_date, to_date) VALUES ($1, $2, $3, $4, CURRENT_DATE, CURRENT_DATE + 7)`,
      [`e2e_iqe_${tag}`, patient.id, doctor.doctorId, typeId],
    );
    await c.query(
      `INSERT INTO waitlist_offers (id, entry_id, patient_id, doctor_id, visit_type_id, starts_at, busy_until, token, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + interval '15 minutes')`,
      [`e2e_iqo_${tag}`, `e2e_iqe_${tag}`, patient.id, doctor.doctorId, typeId, startsAt, new Date(startsAt.getTime() + 30 * 60_000), token],
    );
  });

  await page.goto(`/waitlist/offers/${token}`);
  const questions = page.getByTestId("intake-questions");
  await expect(questions.getByText("What is the reason for your visit?")).toBeVisible();
  await page.getByRole("button", { name: "Claim this time" }).click();
  await expect(questions.getByText('"What is the reason for your visit?" needs an answer')).toBeVisible();
  await expect(page.getByRole("heading", { name: "A time is held for you" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("claim-questions.png"), fullPage: true });
  await accessibleInEveryLanguage(page, "the offer page with questions");

  await page.getByLabel("What is the reason for your visit?").fill("Back pain");
  await page.getByRole("group", { name: "Do you have any allergies?" }).getByLabel("No").check();
  await page.getByRole("button", { name: "Claim this time" }).click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
  const kept = await db(async (c) => (await c.query<{ answers: { value: unknown }[] }>(`SELECT answers FROM appointments WHERE patient_id = $1`, [patient.id])).rows);
  expect(kept.map((r) => r.answers.map((a) => a.value))).toEqual([["Back pain", null, false, null]]);
});
