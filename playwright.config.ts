// Browser tests in the system Chromium (Playwright's own download is not
// reachable here). By default they run against the built app started on a
// fresh embedded database (`npm run build` first); set E2E_BASE_URL to test
// a server you already run.
import { defineConfig, devices, type TraceMode } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
// The app is reached at a host name, not an address: WebAuthn (passkeys, issue 44) takes the
// relying party id from SITE_URL's host name and browsers refuse an IP address there; localhost
// is also a secure context over http. The server still listens on 127.0.0.1 (below).
const baseURL = external ?? `http://localhost:${port}`;
// The server's emails land in the local inbox that with-db.mjs starts beside
// it (MailDev, lib/notifications/local-inbox.mjs); specs read its REST API at E2E_INBOX_URL.
const inboxPort = Number(process.env.E2E_INBOX_PORT ?? 3180);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
// Where this run's server keeps its database (tests/e2e/run.mjs gives each project its own).
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
process.env.E2E_INBOX_URL ??= external ? "" : `http://127.0.0.1:${inboxPort}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const outputDir = process.env.E2E_OUTPUT_DIR ?? "test-results";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test's time in the log, and in a JSON report beside the run's artefacts: the slow specs
  // are found there (`node tests/e2e/durations.mjs`), not guessed.
  reporter: [["list"], ["json", { outputFile: `${outputDir}/results.json` }]],
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and a screencast of every step) costs the browser about a
    // fifth of its CPU, and CI's two cores are the browser's: measured on accessibility.spec.ts,
    // 145 s -> 114 s (desktop) and 134 s -> 113 s (phone) without it. CI records one on the retry of
    // a failed test (a failure on retry keeps it); a local run keeps the failed test's trace.
    // E2E_TRACE overrides (on, off, retain-on-failure ...).
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? (process.env.CI ? "on-first-retry" : "retain-on-failure"),
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: external
    ? undefined
    : {
        // A fresh database every run: the demo seed is loaded on first start.
        command: `rm -rf ${dataDir} && node prisma/scripts/with-db.mjs --start -- -p ${port} -H 127.0.0.1`,
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "pipe",
        env: {
          EMBEDDED_DB_DIR: `${dataDir}/postgres`,
          EMBEDDED_DB_PORT: String(Number(process.env.E2E_DB_PORT ?? 54340)),
          RATE_LIMIT_SCALE: "100",
          AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
          NEXTAUTH_URL: baseURL,
          SITE_URL: baseURL,
          CORS_ORIGINS: "http://client.example",
          LOCAL_SMTP_PORT: String(smtpPort),
          LOCAL_INBOX_PORT: String(inboxPort),
          // Every language (the default, said here so the specs do not depend on it). Browsers
          // here send en-US unless a spec says otherwise.
          CLINIC_LOCALES: "en,es,fr,ar",
        },
      },
});
