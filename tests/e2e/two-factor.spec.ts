// Second factors in the browser (issue 44): an account of the test's own turns on the
// authenticator app from /security, keeps its recovery codes and signs in with the password then a
// code at /login/verify; a recovery code works once; five wrong codes end the attempt; desk2 signs
// in with the README's key; with requireTwoFactorForStaff on, a doctor without a factor is sent to
// set one up; the SPEC demo accounts sign in as before. axe on the new screens.
//
// The shared demo accounts (admin@, doctor@, patient@, desk@) never get a second factor here: other
// specs reuse their signed-in state (tests/e2e/signed-in.ts).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { db, expectAccessible, uid } from "./helpers";
import { DEMO } from "./signed-in";
import { ROLE_HOME } from "../../lib/auth/landing";

const PASSWORD = "twofactor1234";
const ADMIN = { email: DEMO.admin.email, password: DEMO.admin.password };

/** The last 30-second step each key's code was used at, in this worker (the server refuses replays). */
const lastStep = new Map<string, number>();

/**
 * A code the server accepts: the earliest step within its window (one step of drift either way)
 * after the last one used with this key, waiting for the clock only when that step is still
 * beyond the window (no fixed sleep).
 */
async function freshCode(key: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  // The window reaches one step back too: a key's first code may be the previous step's (three codes
  // a window instead of two before a wait), unless that step leaves the window within 5 s.
  const earliest = Date.now() % 30_000 < 25_000 ? stepNow() - 1 : stepNow();
  const step = Math.max((lastStep.get(key) ?? -Infinity) + 1, earliest);
  while (step > stepNow() + 1) await new Promise((r) => setTimeout(r, 500));
  lastStep.set(key, step);
  return totp.generate({ timestamp: step * 30_000 + 1_000 });
}

async function register(request: APIRequestContext, who: string) {
  const email = `two-factor-${who}-${uid()}@example.test`;
  const res = await request.post("/api/auth/register", { data: { name: `Tess Factor ${who}`, email, password: PASSWORD } });
  expect(res.status(), "POST /api/auth/register").toBe(201);
  return email;
}

async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

async function signOut(page: Page) {
  // The session's cookies go; the server's session row stays (it ends on its own).
  await page.context().clearCookies();
}

/** Turns the authenticator app on from /security; returns its key and the recovery codes shown. */
async function turnOnAuthenticator(page: Page): Promise<{ key: string; codes: string[] }> {
  await page.goto("/security");
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in security" })).toBeVisible();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to add CareSlot to an authenticator app" })).toBeVisible();
  const key = ((await page.locator("code").first().textContent()) ?? "").trim();
  expect(key).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel("The 6-digit code the app shows").fill(await freshCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list).toBeVisible();
  const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  return { key, codes };
}

test("an account turns on the authenticator app, then signs in with the password and a code, or a recovery code once", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = await register(page.request, testInfo.project.name);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));

  const { key, codes } = await turnOnAuthenticator(page);
  await expectAccessible(page, "/security with the recovery codes shown");
  await page.screenshot({ path: testInfo.outputPath("security-codes.png"), fullPage: true });
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("The authenticator app is on. 10 recovery codes left.")).toBeVisible();
  await expectAccessible(page, "/security with the app on");
  await page.screenshot({ path: testInfo.outputPath("security-on.png"), fullPage: true });

  // Signed out, the password alone no longer signs in: the second step follows, and nothing of
  // the account is reachable before it.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await expect(page.getByRole("heading", { name: "One more step" })).toBeVisible();
  await expectAccessible(page, "/login/verify");
  await page.screenshot({ path: testInfo.outputPath("login-verify.png"), fullPage: true });
  await page.goto("/my-appointments");
  await page.waitForURL((u) => u.pathname === "/login");
  // The page asked for comes after the second step.
  await page.goto(`/login/verify?callbackUrl=${encodeURIComponent("/my-appointments")}`);
  await enterCode(page, await freshCode(key));
  await page.waitForURL((u) => u.pathname === "/my-appointments");

  // A recovery code signs in once; the second time it is a wrong code.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await enterCode(page, codes[0]);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await enterCode(page, codes[0]);
  await expect(page.getByText("That code is not right. Please try again.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\/verify/);
});

test("five wrong codes end the attempt: the password must be given again", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = await register(page.request, `wrong-${testInfo.project.name}`);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  const { key } = await turnOnAuthenticator(page);
  await page.getByRole("button", { name: "I have saved them" }).click();

  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => u.pathname === "/login/verify");
  for (let i = 1; i <= 4; i++) {
    await enterCode(page, "000000");
    await expect(page.getByText("That code is not right. Please try again.").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify and sign in" })).toBeEnabled();
  }
  await enterCode(page, "000000");
  // The page now says the attempt ended and offers the password again; no code field is left.
  await expect(page.getByText(/This sign-in has ended/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Sign in again|Back to sign in/ }).first()).toBeVisible();
  // A right code no longer helps: the attempt is gone.
  await page.reload();
  await expect(page.getByText(/This sign-in has ended/).first()).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  expect(key).toBeTruthy();
});

test("desk2 signs in with a code from the README's key", async ({ page }) => {
  await signInWithPassword(page, "desk2@example.com", "desk1234");
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await enterCode(page, await freshCode("JBSWY3DPEHPK3PXP"));
  await page.waitForURL((u) => u.pathname === "/desk");
});

test("with requireTwoFactorForStaff on, a doctor without a second factor is sent to set one up", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const login = await request.post("/api/auth/login", { data: ADMIN });
  expect(login.status(), "the admin's REST login").toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const tag = uid();
  const email = `two-factor-doctor-${tag}@example.test`;
  const added = await request.post("/api/admin/add-doctor", {
    headers,
    data: {
      name: `Dr. Factor ${testInfo.project.name} ${tag}`, email, password: PASSWORD, phone: "+1 555 0100", address: "1 Test Street",
      speciality: "General Physician", experience: "5 Years", fees: 50, degree: "MBBS", about: "Tries the clinic's second-factor rule (an e2e test's doctor).",
    },
  });
  expect(added.status(), "POST /api/admin/add-doctor").toBe(201);
  const doctorId = (await added.json()).doctor._id as string;
  const on = await request.put("/api/admin/settings", { headers, data: { requireTwoFactorForStaff: true } });
  expect(on.status(), "PUT /api/admin/settings requireTwoFactorForStaff").toBe(200);
  try {
    await signInWithPassword(page, email);
    await page.waitForURL((u) => u.pathname === "/security");
    await expect(page.getByRole("status").filter({ hasText: "The clinic asks staff to sign in with a second factor" })).toBeVisible();
    await expectAccessible(page, "/security while setup is required");
    // No staff screen nor staff API call before a factor.
    await page.goto("/doctor/dashboard");
    await page.waitForURL((u) => u.pathname === "/security");
    const token = (await (await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).json()).token as string;
    const api = await request.get("/api/doctor/dashboard-data", { headers: { authorization: `Bearer ${token}` } });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ success: false, twoFactorSetupRequired: true });

    await turnOnAuthenticator(page);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.goto("/doctor/dashboard");
    await expect(page).toHaveURL(/\/doctor\/dashboard/);
  } finally {
    // Straight in the database: with the rule on, the admin (no second factor) is itself sent to
    // set one up, and its API calls answer 403 twoFactorSetupRequired.
    await db((c) => c.query("UPDATE clinic_settings SET require_two_factor_for_staff = false"));
    await request.delete(`/api/admin/doctor/${doctorId}`, { headers });
  }
});

test("the SPEC demo accounts sign in exactly as before: the password alone", async ({ browser }, testInfo) => {
  for (const role of ["admin", "doctor", "patient"] as const) {
    const context = await browser.newContext({ ...testInfo.project.use });
    try {
      const page = await context.newPage();
      await signInWithPassword(page, DEMO[role].email, DEMO[role].password);
      // Each role's landing page as before (the patient's is the home page).
      await page.waitForURL((u) => u.pathname === ROLE_HOME[role]);
    } finally {
      await context.close();
    }
  }
});

test("axe on /login/verify and /security in Arabic (right to left)", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = await register(page.request, `ar-${testInfo.project.name}`);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.goto("/language?to=ar");
  await page.goto("/security");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectAccessible(page, "/security in Arabic");
  await page.locator("#sign-in-security").locator("..").getByRole("button").click();
  await expect(page.locator("img[src^='data:image']")).toBeVisible();
  await expectAccessible(page, "/security in Arabic, setting up");
  await page.screenshot({ path: testInfo.outputPath("security-ar.png"), fullPage: true });
  const key = ((await page.locator("code").first().textContent()) ?? "").trim();
  await page.locator("#confirm-code").fill(await freshCode(key));
  await page.locator("#confirm-code").press("Enter");
  await expect(page.locator("#sign-in-security").locator("..").locator("ul li")).toHaveCount(10);

  await signOut(page);
  // The language cookie went with the others: ask for Arabic again before signing in.
  await page.goto("/language?to=ar");
  await page.goto("/login");
  await page.locator("input[type=email]").fill(email);
  await page.locator("input[type=password]").fill(PASSWORD);
  await page.locator("form button[type=submit]").first().click();
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectAccessible(page, "/login/verify in Arabic");
  await page.screenshot({ path: testInfo.outputPath("login-verify-ar.png"), fullPage: true });
});

/**
 * Chromium's virtual authenticator (CDP WebAuthn) on this page: a platform passkey that checks
 * its user, answering every prompt at once.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** axe on the page as it is now, in each language (the language cookie switched, the page opened again). */
async function accessibleInEveryLanguage(page: Page, path: string) {
  for (const locale of ["es", "fr", "ar", "en"] as const) {
    await page.goto(`/language?to=${locale}`);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expectAccessible(page, `${path} in ${locale}`);
  }
}

test("a passkey is added from /security, signs in alone and as the second step, and is removed", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const email = await register(page.request, `passkey-${testInfo.project.name}`);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));

  await page.goto("/security");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name for a new passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("Test laptop");
  await expect(passkeys).toContainText("not used yet");
  await page.screenshot({ path: testInfo.outputPath("security-passkey.png"), fullPage: true });
  await accessibleInEveryLanguage(page, "/security");

  // Signed out: the passkey alone signs in (no password).
  await signOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.goto("/security");
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("last used");

  // With the password, the passkey is the second step.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => u.pathname === "/login/verify");
  await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("login-verify-passkey.png"), fullPage: true });
  await accessibleInEveryLanguage(page, "/login/verify");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));

  // Removed, it no longer signs in: the password alone does again.
  await page.goto("/security");
  await page.getByRole("button", { name: "Remove the passkey Test laptop" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await signOut(page);
  await signInWithPassword(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
});
