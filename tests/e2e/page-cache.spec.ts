// The page cache (lib/http/page-cache.ts, issue 15) as a browser meets it:
// visitors without a session get the public pages from memory with a policy
// listing their inline scripts' hashes, and every script the page needs still
// runs (no policy violation, the app boots); a booking is gone from the cached
// booking page at once; a signed-in visitor gets their own page, never the
// cached one. `next start` runs in production, so the cache is on here.
import { createHash } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

const PASSWORD = "secret123";
const email = (testInfo: TestInfo, tag: string) => `cache-${tag}-${testInfo.project.name}-${Date.now()}@example.com`;

/**
 * Records every Content-Security-Policy violation of the page into window.__violations, and when
 * the first contentful paint and the first of Next's scripts came (window.__fcp, __firstScript).
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[]; __fcp?: number; __firstScript?: number };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`));
    new PerformanceObserver((list) => {
      for (const e of list.getEntriesByName("first-contentful-paint")) w.__fcp ??= e.startTime;
    }).observe({ type: "paint", buffered: true });
    new MutationObserver((changes, observer) => {
      for (const c of changes) {
        for (const n of c.addedNodes) {
          // (A nomodule polyfill stays in the HTML: a modern browser never runs it.)
          if (n instanceof HTMLScriptElement && n.src.includes("/_next/static/") && !n.noModule) {
            w.__firstScript = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

async function firstBookableDoctor(page: Page) {
  const doctors = (await (await page.request.get("/api/doctor")).json()).doctors as { _id: string; name: string; available: boolean }[];
  for (const d of doctors.filter((x) => x.available)) {
    const slots = (await (await page.request.get(`/api/doctor/${d._id}/slots`)).json()).slots as { date: string; slots: { time: string }[] }[];
    if (slots.length > 0) return { doctor: d, slots };
  }
  throw new Error("no doctor with a free slot");
}

test("public pages come from the cache with their scripts' hashes, and every script runs", async ({ page }) => {
  const { doctor } = await firstBookableDoctor(page);
  await watchViolations(page);
  const consoleErrors: string[] = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  for (const path of ["/", "/doctors", `/appointment/${doctor._id}`, "/about", "/contact", "/login", "/signup"]) {
    await page.goto(path);
    // Twice: the first visit may be the one that renders; the second is surely sent from memory.
    const res = (await page.reload())!;
    const scriptSrc = (res.headers()["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    // The app booted (Next's client runtime sets window.next once its scripts ran) and nothing was refused.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { appDir?: boolean } }).next?.appDir));
    expect(await violations(page), path).toEqual([]);
    // Next's scripts are added by the page's loader after the first contentful paint (issue 43):
    // none is in the HTML, the first is inserted once the page is on screen.
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __fcp?: number; __firstScript?: number };
      return { fcp: w.__fcp ?? 0, firstScript: w.__firstScript ?? -1 };
    });
    expect(timing.fcp, path).toBeGreaterThan(0);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.fcp);
  }
  expect(consoleErrors.filter((e) => /Content.Security.Policy|Refused to/i.test(e))).toEqual([]);

  await test.step("the cached pages are live: a client-side form check and a navigation work", async () => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    // A client-side navigation from a cached page stays client-side (the router's RSC fetch is never given cached HTML).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: /About/ }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/About/i);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});

test("the policy of a cached page lists exactly the hashes of its inline scripts", async ({ request }) => {
  for (const path of ["/", "/doctors", "/login"]) {
    // As a browser asks for a document; a fetch that does not accept HTML (the router's) is rendered per request.
    const res = await request.get(path, { headers: { accept: "text/html", "sec-fetch-dest": "document" } });
    const html = await res.text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
    );
    expect(inline.length, path).toBeGreaterThan(0);
    const scriptSrc = res.headers()["content-security-policy"].split(";").find((d) => d.trim().startsWith("script-src"))!.trim().split(/\s+/);
    expect(new Set(scriptSrc.filter((v) => v.startsWith("'sha256-"))), path).toEqual(new Set(inline));
    const fetched = await request.get(path, { headers: { accept: "*/*", "sec-fetch-dest": "empty" } });
    expect(fetched.headers()["content-security-policy"], path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  }
});

test("a booking is gone from the cached booking page at once", async ({ page, request }, testInfo) => {
  const { doctor, slots } = await firstBookableDoctor(page);
  const { date } = slots[0];
  const { time } = slots[0].slots[0];
  await page.goto(`/appointment/${doctor._id}`);
  const days = page.getByRole("radiogroup", { name: /Choose a day/ });
  const times = page.getByRole("radiogroup", { name: /Choose a time/ });
  await expect(times.getByRole("radio", { name: time, exact: true })).toHaveCount(1);
  const dayLabel = (await days.getByRole("radio", { checked: true }).getAttribute("aria-label")) ?? "";

  const who = email(testInfo, "book");
  expect((await request.post("/api/auth/register", { data: { name: "Casey Cache", email: who, password: PASSWORD } })).status()).toBe(201);
  const token = (await (await request.post("/api/auth/login", { data: { email: who, password: PASSWORD } })).json()).token as string;
  const booked = await request.post("/api/appointment/book-appointment", {
    headers: { authorization: `Bearer ${token}` },
    data: { doctorId: doctor._id, date, time },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // No waiting: the booking dropped the cached page, so the next visit renders it anew.
  await page.reload();
  const day = dayLabel.split(":")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const sameDay = days.getByRole("radio", { name: new RegExp(`^${day}:`) });
  if ((await sameDay.count()) > 0) {
    if (!(await sameDay.isChecked())) await sameDay.click();
    await expect(times.getByRole("radio", { name: time, exact: true })).toHaveCount(0, { timeout: 1_000 });
  }
});

test("a signed-in visitor gets their own page with a nonce policy, never the cached one", async ({ page }, testInfo) => {
  const who = email(testInfo, "menu");
  const name = "Morgan Menu";
  expect((await page.request.post("/api/auth/register", { data: { name, email: who, password: PASSWORD } })).status()).toBe(201);
  const menu = page.locator(`[aria-label="Account menu for ${name}"]`);

  const anonymous = (await page.goto("/doctors"))!;
  expect(anonymous.headers()["content-security-policy"]).toMatch(/'sha256-/);
  await expect(menu).toHaveCount(0);

  await page.goto("/login");
  await page.getByLabel("Email").fill(who);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const signedIn = (await page.goto("/doctors"))!;
  expect(signedIn.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(signedIn.headers()["content-security-policy"]).not.toMatch(/'sha256-/);
  await expect(menu).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
});
