// Lighthouse with its default mobile emulation (Moto G class device,
// simulated slow 4G and 4x CPU slowdown) in the system Chromium. One Chromium
// per run, killed afterwards; with several runs the median performance run
// is kept (the CPU is shared with the servers and other work; the bench runs 3).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { onCleanup, withTimeout } from "./proc.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

async function once(url, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
  });
  const unregister = onCleanup("Chromium", () => chrome.kill());
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }),
      180_000,
      `Lighthouse on ${url}`,
    );
    const lhr = result.lhr;
    if (reportFile) fs.writeFileSync(reportFile, result.report);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
    // The audits that cost points, to say why a score is below 1.
    const failing = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${c}: ${a.id} (${a.score})`);
      }
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      scores,
      failing,
      metrics: {
        fcpMs: Math.round(metric("first-contentful-paint")),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Math.round((metric("cumulative-layout-shift") ?? 0) * 1000) / 1000,
      },
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
    unregister();
  }
}

/** Scores of `url` (median-performance run of `runs`), report JSON kept in `reportDir`. */
export async function audit(url, { runs = 1, reportDir, name }) {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  const all = [];
  const failed = [];
  for (let i = 0; i < runs; i++) {
    const file = reportDir ? path.join(reportDir, `lighthouse-${name}-${i + 1}.json`) : null;
    let r = await once(url, file);
    // A run whose trace Chromium failed to record (NO_NAVSTART and the like) has no
    // performance score: run it again (twice at most) rather than count it as 0.
    for (let retry = 0; r.scores.performance === null && retry < 2; retry++) {
      failed.push(r.runtimeError ?? "no performance score");
      r = await once(url, file);
    }
    all.push(r);
  }
  all.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return { ...all[Math.floor(all.length / 2)], runs, performanceRuns: all.map((r) => r.scores.performance), failedRuns: failed };
}
