// The floor of the stack: a bare Next.js page (tests/bench/floor-app: one
// prerendered App Router page, no CSS, no client component, no proxy, no
// database) built with the app's own Next.js and measured in the same run as
// the app. Its throughput ratio against the baseline and its Lighthouse score
// are what no page served by `next start` on this machine can beat; the app's
// Lighthouse figures and first-load JS are judged against the floor's of the
// same run (issue 25, lib/judge.mjs).
// Turbopack's root is the repository (for node_modules), so the build also
// compiles the app's proxy.ts (never registered: the floor's middleware
// manifest stays empty) and would take its instrumentation.ts, were it not for
// the floor's own empty one.
import fs from "node:fs";
import path from "node:path";
import { freePort, runCommand, startServer } from "./proc.mjs";

export const FLOOR_DIR = "tests/bench/floor-app";

/** Which bundler made the build in `nextDir`: webpack's runtime chunk is among its root main files. */
function bundlerOf(nextDir) {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  return build.rootMainFiles.some((f) => /(^|\/)webpack-[^/]*\.js$/.test(f)) ? "webpack" : "turbopack";
}

/** Builds the floor app (unless built and not forced), starts `next start` on a free port. */
export async function startFloor(ctx) {
  const dir = path.join(ctx.root, FLOOR_DIR);
  const next = path.join(ctx.root, "node_modules/next/dist/bin/next");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  if (ctx.opts.build || !fs.existsSync(path.join(dir, ".next/BUILD_ID"))) {
    ctx.log("▸ Building the floor page (tests/bench/floor-app, a bare Next.js page)");
    await runCommand(process.execPath, [next, "build", ...(ctx.opts.webpack ? ["--webpack"] : [])], {
      cwd: dir,
      env,
      logFile: ctx.logFile("floor-build.log"),
      timeoutMs: 300_000,
    });
  }
  // Its first-load JS is the base of the app's judged rows: both builds must come from the same bundler.
  const bundler = (d) => (bundlerOf(d) === "webpack" ? "webpack" : "Turbopack");
  if (bundler(path.join(dir, ".next")) !== bundler(path.join(ctx.root, ".next"))) {
    throw new Error(
      `the app was built by ${bundler(path.join(ctx.root, ".next"))} and the floor page by ${bundler(path.join(dir, ".next"))}: ` +
        "rebuild both with --build (and --webpack for webpack)",
    );
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = ctx.logFile("floor.log");
  fs.writeFileSync(logFile, "");
  const server = await startServer({
    name: "floor",
    script: next,
    args: ["start", "-p", String(port), "-H", "127.0.0.1"],
    cwd: dir,
    env,
    logFile,
    readyUrl: `${base}/`,
  });
  return { base, pid: server.pid, stop: server.stop };
}
