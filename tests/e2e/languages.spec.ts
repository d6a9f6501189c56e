// Languages (issue 29, the first slice: the public header and footer, the
// switcher, the not-found page). The e2e server offers all four languages
// (CLINIC_LOCALES in playwright.config.ts). A browser whose Accept-Language is
// French sees French; the switcher (the header's menu on wide screens, the
// phone menu on phones, the footer on both) turns the page Arabic, right to
// left, with no sideways scroll and axe clean; English comes back; the cookie
// decides the next visit; and the page cache never mixes languages.
import { expect, test, type Page } from "@playwright/test";
import { db, expectAccessible, uid } from "./helpers";

test.use({ locale: "fr-FR" });

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The header's links: in the header on wide screens, in the phone menu (opened) on phones. */
async function headerLinks(page: Page, isMobile: boolean, openMenu: string) {
  if (!isMobile) return page.getByRole("banner");
  await page.getByRole("button", { name: openMenu }).click();
  return page.locator("#mobile-menu");
}

test("French from the browser, Arabic right to left by the switcher, English again; the cookie is kept", async ({ page, context, isMobile }) => {
  await page.goto("/doctors");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "fr");
  await expect(html).not.toHaveAttribute("dir", /./);

  await test.step("the header and footer speak French", async () => {
    const nav = await headerLinks(page, isMobile, "Ouvrir le menu");
    await expect(nav.getByRole("link", { name: "Tous les médecins" })).toBeVisible();
    if (!isMobile) await expect(page.getByRole("navigation", { name: "Principal", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Inscription" })).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Fermer le menu" }).click();
    const footer = page.getByRole("navigation", { name: "Pied de page" });
    await expect(footer.getByRole("link", { name: "Qui sommes-nous" })).toBeVisible();
    await expectAccessible(page, "/doctors in French");
  });

  await test.step("the switcher turns the page Arabic, right to left", async () => {
    if (isMobile) {
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "العربية" }).click();
    } else {
      await page.getByRole("button", { name: /^Langue/ }).click();
      await page.locator("#language-menu").getByRole("link", { name: "العربية" }).click();
    }
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveURL(/\/doctors$/);
    const nav = await headerLinks(page, isMobile, "فتح القائمة");
    await expect(nav.getByRole("link", { name: "جميع الأطباء" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "إنشاء حساب" })).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "إغلاق القائمة" }).click();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "/doctors in Arabic");
    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("ar");
  });

  await test.step("the cookie decides the next visit, over the browser's French", async () => {
    await page.goto("/about");
    await expect(html).toHaveAttribute("lang", "ar");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "the not-found page in Arabic");
  });

  await test.step("English comes back from the footer", async () => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "اللغة" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(html).toHaveAttribute("lang", "en");
    await expect(html).not.toHaveAttribute("dir", /./);
    const footer = page.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "About Us" })).toBeVisible();
    await expectAccessible(page, "/contact in English");
  });
});

test("sign-up keeps the page's language; the switcher saves a signed-in user's choice, which wins over the cookie", async ({ page, context }) => {
  const email = `lang-${uid()}@example.com`;
  const savedLocale = () => db(async (c) => (await c.query("SELECT locale FROM users WHERE email = $1", [email])).rows[0]?.locale);
  // The forms speak the page's language (French).
  await page.goto("/signup");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByLabel("Nom complet").fill("Camille Martin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("secret123");
  await page.getByLabel("Confirmer le mot de passe").fill("secret123");
  await page.getByLabel(/J’accepte les conditions/).check();
  await page.getByRole("button", { name: "S’inscrire" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await savedLocale()).toBe("fr");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/language?to=ar");
  await expect(page).toHaveURL(/\/$/);
  expect(await savedLocale()).toBe("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // Without the cookie, the saved choice still decides (over the browser's French).
  await context.clearCookies({ name: "NEXT_LOCALE" });
  await page.goto("/my-appointments");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("the switcher only goes back to this site, and changes nothing for another site's link", async ({ page, context }) => {
  const res = await page.request.get("/language?to=es&back=https://evil.example/", { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers()["location"]).toBe("/");
  const cross = await page.request.get("/language?to=ar", { maxRedirects: 0, headers: { "sec-fetch-site": "cross-site" } });
  expect(cross.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("es");
});

test("the page cache keeps each language's copy apart", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const get = async (language: string, cookie?: string) => {
    const res = await api.get("/about", { headers: { accept: "text/html", "accept-language": language, ...(cookie ? { cookie } : {}) } });
    return { lang: /<html[^>]*\slang="([a-z]+)"/.exec(await res.text())?.[1], header: res.headers()["content-language"], vary: res.headers()["vary"] ?? "" };
  };
  // Twice round, so the second answers are surely from the cache.
  for (let round = 0; round < 2; round++) {
    expect(await get("fr-FR,fr;q=0.9")).toMatchObject({ lang: "fr", header: "fr" });
    expect(await get("en-US,en;q=0.9")).toMatchObject({ lang: "en", header: "en" });
    expect(await get("en-US", "NEXT_LOCALE=es")).toMatchObject({ lang: "es", header: "es" });
    expect(await get("de-DE")).toMatchObject({ lang: "en", header: "en" });
  }
  expect((await get("fr")).vary).toMatch(/Accept-Language/i);
  expect((await get("fr")).vary).toMatch(/Cookie/i);
  await api.dispose();
});
