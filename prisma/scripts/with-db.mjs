// Runs the app (or a command) against a database with zero configuration.
//
//   node prisma/scripts/with-db.mjs --dev | --start | --migrate | --seed | --run -- <cmd...>
//
// With DATABASE_URL unset it starts the embedded PostgreSQL kept in .data/,
// stops it again when the app stops, and keeps a development auth secret
// beside the data. With DATABASE_URL set it uses that database as it is.
// In every mode except --run, pending migrations are applied first; --dev and
// --start also seed the demo data when the database has no users yet, and,
// with SMTP_URL unset, start the local mail inbox (MailDev, lib/notifications/local-inbox.mjs)
// that catches every email the app sends.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedDatabase } from "./embedded-db.mjs";
import { selectSchemaEngine } from "../engine/select-engine.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const dataDir = path.join(root, ".data");

const argv = process.argv.slice(2);
const mode = argv[0];
const passthrough = argv.includes("--") ? argv.slice(argv.indexOf("--") + 1) : [];

function run(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv }, cwd: root });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function must(cmd, args) {
  const code = await run(cmd, args);
  if (code !== 0) throw new Error(`${path.basename(cmd)} ${args.join(" ")} failed (exit ${code})`);
}

/** A development secret kept with the embedded data, so sessions survive restarts. */
function ensureLocalAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

/** The key of the authenticator apps' secrets (issue 44), kept beside the data the same way. */
function ensureLocalTwoFactorKey() {
  if (process.env.TWO_FACTOR_ENCRYPTION_KEY) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const keyFile = path.join(dataDir, "two-factor-key");
  if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, crypto.randomBytes(32).toString("base64"), { mode: 0o600 });
  process.env.TWO_FACTOR_ENCRYPTION_KEY = fs.readFileSync(keyFile, "utf8").trim();
}

async function hasUsers(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT EXISTS (SELECT 1 FROM users) AS any");
    return rows[0].any;
  } finally {
    await client.end();
  }
}

/**
 * MailDev's SMTP server and web inbox on LOCAL_SMTP_PORT / LOCAL_INBOX_PORT
 * (default 1025 / 1080; a taken default falls back to a free port, a port you
 * set does not). The app sends to it through SMTP_URL. Loaded only here, so
 * the other modes do not load MailDev.
 */
async function startInbox() {
  const { startLocalInbox } = await import("../../lib/notifications/local-inbox.mjs");
  const chosen = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
  const inbox = await startLocalInbox({
    smtpPort: chosen("LOCAL_SMTP_PORT", 1025),
    httpPort: chosen("LOCAL_INBOX_PORT", 1080),
    fallbackToFreePorts: !process.env.LOCAL_SMTP_PORT && !process.env.LOCAL_INBOX_PORT,
  });
  process.env.SMTP_URL = inbox.smtpUrl;
  process.env.LOCAL_INBOX_URL = inbox.url;
  console.log(`▸ Mail inbox: ${inbox.url} (SMTP ${inbox.smtpUrl}; SMTP_URL unset, so every email lands here)`);
  return inbox;
}

async function main() {
  // Once for every prisma command below (they inherit the choice), not once each.
  selectSchemaEngine();
  let db = null;
  let inbox = null;
  if (!process.env.DATABASE_URL) {
    const port = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
    console.log(`▸ Starting the embedded PostgreSQL (port ${port})`);
    const dir = process.env.EMBEDDED_DB_DIR ? path.resolve(root, process.env.EMBEDDED_DB_DIR) : path.join(dataDir, "postgres");
    db = await startEmbeddedDatabase({ dataDir: dir, port, database: "careslot" });
    process.env.DATABASE_URL = db.url;
  }
  // A local run (embedded data or `npm run dev`) gets a kept development secret;
  // a production server with its own DATABASE_URL must be given AUTH_SECRET.
  if (db || mode === "--dev" || mode === "--seed" || mode === "--migrate") {
    ensureLocalAuthSecret();
    ensureLocalTwoFactorKey();
  }

  // next-auth needs to know the site's origin: NEXTAUTH_URL when set, else the
  // Host header of each request (fine for local runs; Vercel sets VERCEL).
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";

  let code = 0;
  try {
    if (mode === "--run") {
      code = await run(passthrough[0], passthrough.slice(1));
      return code;
    }
    await must(bin("prisma"), ["migrate", "deploy"]);
    if (mode === "--seed") {
      await must(bin("tsx"), ["prisma/seed.ts"]);
    } else if (mode === "--dev" || mode === "--start") {
      if (!(await hasUsers(process.env.DATABASE_URL))) {
        console.log("▸ Empty database: loading the demo data");
        await must(bin("tsx"), ["prisma/seed.ts"]);
      }
      if (!process.env.SMTP_URL) inbox = await startInbox();
      // Links in emails point at this server when no SITE_URL says otherwise (lib/outbox/mail-config.ts reads PORT).
      const portFlag = passthrough.findIndex((a) => a === "-p" || a === "--port");
      if (portFlag >= 0 && passthrough[portFlag + 1]) process.env.PORT ??= passthrough[portFlag + 1];
      const nextArgs = mode === "--dev" ? ["dev", ...passthrough] : ["start", ...passthrough];
      code = await runForwardingSignals(path.join(root, "node_modules/next/dist/bin/next"), nextArgs);
    }
  } finally {
    await inbox?.stop();
    await db?.stop();
  }
  return code;
}

/** Runs the server in the foreground; Ctrl-C stops it, then the database. */
function runForwardingSignals(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: "inherit",
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
      process.on(sig, () => child.kill(sig));
    }
    child.on("exit", (code) => resolve(code ?? 0));
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`✖ ${err.message}`);
    process.exit(1);
  },
);
