// Issue 25's judged rows: Lighthouse and first-load JavaScript of the app's
// pages against the floor (tests/bench/floor-app) measured in the same run, so
// that the machine's speed and load cancel out. Pure functions, unit-tested in
// tests/unit/bench-judge.test.ts.

/** How far a page may be from the floor. */
export const FLOOR_LIMITS = {
  /** Lighthouse mobile performance: at least the floor's minus this. */
  performanceBelow: 0.03,
  /** Total blocking time: at most the floor's plus this many ms. */
  tbtAboveMs: 150,
  /** Accessibility, best practices and SEO: exactly this, on every page. */
  otherScores: 1,
  /** First-load JavaScript (gzipped): at most the floor's plus this many kB, per route. */
  firstLoadAboveKb: {
    "/": 40,
    "/doctors": 40,
    "/about": 40,
    "/contact": 40,
    "/appointment/[docId]": 70,
    "/login": 70,
    "/signup": 70,
  },
};

export const OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"];

/** The median of the finite numbers in `values` (the mean of the two middle ones for an even count); null if none. */
export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** min and max of the finite numbers in `values`; nulls if none. */
export function spread(values) {
  const v = values.filter((x) => Number.isFinite(x));
  return v.length ? { min: Math.min(...v), max: Math.max(...v) } : { min: null, max: null };
}

const round = (x, digits) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * One page's Lighthouse runs summed up: the median of each category score and
 * of each metric over the runs, and the spread (min-max) of performance and TBT.
 * `runs`: [{ scores: { performance, accessibility, ... }, metrics: { tbtMs, lcpMs, fcpMs, cls } }]
 */
export function summariseRuns(runs) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const c of ["performance", ...OTHER_CATEGORIES]) scores[c] = round(median(runs.map((r) => r.scores[c])), 3);
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const m of ["fcpMs", "lcpMs", "tbtMs", "cls"]) metrics[m] = median(runs.map((r) => r.metrics[m]));
  for (const m of ["fcpMs", "lcpMs", "tbtMs"]) metrics[m] = metrics[m] === null ? null : Math.round(metrics[m]);
  metrics.cls = round(metrics.cls, 3);
  return {
    scores,
    metrics,
    spread: { performance: spread(runs.map((r) => r.scores.performance)), tbtMs: spread(runs.map((r) => r.metrics.tbtMs)) },
    runs: runs.length,
  };
}

/**
 * A page's Lighthouse medians against the floor's: performance ≥ floor − 0.03,
 * TBT ≤ floor + 150 ms, accessibility, best practices and SEO 1.00. Each check
 * has its limit and margin (positive: inside the limit); `ok` when all pass.
 */
export function judgeLighthouse(page, floor, limits = FLOOR_LIMITS) {
  const checks = [];
  const perfLimit = floor.scores.performance === null ? null : round(floor.scores.performance - limits.performanceBelow, 3);
  const perf = page.scores.performance;
  checks.push({
    what: "performance",
    value: perf,
    limit: perfLimit,
    margin: perf === null || perfLimit === null ? null : round(perf - perfLimit, 3),
    ok: perf !== null && perfLimit !== null && perf >= perfLimit - 1e-9,
  });
  const tbtLimit = floor.metrics.tbtMs === null ? null : floor.metrics.tbtMs + limits.tbtAboveMs;
  const tbt = page.metrics.tbtMs;
  checks.push({
    what: "tbt",
    value: tbt,
    limit: tbtLimit,
    margin: tbt === null || tbtLimit === null ? null : tbtLimit - tbt,
    ok: tbt !== null && tbtLimit !== null && tbt <= tbtLimit,
  });
  for (const c of OTHER_CATEGORIES) {
    const v = page.scores[c];
    checks.push({ what: c, value: v, limit: limits.otherScores, margin: v === null ? null : round(v - limits.otherScores, 3), ok: v !== null && v >= limits.otherScores });
  }
  return { checks, ok: checks.every((c) => c.ok) };
}

/**
 * First-load JS of the routes the issue names against the floor page's:
 * `rows` [{ route, gzipBytes }], `floorBytes` the floor's first load. Rows of
 * other routes come back with `floorLimit` null (not judged here).
 */
export function judgeFirstLoad(rows, floorBytes, limits = FLOOR_LIMITS) {
  return rows.map((row) => {
    const aboveKb = limits.firstLoadAboveKb[row.route];
    if (aboveKb === undefined || !Number.isFinite(floorBytes)) return { ...row, floorLimit: null };
    const limitBytes = floorBytes + aboveKb * 1024;
    return { ...row, floorLimit: { aboveKb, floorBytes, limitBytes, marginBytes: limitBytes - row.gzipBytes, ok: row.gzipBytes <= limitBytes } };
  });
}

/** The failures to report for judged rows that did not pass. */
export function lighthouseFailures(path, judged) {
  return judged.checks
    .filter((c) => !c.ok)
    .map((c) => {
      const want =
        c.what === "tbt" ? ` ms, want ≤ ${c.limit ?? "?"} ms (floor + 150)` : c.what === "performance" ? `, want ≥ ${c.limit ?? "?"} (floor − 0.03)` : `, want ${c.limit}`;
      return `Lighthouse ${path}: ${c.what} ${c.value ?? "none"}${want}`;
    });
}
