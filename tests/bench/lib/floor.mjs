// The floor of the stack: a bare Next.js page (tests/bench/floor-app: one
// prerendered App Router page, no CSS, no client component, no proxy, no
// database) built with the app's own Next.js and measured in the same run as
// the app. Its throughput ratio against the baseline and its Lighthouse score
// are what no page served by `next start` on this machine can beat; the
// targets are judged on the app's figures, the floor says how far they can go.
// Turbopack's root is the repository (for node_modules), so the build also
// compiles the app's proxy.ts (never registered: the floor's middleware
// manifest stays empty) and would take its instrumentation.ts, were it not for
// the floor's own empty one.
import fs from "node:fs";
import path from "node:path";
import { freePort, runCommand, startServer } from "./proc.mjs";

export const FLOOR_DIR = "tests/bench/floor-app";

/** Builds the floor app (unless built and not forced), starts `next start` on a free port. */
export async function startFloor(ctx) {
  const dir = path.join(ctx.root, FLOOR_DIR);
  const next = path.join(ctx.root, "node_modules/next/dist/bin/next");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  if (ctx.opts.build || !fs.existsSync(path.join(dir, ".next/BUILD_ID"))) {
    ctx.log("▸ Building the floor page (tests/bench/floor-app, a bare Next.js page)");
    await runCommand(process.execPath, [next, "build"], { cwd: dir, env, logFile: ctx.logFile("floor-build.log"), timeoutMs: 300_000 });
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
