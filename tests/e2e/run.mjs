// `npm run test:e2e` after the build: the desktop and phone projects side by
// side, each against its own server, database and mail inbox, so neither sees
// the other's bookings or clinic settings (the specs were written for one
// browser at a time on one database, and each project still runs that way).
// Two processes halve the suite's wall time on CI's two cores without making
// any spec share state. Extra arguments go to both (a spec file, --grep ...);
// `--project=<name>` runs that project alone.
import { spawn } from "node:child_process";
import { printDurations } from "./durations.mjs";

const args = process.argv.slice(2);
const chosen = args.find((a) => a.startsWith("--project="))?.slice("--project=".length);
// Desktop on the ports playwright.config.ts defaults to (or E2E_PORT ... as given), phone beside it.
const base = {
  port: Number(process.env.E2E_PORT ?? 3100),
  inbox: Number(process.env.E2E_INBOX_PORT ?? 3180),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3125),
  db: Number(process.env.E2E_DB_PORT ?? 54340),
};
const projects = [
  { name: "desktop", ...base },
  { name: "phone", port: base.port + 1, inbox: base.inbox + 1, smtp: base.smtp + 1, db: base.db + 1 },
].filter((p) => !chosen || p.name === chosen);
const rest = args.filter((a) => !a.startsWith("--project="));

function run(p) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", `--project=${p.name}`, ...rest], {
      env: {
        ...process.env,
        E2E_PORT: String(p.port),
        E2E_INBOX_PORT: String(p.inbox),
        E2E_SMTP_PORT: String(p.smtp),
        E2E_DB_PORT: String(p.db),
        E2E_DATA_DIR: `.data/e2e-${p.name}`,
        E2E_OUTPUT_DIR: `test-results/${p.name}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Each line marked with its project: the two logs interleave.
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop();
        for (const line of lines) process.stdout.write(`[${p.name}] ${line}\n`);
      });
      stream.on("end", () => pending && process.stdout.write(`[${p.name}] ${pending}\n`));
    }
    child.on("close", (code) => resolve({ name: p.name, code: code ?? 1 }));
  });
}

const results = await Promise.all(projects.map(run));
// Where the time went (the slow specs are found here, not guessed).
printDurations(projects.map((p) => `test-results/${p.name}`));
for (const r of results) console.log(`${r.name}: ${r.code === 0 ? "passed" : `failed (exit ${r.code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
