// Processes the bench starts, and stopping every one of them again: on
// success, on failure and on Ctrl-C. Each start registers its own stop in
// one list, run in reverse order (servers before the database they use).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const stops = [];
let stopping = null;

/** Registers `fn` to run when the bench ends; returns an unregister function. */
export function onCleanup(label, fn) {
  const entry = { label, fn };
  stops.push(entry);
  return () => {
    const i = stops.indexOf(entry);
    if (i >= 0) stops.splice(i, 1);
  };
}

/** Runs every registered stop once (later registrations first), each bounded in time. */
export function cleanupAll() {
  stopping ??= (async () => {
    while (stops.length) {
      const { label, fn } = stops.pop();
      try {
        await withTimeout(Promise.resolve().then(fn), 30_000, `stopping ${label}`);
      } catch (err) {
        console.error(`  ! could not stop ${label}: ${err.message}`);
      }
    }
  })();
  return stopping;
}

/** Ctrl-C (or a kill) stops what was started before the process goes. */
export function installSignalHandlers() {
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(sig, () => {
      console.error(`\n▸ ${sig}: stopping everything the bench started`);
      cleanupAll().finally(() => process.exit(130));
    });
  }
}

export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

export { freePort } from "../../helpers/free-port.mjs";

/**
 * Runs a command to completion with its output kept in `logFile`; rejects
 * with the log's tail when it fails or exceeds `timeoutMs`.
 */
export function runCommand(cmd, args, { cwd, env, logFile, timeoutMs = 600_000 }) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, "a");
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", out, out] });
    const unregister = onCleanup(path.basename(cmd), () => stopChild(child));
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      unregister();
      fs.closeSync(out);
      if (code === 0) return resolve();
      reject(new Error(`${path.basename(cmd)} ${args.join(" ")} failed (${signal ?? `exit ${code}`}); see ${logFile}:\n${tail(logFile)}`));
    });
  });
}

export function tail(file, lines = 15) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** SIGTERM, then SIGKILL after 5 s if the process is still there. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const gone = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!gone) {
    child.kill("SIGKILL");
    await Promise.race([exited, sleep(2_000)]);
  }
}

/**
 * The environment of a bench's `next start`: production, the bench's database,
 * secret, zone and address, rate limits scaled out of the way; the
 * deployment settings a shell may carry (NEXTAUTH_URL, UPLOADTHING_TOKEN,
 * VERCEL) removed so they cannot change what is measured.
 */
export function appServerEnv({ databaseUrl, authSecret, tz, base, extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    // A production start needs the authenticator secrets' key (issue 44); any 32 bytes in base64.
    TWO_FACTOR_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString("base64"),
    AUTH_TRUST_HOST: "true",
    RATE_LIMIT_SCALE: "1000",
    CLINIC_TIMEZONE: tz,
    SITE_URL: base,
    ...extra,
  };
  delete env.NEXTAUTH_URL;
  delete env.UPLOADTHING_TOKEN;
  delete env.VERCEL;
  // The page cache renders through this server itself, never another origin.
  delete env.PAGE_CACHE_ORIGIN;
  return env;
}

/**
 * Starts a long-running server (`node <script> ...args`), waits until
 * `readyUrl` answers 200, and registers its stop. Output goes to `logFile`.
 */
export async function startServer({ name, script, args = [], cwd, env, logFile, readyUrl, timeoutMs = 90_000 }) {
  const out = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [script, ...args], { cwd, env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  onCleanup(name, () => stopChild(child));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}); see ${logFile}:\n${tail(logFile)}`);
    try {
      // withTimeout's own timer, not fetch's signal alone: twice a run sat idle for good
      // right after its servers were up, with no socket and no timer left to wake it.
      const ok = await withTimeout(
        fetch(readyUrl, { signal: AbortSignal.timeout(5_000) }).then(async (res) => (await res.arrayBuffer(), res.ok)),
        6_000,
        `GET ${readyUrl}`,
      );
      if (ok) return { child, pid: child.pid, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s; see ${logFile}:\n${tail(logFile)}`);
}

// ---- CPU time, the figure that other work on the machine does not inflate ----------

const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/**
 * From /proc/<pid>/stat: the parent, the CPU ms (user + system) of the process
 * itself, and of its children that have exited (and been waited for).
 */
function statOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces; fields after it are space-separated.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      ppid: Number(f[1]),
      cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
      exitedChildrenCpuMs: (Number(f[13]) + Number(f[14])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by `pid` (all its threads), 0 when unknown. */
export function processCpuMs(pid) {
  return statOf(pid)?.cpuMs ?? 0;
}

/**
 * CPU milliseconds used so far by the children of `ppid` (PostgreSQL's
 * backends and parallel workers): the live ones, plus those that exited
 * (closed connections, finished parallel workers), which the parent accounts.
 */
export function childrenCpuMs(ppid) {
  let total = statOf(ppid)?.exitedChildrenCpuMs ?? 0;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = statOf(name);
    if (s && s.ppid === ppid) total += s.cpuMs;
  }
  return total;
}

/** The postmaster's pid of a running cluster (first line of postmaster.pid). */
export function postmasterPid(dataDir) {
  return Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc; 0 when gone). */
export function treeRssBytes(pid) {
  let total = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRssBytes(Number(child));
    }
  } catch {
    // the process ended meanwhile
  }
  return total;
}
