// Signed-in browser states reused: each demo account (SPEC.md) signs in once per
// Playwright worker, through the real /login form, and every test that only needs
// to *be* signed in starts from that sign-in's cookies (Playwright's storageState)
// instead of filling the form again. The sign-in screen itself is still tested
// through the form (auth.spec.ts, the session, password and language specs, and
// wherever signing in is part of the journey a test follows).
//
// The cookies stay valid for the whole run: the server's session rows end only on
// logout, "log out everywhere", a password change or archiving a doctor
// (lib/accounts/sessions.ts), and no test does any of these to a demo account.
import { test as base, expect, type Browser, type BrowserContext, type FullProject, type Page } from "@playwright/test";

export const DEMO = {
  patient: { email: "patient@example.com", password: "patient1234", home: "/my-appointments" },
  doctor: { email: "doctor@example.com", password: "doctor1234", home: "/doctor/dashboard" },
  admin: { email: "admin@example.com", password: "admin1234", home: "/admin/dashboard" },
  desk: { email: "desk@example.com", password: "desk1234", home: "/desk" },
} as const;
export type DemoRole = keyof typeof DEMO;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs `role` in through the form in a context of its own and keeps what the browser was left with. */
async function signInThroughTheForm(browser: Browser, device: FullProject["use"], role: DemoRole) {
  const { email, password, home } = DEMO[role];
  // The project's device (viewport, user agent) and address, as the tests' own contexts have them.
  const context = await browser.newContext({ ...device });
  try {
    const page = await context.newPage();
    await page.goto(`/login?callbackUrl=${encodeURIComponent(home)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((u) => u.pathname === home);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Gives the test's page (or `page`) the signed-in cookies of `role`, then opens `open` if given
 * (else the next navigation is signed in).
 */
export type SignInAs = (role: DemoRole, options?: { open?: string; page?: Page }) => Promise<void>;

export const test = base.extend<
  { signInAs: SignInAs },
  { demoStates: (role: DemoRole) => Promise<StorageState> }
>({
  demoStates: [
    // `provide` is Playwright's `use` (so named here that the React hooks lint rule leaves it be).
    async ({ browser }, provide, workerInfo) => {
      const states = new Map<DemoRole, Promise<StorageState>>();
      await provide((role) => {
        if (!states.has(role)) states.set(role, signInThroughTheForm(browser, workerInfo.project.use, role));
        return states.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  signInAs: async ({ page, demoStates }, provide) => {
    await provide(async (role, { open, page: target = page } = {}) => {
      await target.context().addCookies((await demoStates(role)).cookies);
      if (open) await target.goto(open);
    });
  },
});

/**
 * Signs the page's browser in as `email` without the form: next-auth's credentials endpoint, which
 * the form posts to, answered into the context's cookies (its request shares them). For the
 * accounts a test makes for itself, where the test is about something else than signing in.
 */
export async function signInWithPassword(page: Page, email: string, password: string) {
  const request = page.context().request;
  await page.context().clearCookies();
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await request.post("/api/auth/callback/credentials", { form: { email, password, csrfToken, json: "true" }, maxRedirects: 0 });
  expect(res.status(), `signing in ${email}`).toBeLessThan(400);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name), `a session for ${email}`).toContainEqual(expect.stringMatching(/next-auth\.session-token$/));
}

export { expect };
