// An admin running the clinic from the admin area: adding a doctor with a
// photo, finding them, opening and closing their booking (and seeing the
// public listing follow), editing, cancelling and completing appointments,
// archiving and deleting doctors, and reading a contact message. Everything
// the test relies on is created by the test (appointments directly in the
// database, for today, so they can be completed at any hour).
//
// Database: E2E_DATABASE_URL, or the embedded one on E2E_DB_PORT (default
// 54340, the port playwright.config.ts starts the app's database on).
import type { Locator, Page } from "@playwright/test";
import { db, isClash, uid, todayBeforeOpening, openMoreMenu } from "./helpers";
import { DEMO, expect, test } from "./signed-in";

const ADMIN = DEMO.admin;

// A 1x1 PNG: a real image by its first bytes, as the server checks.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A new patient with `count` open appointments with the doctor of `doctorEmail`: today, or (past twenty) on the days before. */
async function seedAppointments(doctorEmail: string, tag: string, count = 2) {
  return db(async (c) => {
    const { rows } = await c.query<{ id: string }>("SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = $1", [doctorEmail]);
    expect(rows).toHaveLength(1);
    const doctorId = rows[0].id;
    const patientId = `e2e_p_${tag}`;
    const patientName = `E2E Admin Patient ${tag}`;
    await c.query(
      `INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'patient', now())`,
      [patientId, patientName, `e2e.admin.${tag}@example.com`],
    );
    const ids: string[] = [];
    for (let attempt = 0; ids.length < count; attempt++) {
      const id = `e2e_a_${uid()}`;
      try {
        await c.query(
          `INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason, updated_at)
           VALUES ($1, $2, $3, $4, $4::timestamptz + interval '30 minutes', 'consultation', 'pending', 80, 'E2E admin check', now())`,
          // Twenty half hours fit before opening: more visits go to the days before.
          [id, patientId, doctorId, todayBeforeOpening(Math.floor(ids.length / 10))],
        );
        ids.push(id);
      } catch (err) {
        if (!isClash(err) || attempt > 200) throw err; // a half hour drawn twice: draw again
      }
    }
    return { patientName, ids };
  });
}

/** A doctor of the test's own, archived at once: kept off the public pages and the demo doctors' screens. */
async function createArchivedDoctor(tag: string): Promise<string> {
  const email = `e2e.archived.${tag}@example.com`;
  await db(async (c) => {
    const userId = `e2e_u_${tag}`;
    await c.query(
      `INSERT INTO users (id, name, email, password_hash, role, updated_at) VALUES ($1, $2, $3, 'not-a-hash', 'doctor', now())`,
      [userId, `Dr. E2E Archived ${tag}`, email],
    );
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, archived_at, updated_at)
       VALUES ($1, $2, 'Cardiologist', 'MBBS', '3 Years', 'Seeded by the admin e2e tests.', 80, now(), now())`,
      [`e2e_d_${tag}`, userId],
    );
  });
  return email;
}

async function statusOf(id: string): Promise<string> {
  return db(async (c) => (await c.query<{ status: string }>("SELECT status FROM appointments WHERE id = $1", [id])).rows[0].status);
}

async function stat(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("group", { name: label }).locator("[data-stat-value]").innerText();
  return Number(text.replace(/[^0-9.-]/g, ""));
}

function areaNav(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  return page.getByRole("navigation", { name: phone ? "Admin Dashboard (mobile)" : "Admin Dashboard", exact: true });
}

/** Opens an admin screen from the navigation; on a phone Messages, Settings, Emails and My Profile sit under More. */
async function openFromMore(page: Page, name: string) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await openMoreMenu(areaNav(page));
  await areaNav(page).getByRole("link", { name }).click();
}

function doctorCard(page: Page, name: string): Locator {
  return page.locator("article", { has: page.getByRole("heading", { name, exact: true }) });
}

async function search(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

/** Opens Add Doctor, fills every field and sends the form; returns the dialog. */
async function submitNewDoctor(page: Page, d: { name: string; email: string; speciality: string; withPhoto: boolean }) {
  await page.getByRole("button", { name: "Add Doctor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Doctor" });
  await expect(dialog).toBeVisible();
  if (d.withPhoto) {
    await dialog.getByLabel("Doctor photo").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  }
  await dialog.getByLabel("Name").fill(d.name);
  await dialog.getByLabel("Email").fill(d.email);
  await dialog.getByLabel("Password").fill("doctor-pass-1");
  await dialog.getByLabel("Phone").fill("+1 555 0199");
  await dialog.getByRole("combobox", { name: "Speciality" }).click();
  await page.getByRole("option", { name: d.speciality, exact: true }).click();
  await dialog.getByRole("combobox", { name: "Experience" }).click();
  await page.getByRole("option", { name: "5 Years", exact: true }).click();
  await dialog.getByLabel("Fees").fill("75");
  await dialog.getByLabel("Degree").fill("MBBS, MD");
  await dialog.getByLabel("Address").fill("12 Test Street, Springfield");
  await dialog.getByLabel("About").fill("Added by the end-to-end tests.");
  await dialog.getByRole("button", { name: "Add Doctor" }).click();
  return dialog;
}

async function addDoctor(page: Page, d: { name: string; email: string; speciality: string; withPhoto: boolean }) {
  const dialog = await submitNewDoctor(page, d);
  await expect(page.getByText("Doctor added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("an admin runs the clinic: doctors, availability, appointments, archive, messages", async ({ page, signInAs }) => {
  test.setTimeout(180_000); // a whole journey through every admin screen
  const tag = uid();
  const name = `Dr. E2E ${tag}`;
  const email = `e2e.doctor.${tag}@example.com`;

  await signInAs("admin", { open: "/admin/dashboard" });
  await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();
  const doctorsBefore = await stat(page, "Total Doctors");
  await expect(page.getByRole("heading", { name: "Recent Appointments" })).toBeVisible();

  // Add a doctor with a photo.
  await areaNav(page).getByRole("link", { name: "Doctors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Doctors" })).toBeVisible();
  await addDoctor(page, { name, email, speciality: "Dermatologist", withPhoto: true });
  // The list is oldest first, 24 a page: once a run has added enough doctors the new one is past
  // the first page, so it is looked up by name (below) rather than expected on the first page.

  // The form checks its fields before sending...
  await page.getByRole("button", { name: "Add Doctor" }).click();
  const empty = page.getByRole("dialog", { name: "Add Doctor" });
  await empty.getByRole("button", { name: "Add Doctor" }).click();
  await expect(empty.getByText("Full name must be at least 3 characters")).toBeVisible();
  await expect(empty.getByText("Fees is required")).toBeVisible();
  await empty.getByRole("button", { name: "Cancel" }).click();
  await expect(empty).toBeHidden();
  // ...and the server refuses a second account with the same email, keeping the form open.
  const duplicate = await submitNewDoctor(page, { name: "Dr. Duplicate Person", email, speciality: "Cardiologist", withPhoto: false });
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(duplicate).toBeVisible();
  await duplicate.getByRole("button", { name: "Cancel" }).click();
  await expect(duplicate).toBeHidden();

  // Find them by name, then by speciality (case-insensitive).
  await search(page, "Search doctors...", `e2e ${tag}`);
  await expect(page.locator("article")).toHaveCount(1);
  const card = doctorCard(page, name);
  await expect(card).toContainText("Dermatologist");
  await expect(card).toContainText("5 Years experience");
  await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/|ufs\.sh|utfs\.io/);
  await search(page, "Search doctors...", "dERMATOLOGIST");
  await expect(doctorCard(page, name)).toBeVisible();
  await search(page, "Search doctors...", `e2e ${tag}`);

  // The dashboard counts the new doctor.
  await page.goto("/admin/dashboard");
  expect(await stat(page, "Total Doctors")).toBe(doctorsBefore + 1);

  // Close their booking: the public listing says Not Available; open it again: Available.
  await page.goto(`/admin/doctors?q=${encodeURIComponent(`e2e ${tag}`)}`);
  const available = doctorCard(page, name).getByRole("checkbox", { name: "Available" });
  await expect(available).toBeChecked();
  await available.click();
  await expect(available).not.toBeChecked(); // at once (optimistic)
  await expect(page.getByText("Doctor is now unavailable")).toBeVisible();
  await page.goto(`/doctors?q=${encodeURIComponent(name)}`);
  const publicCard = page.locator("article", { has: page.getByRole("link", { name }) });
  await expect(publicCard).toContainText("Not Available");

  await page.goto(`/admin/doctors?q=${encodeURIComponent(`e2e ${tag}`)}`);
  await expect(available).not.toBeChecked(); // the server kept it
  await available.click();
  await expect(page.getByText("Doctor is now available")).toBeVisible();
  await expect(available).toBeChecked();
  await page.goto(`/doctors?q=${encodeURIComponent(name)}`);
  await expect(publicCard).toContainText("Available");
  await expect(publicCard).not.toContainText("Not Available");

  // Edit: the form opens filled in and saves.
  await page.goto(`/admin/doctors?q=${encodeURIComponent(`e2e ${tag}`)}`);
  await doctorCard(page, name).getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Email")).toHaveValue(email);
  await expect(edit.getByLabel("Fees")).toHaveValue("75");
  await expect(edit.getByRole("combobox", { name: "Speciality" })).toContainText("Dermatologist");
  await edit.getByLabel("Fees").fill("90");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Doctor updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(doctorCard(page, name)).toContainText("$90");

  // Appointments: search by the doctor's name; Cancel and Complete do different things.
  const seeded = await seedAppointments(email, tag);
  await areaNav(page).getByRole("link", { name: "Appointments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Appointments" })).toBeVisible();
  await search(page, "Search appointments...", name);
  const cards = page.getByRole("list", { name: "All appointments" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  const [first, second] = seeded.ids.map((id) => page.locator(`[data-appointment-id="${id}"]`));
  await expect(first).toContainText(seeded.patientName);
  await expect(first).toContainText(name);
  await expect(first).toContainText("$80");
  await expect(first).toContainText(/#[12]/);

  await first.getByRole("button", { name: /^Cancel/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page.getByText("Appointment cancelled")).toBeVisible();
  await expect(first).toHaveAttribute("data-status", "cancelled");
  await expect(first.getByRole("button")).toHaveCount(0);

  await second.getByRole("button", { name: /^Complete/ }).click();
  await expect(page.getByText("Appointment marked as completed")).toBeVisible();
  await expect(second).toHaveAttribute("data-status", "completed");
  await expect(second.getByRole("button")).toHaveCount(0);
  expect(await statusOf(seeded.ids[0])).toBe("cancelled");
  expect(await statusOf(seeded.ids[1])).toBe("completed");

  // Searching by the patient's name finds the same two.
  await search(page, "Search appointments...", seeded.patientName);
  await expect(cards).toHaveCount(2);

  // Recent Appointments on the dashboard shows them, with their status in words.
  await page.goto("/admin/dashboard");
  const recent = page.getByRole("list", { name: "Recent appointments" });
  await expect(recent.locator(`[data-appointment-id="${seeded.ids[0]}"]`)).toContainText("Cancelled");
  await expect(recent.locator(`[data-appointment-id="${seeded.ids[1]}"]`)).toContainText("Completed");

  // Delete a doctor with history: archived instead, and the admin is told.
  await page.goto(`/admin/doctors?q=${encodeURIComponent(`e2e ${tag}`)}`);
  await doctorCard(page, name).getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/archived instead of deleted/)).toBeVisible();
  await expect(doctorCard(page, name)).toContainText("Archived");
  await expect(doctorCard(page, name).getByRole("checkbox")).toHaveCount(0);
  await page.goto(`/doctors?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  await page.goto("/admin/dashboard");
  expect(await stat(page, "Total Doctors")).toBe(doctorsBefore);

  // Delete a doctor without history: really deleted.
  const name2 = `Dr. E2E Temp ${tag}`;
  await page.goto("/admin/doctors");
  await addDoctor(page, { name: name2, email: `e2e.temp.${tag}@example.com`, speciality: "Neurologist", withPhoto: false });
  await search(page, "Search doctors...", `e2e temp ${tag}`);
  await doctorCard(page, name2).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog", { name: `Delete ${name2}?` }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${name2} was deleted.`)).toBeVisible();
  await expect(doctorCard(page, name2)).toHaveCount(0);
  await expect(page.getByText("No doctors found")).toBeVisible();
});

test("an admin reads contact messages, newest first", async ({ page, signInAs }) => {
  const tag = uid();
  const subject = `E2E question ${tag}`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "E2E Visitor", email: `visitor.${tag}@example.com`, subject, message: `Hello from the tests (${tag}).\nSecond line.` },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await signInAs("admin", { open: "/admin/dashboard" });
  await openFromMore(page, "Messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const newest = page.getByRole("list", { name: "Contact messages" }).getByRole("listitem").first();
  await expect(newest.getByRole("heading", { name: subject })).toBeVisible();
  await expect(newest).toContainText("E2E Visitor");
  await expect(newest.getByRole("link", { name: `visitor.${tag}@example.com` })).toHaveAttribute("href", /^mailto:/);
  await expect(newest).toContainText(`Hello from the tests (${tag}).`);
});

test("the admin area: index redirects, profile screen, and admins only", async ({ page, signInAs }) => {
  await signInAs("admin", { open: "/admin" });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openFromMore(page, "My Profile");
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();

  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    await expect(areaNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    // Five places fit a phone's bar; the rest open from More, which marks itself while one of them is shown.
    await expect(areaNav(page).getByRole("link", { name: "My Profile" })).toBeHidden();
    await openMoreMenu(areaNav(page));
    await expect(areaNav(page).getByRole("link", { name: "My Profile" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(areaNav(page).getByRole("link", { name: "My Profile" })).toBeHidden();
  }

  await page.context().clearCookies();
  await page.goto("/admin/doctors");
  await expect(page).toHaveURL(/\/login/);
});

test("long lists show one page at a time, with Next page and First page", async ({ page, signInAs }) => {
  // More than one page of appointments whatever the database held before.
  await seedAppointments(await createArchivedDoctor(uid()), uid(), 31);
  const total = await db(async (c) => Number((await c.query("SELECT count(*) AS n FROM appointments")).rows[0].n));
  expect(total).toBeGreaterThan(24);
  await signInAs("admin", { open: "/admin/appointments" });
  const cards = page.getByRole("list", { name: "All appointments" }).getByRole("listitem");
  await expect(cards).toHaveCount(12);
  const firstPage = await cards.evaluateAll((items) => items.map((li) => li.querySelector("[data-appointment-id]")?.getAttribute("data-appointment-id")));
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/cursor=.*from=12/);
  await expect(cards).toHaveCount(12);
  // The next twelve, numbered on from 13, none of the first page's again.
  await expect(cards.first()).toContainText("#13");
  const secondPage = await cards.evaluateAll((items) => items.map((li) => li.querySelector("[data-appointment-id]")?.getAttribute("data-appointment-id")));
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  await page.getByRole("link", { name: "First page" }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(cards.first()).toContainText("#1");
});

test("long names and emails wrap or truncate: no sideways scrolling on a phone", async ({ page, signInAs }) => {
  const tag = `${uid()}averyveryverylongsuffix`;
  const { patientName } = await seedAppointments("doctor@example.com", tag);
  await signInAs("admin", { open: `/admin/appointments?q=${encodeURIComponent(patientName)}` });
  await expect(page.getByRole("list", { name: "All appointments" }).getByRole("listitem")).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
