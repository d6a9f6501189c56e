import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

// Sessions that really end (issue 12, item 7), at the desktop and the phone
// width: logging out, "Change password" and "Log out everywhere" on the
// patient profile end sessions on the server, so another browser, or a copy
// of the cookie taken before, is signed out and asked to log in again. Every
// test makes its own patient.

const PASSWORD = "secret123";
const NEW_PASSWORD = "brand-new-secret-7";

function uniqueEmail(testInfo: TestInfo, tag: string) {
  const rand = Math.random().toString(36).slice(2, 7);
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}${rand}@example.com`;
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** A patient account made through the REST API (these journeys are not about signing up). */
async function registerPatient(page: Page, email: string, name: string) {
  const res = await page.request.post("/api/auth/register", { data: { name, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Another browser (its own cookies), with this project's device settings. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  return { context, page: await context.newPage() };
}

/** Signs in on /profile (by way of /login) and waits for the profile screen. */
async function openProfile(page: Page, email: string, password = PASSWORD) {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile/);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Account Security" })).toBeVisible();
}

test("a cookie copied before logout no longer opens anything after it", async ({ browser, page, isMobile }, testInfo) => {
  const email = uniqueEmail(testInfo, "logout");
  await registerPatient(page, email, "Morgan Logout");
  await openProfile(page, email);

  const copy = await otherBrowser(browser, testInfo);
  await copy.context.addCookies(await page.context().cookies());
  await copy.page.goto("/my-appointments");
  await expect(copy.page).toHaveURL(/\/my-appointments$/);

  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
  } else {
    await page.getByRole("button", { name: /Account menu/ }).click();
  }
  await page.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);

  // The copy is signed out on the server: asked to log in, with the way back kept.
  await copy.page.goto("/my-appointments");
  await expect(copy.page).toHaveURL(/\/login\?callbackUrl=%2Fmy-appointments$/);
  await copy.context.close();
});

test("Change password keeps this browser signed in and signs out every other one", async ({ browser, page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, "passwd");
  await registerPatient(page, email, "Avery Passwordson");

  const other = await otherBrowser(browser, testInfo);
  await other.page.goto("/login?callbackUrl=%2Fmy-appointments");
  await login(other.page, email, PASSWORD);
  await expect(other.page).toHaveURL(/\/my-appointments$/);

  await openProfile(page, email);
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog).toBeVisible();

  // The current password is checked on the server; the confirmation in the form.
  await dialog.getByLabel("Current Password").fill("not-my-password");
  await dialog.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Save Password" }).click();
  await expect(dialog.getByText("The current password is not correct")).toBeVisible();

  await dialog.getByLabel("Current Password").fill(PASSWORD);
  await dialog.getByLabel("Confirm New Password").fill("something-else");
  await dialog.getByRole("button", { name: "Save Password" }).click();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();

  await dialog.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("Password changed. You are now signed out everywhere else.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // This browser is still signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Account Security" })).toBeVisible();

  // The other one is signed out, and only the new password works there.
  await other.page.goto("/my-appointments");
  await expect(other.page).toHaveURL(/\/login\?callbackUrl=%2Fmy-appointments$/);
  await login(other.page, email, PASSWORD);
  await expect(other.page.getByText("Invalid email or password")).toBeVisible();
  await login(other.page, email, NEW_PASSWORD);
  await expect(other.page).toHaveURL(/\/my-appointments$/);
  await other.context.close();
});

test("Log out everywhere signs out this browser, every other one and any copy of the cookie", async ({ browser, page }, testInfo) => {
  const email = uniqueEmail(testInfo, "everywhere");
  await registerPatient(page, email, "Jordan Everywhere");
  await openProfile(page, email);

  const copy = await otherBrowser(browser, testInfo);
  await copy.context.addCookies(await page.context().cookies());
  await copy.page.goto("/my-appointments");
  await expect(copy.page).toHaveURL(/\/my-appointments$/);

  // Behind a confirmation; staying signed in is the way out of it.
  await page.getByRole("button", { name: "Log Out Everywhere" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Log out everywhere?" });
  await confirm.getByRole("button", { name: "Stay signed in" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Log Out Everywhere" }).click();
  await confirm.getByRole("button", { name: "Yes, log out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
  await copy.page.goto("/my-appointments");
  await expect(copy.page).toHaveURL(/\/login\?callbackUrl=%2Fmy-appointments$/);
  await copy.context.close();

  // Signing in again works.
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

// Issue 21: the other browser still holds the ended session's cookie. Its pages
// render signed out, and its Login link must open the login form (it used to
// bounce to the home page until the cookie expired).
test("after Log out everywhere on one device, the other device's Login link opens the form and signing in works", async ({ browser, page, request, isMobile }, testInfo) => {
  const email = uniqueEmail(testInfo, "relogin");
  await registerPatient(page, email, "Riley Relogin");
  await openProfile(page, email);

  // The laptop: the same session (its cookie), signed in.
  const laptop = await otherBrowser(browser, testInfo);
  await laptop.context.addCookies(await page.context().cookies());
  await laptop.page.goto("/my-appointments");
  await expect(laptop.page).toHaveURL(/\/my-appointments$/);

  // The phone ends every session.
  await page.getByRole("button", { name: "Log Out Everywhere" }).click();
  await page.getByRole("alertdialog", { name: "Log out everywhere?" }).getByRole("button", { name: "Yes, log out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The laptop still has the dead cookie; its home page offers Login.
  const deadCookie = (await laptop.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await laptop.page.goto("/");
  if (isMobile) await laptop.page.getByRole("button", { name: "Open menu" }).click();
  await laptop.page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(laptop.page).toHaveURL(/\/login$/);
  await expect(laptop.page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  // The dead cookie is gone.
  expect((await laptop.context.cookies()).filter((c) => c.name.includes("session-token"))).toEqual([]);
  await login(laptop.page, email, PASSWORD);
  await expect(laptop.page).toHaveURL(/\/$/);
  await laptop.page.goto("/my-appointments");
  await expect(laptop.page).toHaveURL(/\/my-appointments$/);
  await laptop.context.close();

  // At the HTTP level: /login with the dead cookie is the page, not a redirect home, and deletes the cookie.
  const direct = await request.get("/login", { headers: { cookie: deadCookie }, maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  expect(direct.headers()["set-cookie"]).toMatch(/next-auth\.session-token=;/);
});

test("a live session is still sent from /login and /signup to the home page", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "live");
  await registerPatient(page, email, "Lee Live");
  await openProfile(page, email);
  for (const path of ["/login", "/signup"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers()["location"], path).toBe("/");
  }
});
