// Lighthouse with its default mobile emulation (Moto G class device,
// simulated slow 4G and 4x CPU slowdown) in the system Chromium. One Chromium
// per run, killed afterwards. Scores move between runs on a shared machine:
// the bench runs each page at least 5 times (in rounds: every page once per
// round, the floor included) and keeps the median of every score and metric,
// with the spread of performance and total blocking time.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { summariseRuns } from "./judge.mjs";
import { freePort, onCleanup, withTimeout } from "./proc.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

async function once(url, reportFile, { categories = CATEGORIES, headers } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    port: await freePort(), // FREE_PORT_RANGE applies to Chromium's debugging port too
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
  });
  const unregister = onCleanup("Chromium", () => chrome.kill());
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories, ...(headers ? { extraHeaders: headers } : {}) }),
      180_000,
      `Lighthouse on ${url}`,
    );
    const lhr = result.lhr;
    if (reportFile) fs.writeFileSync(reportFile, result.report);
    const scores = Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null]));
    // The audits that cost points, to say why a score is below 1.
    const failing = [];
    for (const c of categories) {
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

/**
 * One run on `url` (report JSON kept in `reportFile`). A run whose trace Chromium
 * failed to record (NO_NAVSTART and the like) has no performance score: it is
 * run again (twice at most) rather than counted as 0; `retried` says why.
 */
export async function auditOnce(url, reportFile, opts) {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  const retried = [];
  let r = await once(url, reportFile, opts);
  const first = opts?.categories?.[0] ?? "performance";
  for (let retry = 0; r.scores[first] === null && retry < 2; retry++) {
    retried.push(r.runtimeError ?? `no ${first} score`);
    r = await once(url, reportFile, opts);
  }
  return { ...r, retried };
}

/**
 * A page's runs summed up: the median of each score and metric, the spread
 * (min-max) of performance and TBT, and the failing audits of the
 * median-performance run.
 */
export function summariseAudit(runs) {
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return {
    ...summariseRuns(runs),
    failing: byPerformance[Math.floor(runs.length / 2)].failing,
    performanceRuns: runs.map((r) => r.scores.performance),
    tbtRuns: runs.map((r) => r.metrics.tbtMs),
    failedRuns: runs.flatMap((r) => r.retried ?? []),
  };
}

/** The report file of run `i` (1-based) of page `name`. */
export const reportFileOf = (dir, name, i) => (dir ? path.join(dir, `lighthouse-${name}-${i}.json`) : null);
