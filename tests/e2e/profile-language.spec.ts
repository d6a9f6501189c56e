// The language field of the profile (issue 29, item 5: "changed on the profile"), at the
// desktop and the phone width. A patient who signed up in English picks Français: the page
// follows at once (no reload), users.locale and the NEXT_LOCALE cookie say fr. Then
// العربية: right to left, no sideways scroll, axe clean. The field names each language in
// itself and is there because the e2e server offers all four (CLINIC_LOCALES).
import { expect, test, type Page } from "@playwright/test";
import { db, expectAccessible, uid } from "./helpers";

const PASSWORD = "language-e2e-1";

const savedLocale = (email: string) => db(async (c) => (await c.query("SELECT locale FROM users WHERE email = $1", [email])).rows[0]?.locale);
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the profile's language field saves the language, and the page follows at once", async ({ page, context }) => {
  const email = `profile-lang-${uid()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Noor Haddad");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByLabel(/I accept the Terms/).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/profile");
  const field = page.getByRole("combobox", { name: "Preferred language" });
  await expect(field).toHaveValue("en");
  await expect(field.locator("option")).toHaveText(["English", "Español", "Français", "العربية"]);

  await field.selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("button", { name: "Modifier le profil" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Langue préférée" })).toHaveValue("fr");
  await expect.poll(() => savedLocale(email)).toBe("fr");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("fr");

  // A refused photo is explained in the page's language too (a toast, translated in the browser).
  await page.getByRole("button", { name: "Modifier le profil" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText(/^Veuillez choisir un fichier image/)).toBeVisible();
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("button", { name: "Modifier le profil" })).toBeVisible();

  await page.getByRole("combobox", { name: "Langue préférée" }).selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "تعديل الملف الشخصي" })).toBeVisible();
  await expect.poll(() => savedLocale(email)).toBe("ar");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page, "the profile in Arabic");

  // A fresh visit keeps it (the saved choice, over the browser's English).
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});
