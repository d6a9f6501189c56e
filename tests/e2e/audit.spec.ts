// The audit trail (issue 45) as an admin uses it: opens "Audit trail" from the sidebar, reads
// events in words, finds a person by name (one match filters, several are listed to choose from,
// none says so), filters by a patient and an action through the plain form (every view a URL),
// checks the chain, downloads the CSV; axe clean in every language on the same page (the
// language cookie switched, not new sign-ins). Phone and desktop.
import fs from "node:fs";
import { expectAccessible, openMoreMenu } from "./helpers";
import { expect, test } from "./signed-in";

// One journey with nine axe checks (the trail and the people to choose from, in every language):
// about a minute on an idle machine (84 s at a load of 9); room for a busy one.
test.describe.configure({ timeout: 120_000 });

test("an admin reads the trail in words, filters it, checks the chain and downloads it, in every language", async ({ page, signInAs, baseURL }, testInfo) => {
  // The desk opens a record: the admin then finds it in the trail.
  await signInAs("admin", { open: "/admin/dashboard" });
  if (testInfo.project.name === "phone") await openMoreMenu(page);
  await page.getByRole("link", { name: "Audit trail" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  // The seed's events, in words: "Anna Lopez (front desk) opened the record of …".
  await expect(page.getByRole("article").filter({ hasText: /Anna Lopez \(front desk\) opened the record of / }).first()).toBeVisible();
  await expectAccessible(page, "/admin/audit");

  // The person filter is a search. One staff member matches: the view is theirs (actorId).
  const person = page.getByRole("searchbox", { name: "Person" });
  await person.fill("anna lopez");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?actorId=[^&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events by Anna Lopez" })).toBeVisible();
  for (const text of await page.getByRole("article").allInnerTexts()) expect(text).toMatch(/^Anna Lopez \(front desk\) /);
  // Several match: they are listed, no events until one is chosen; the choice keeps the other filters.
  await page.getByLabel("Action").selectOption("appointment.viewed");
  await person.fill("Dr. M");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Several staff members match “Dr. M”: choose one." })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page, "/admin/audit?person=Dr. M");
  await page.getByRole("link", { name: "Dr. Marcus Johnson" }).click();
  await expect(page).toHaveURL(/action=appointment.viewed/);
  await expect(page).toHaveURL(/actorId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Events by Dr. Marcus Johnson" })).toBeVisible();
  // No one matches: a clear line.
  await person.fill("Nobody Hasthisname");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No staff member matches “Nobody Hasthisname”." })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // A filter by action through the plain GET form: the view is a URL.
  await page.getByLabel("Action").selectOption("patient_record.viewed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=patient_record.viewed/);
  const articles = page.getByRole("article");
  await expect(articles.first()).toBeVisible();
  for (const action of await articles.evaluateAll((els) => els.map((e) => e.getAttribute("data-action")))) expect(action).toBe("patient_record.viewed");
  // Only this patient: a link on the event.
  await articles.first().getByRole("link", { name: "Only this patient" }).click();
  await expect(page).toHaveURL(/patientId=/);
  await expect(page.getByRole("heading", { level: 1, name: /^Events about / })).toBeVisible();

  // The chain checks out.
  await page.getByRole("link", { name: "Check the trail" }).click();
  await expect(page.getByRole("status").filter({ hasText: /The trail is intact: \d+ events checked/ })).toBeVisible();

  // The CSV of the filtered view.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFid,at,actor_id,actor_name,actor_role,action,subject_type,subject_id,patient_id,patient_name,outcome,address,user_agent,details");
  expect(csv).toContain("patient_record.viewed");

  // Every language, on the same view and on the list of people to choose from.
  for (const [locale, title] of [["es", "Registro de auditoría"], ["fr", "Journal d’audit"], ["ar", "سجل التدقيق"], ["en", "Audit trail"]] as const) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
    await page.goto("/admin/audit?person=Dr.+M");
    await expect(page.getByRole("link", { name: "Dr. Marcus Johnson" })).toBeVisible();
    await expectAccessible(page, `/admin/audit?person=Dr. M (${locale})`);
    if (locale === "ar") await page.screenshot({ path: testInfo.outputPath(`audit-people-ar-${testInfo.project.name}.png`), fullPage: false });
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectAccessible(page, `/admin/audit (${locale})`);
  }
  await page.screenshot({ path: testInfo.outputPath(`audit-${testInfo.project.name}.png`), fullPage: false });
});
