// CareSlot's benchmark (issue 6).
//
//   npm run bench                  throughput vs a node:http+pg baseline, booking races on one
//                                  and two instances, shared rate limits, Lighthouse, first-load JS
//   npm run bench -- --large       the same app on 10,000 doctors / 200,000 patients /
//                                  2,000,000 appointments (seeded once into .data/bench-large):
//                                  p50/p95 of every screen and call, EXPLAIN of their queries
//
// Options: --build (rebuild even if .next/BUILD_ID exists; the floor page too), --webpack
// (build the app and the floor page with `next build --webpack`, e.g. in a git worktree whose
// node_modules is a symlink, which Turbopack refuses), --quick (2 s loads, one Lighthouse run
// per page: for trying the script), --lighthouse-runs=N (median of N runs per page, default
// and least 5 unless --quick; 0 skips Lighthouse), --seconds=N (load duration, default 10),
// --samples=N (--large: requests per call, default 30), --only=slot-file (--large: only the
// $bulk-publish Slot file on a fresh server, with the server's memory idle and after one request
// to each public read; ~1 minute past the database's start instead of the whole run).
// BENCH_APP_NODE_OPTIONS=… is the NODE_OPTIONS of the `next start` instances alone (e.g.
// "--require ./mem-log.cjs" or "--heapsnapshot-signal=SIGUSR2" to see where their memory goes).
//
// Everything runs on loopback: its own embedded PostgreSQL (temporary, or the cached large
// one), its own `next start` instances and baseline server on free ports, all stopped at the
// end, on failure and on Ctrl-C. Results: a table on stdout and bench-results/bench.json
// (bench-results/bench-large.json for --large); server logs in bench-results/logs/.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appServerEnv, cleanupAll, freePort, installSignalHandlers, onCleanup, runCommand, startServer } from "./lib/proc.mjs";
import { clinicTimeZone } from "./lib/clinic-time.mjs";
import { runDefault } from "./default.mjs";
import { runLarge } from "./large.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function parseArgs(argv) {
  const opts = { large: false, build: false, webpack: false, quick: false, lighthouseRuns: null, seconds: 10, samples: 30, only: null };
  for (const a of argv) {
    const [k, v] = a.replace(/^--/, "").split("=");
    if (k === "large") opts.large = true;
    else if (k === "build") opts.build = true;
    else if (k === "webpack") opts.webpack = true;
    else if (k === "quick") opts.quick = true;
    else if (k === "lighthouse-runs") opts.lighthouseRuns = Math.max(0, Math.min(15, Math.round(Number(v))));
    else if (k === "seconds") opts.seconds = Math.max(1, Math.min(120, Number(v) || 10));
    else if (k === "samples") opts.samples = Math.max(5, Math.min(1000, Number(v) || 30));
    else if (k === "only" && v === "slot-file") opts.only = v;
    else throw new Error(`unknown option ${a} (see the header of tests/bench/run.mjs)`);
  }
  if (opts.only && !opts.large) throw new Error("--only=slot-file goes with --large");
  if (opts.quick) opts.seconds = Math.min(opts.seconds, 2);
  // Issue 25: the median of at least five runs per page (Lighthouse moves between runs here).
  if (opts.lighthouseRuns === null || Number.isNaN(opts.lighthouseRuns)) opts.lighthouseRuns = opts.quick ? 1 : 5;
  else if (!opts.quick && opts.lighthouseRuns > 0) opts.lighthouseRuns = Math.max(5, opts.lighthouseRuns);
  return opts;
}

/** Builds the app unless a build is there (or --build asks for a fresh one). */
async function ensureBuild(ctx, force) {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!force && fs.existsSync(buildId)) {
    const age = Math.round((Date.now() - fs.statSync(buildId).mtimeMs) / 60_000);
    ctx.log(`▸ Using the existing build (.next/BUILD_ID, ${age} min old; --build to rebuild)`);
    return;
  }
  ctx.log(`▸ Building the app (next build${ctx.opts.webpack ? " --webpack" : ""})…`);
  const t0 = performance.now();
  await runCommand(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", ...(ctx.opts.webpack ? ["--webpack"] : [])], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    logFile: ctx.logFile("next-build.log"),
    timeoutMs: 900_000,
  });
  ctx.log(`  built in ${Math.round((performance.now() - t0) / 1000)} s`);
}

/**
 * What every phase shares: paths, the clinic zone, a secret, and a way to
 * start `next start` instances on free ports against a database.
 */
function context(opts) {
  const resultsDir = path.join(root, "bench-results");
  const logsDir = path.join(resultsDir, "logs");
  fs.mkdirSync(logsDir, { recursive: true });
  const ctx = {
    root,
    opts,
    resultsDir,
    tz: clinicTimeZone(),
    authSecret: crypto.randomBytes(32).toString("base64url"),
    log: (msg) => console.log(msg),
    logFile: (name) => path.join(logsDir, name),
    /** A temporary directory removed at the end (registered before anything that lives in it). */
    tempDir(prefix) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      fs.chmodSync(dir, 0o755); // the embedded PostgreSQL runs as `postgres` when we are root
      onCleanup(`temp dir ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    /** `next start` on a free port; resolves once /api/health answers 200. */
    async startApp(name, url, extraEnv = {}) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = appServerEnv({ databaseUrl: url, authSecret: ctx.authSecret, tz: ctx.tz, base, extra: extraEnv });
      if (process.env.BENCH_APP_NODE_OPTIONS) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} ${process.env.BENCH_APP_NODE_OPTIONS}`.trim();
      const logFile = ctx.logFile(`${name}.log`);
      fs.writeFileSync(logFile, "");
      const server = await startServer({
        name,
        script: path.join(root, "node_modules/next/dist/bin/next"),
        args: ["start", "-p", String(port), "-H", "127.0.0.1"],
        cwd: root,
        env,
        logFile,
        readyUrl: `${base}/api/health`,
      });
      return { name, base, port, pid: server.pid, stop: server.stop, env };
    },
  };
  return ctx;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  installSignalHandlers();
  const ctx = context(opts);
  ctx.log(`CareSlot bench${opts.large ? " --large" : ""}: ${os.cpus().length} cores, Node ${process.version}, clinic zone ${ctx.tz}`);
  await ensureBuild(ctx, opts.build);
  const { results, failures } = opts.large ? await runLarge(ctx) : await runDefault(ctx);
  const file = path.join(ctx.resultsDir, opts.only ? `bench-large-${opts.only}.json` : opts.large ? "bench-large.json" : "bench.json");
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  ctx.log(`\nResults written to ${path.relative(root, file)}`);
  if (failures.length) {
    console.error(`\n✖ ${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    return 1;
  }
  return 0;
}

main().then(
  async (code) => {
    await cleanupAll();
    process.exit(code);
  },
  async (err) => {
    console.error(`\n✖ ${err.stack ?? err.message}`);
    await cleanupAll();
    process.exit(1);
  },
);
