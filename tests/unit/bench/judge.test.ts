import { describe, expect, it } from "vitest";
import { FLOOR_LIMITS, judgeFirstLoad, judgeLighthouse, lighthouseFailures, median, spread, summariseRuns } from "@/tests/bench/lib/judge.mjs";

type Scores = { performance: number | null; accessibility: number | null; "best-practices": number | null; seo: number | null };
const run = (performance: number | null, tbtMs: number, other: Partial<Scores> = {}) => ({
  scores: { performance, accessibility: 1, "best-practices": 1, seo: 1, ...other },
  metrics: { fcpMs: 900, lcpMs: 1200, tbtMs, cls: 0 },
});

describe("bench: medians and spreads", () => {
  it("takes the median of an odd count and the mean of the middle two of an even count, skipping nulls", () => {
    expect(median([0.9, 0.7, 0.8, 0.95, 0.85])).toBe(0.85);
    expect(median([300, 100, 200, 400])).toBe(250);
    expect(median([null, 0.5, Number.NaN] as number[])).toBe(0.5);
    expect(median([])).toBeNull();
    expect(spread([0.9, 0.7, null as unknown as number, 0.95])).toEqual({ min: 0.7, max: 0.95 });
  });

  it("sums a page's runs up per score and metric, with the spread of performance and TBT", () => {
    const s = summariseRuns([run(0.9, 300), run(0.8, 500), run(0.95, 250), run(0.85, 420), run(0.7, 900)]);
    expect(s.scores.performance).toBe(0.85);
    expect(s.metrics.tbtMs).toBe(420);
    expect(s.spread).toEqual({ performance: { min: 0.7, max: 0.95 }, tbtMs: { min: 250, max: 900 } });
    expect(s.runs).toBe(5);
    // A category is judged on its median too: one run at 0.96 out of five does not fail it.
    expect(summariseRuns([run(0.9, 1, { seo: 0.96 }), run(0.9, 1), run(0.9, 1), run(0.9, 1), run(0.9, 1)]).scores.seo).toBe(1);
  });
});

describe("bench: Lighthouse judged against the floor of the same run", () => {
  const floor = summariseRuns([run(0.97, 250), run(0.98, 230), run(0.96, 270), run(0.97, 240), run(0.99, 200)]);

  it("passes at the limits: performance = floor − 0.03 and TBT = floor + 150 ms", () => {
    const page = { scores: { performance: 0.94, accessibility: 1, "best-practices": 1, seo: 1 }, metrics: { tbtMs: 390 } };
    const j = judgeLighthouse(page, floor);
    expect(j.ok).toBe(true);
    expect(j.checks.find((c) => c.what === "performance")).toMatchObject({ value: 0.94, limit: 0.94, margin: 0, ok: true });
    expect(j.checks.find((c) => c.what === "tbt")).toMatchObject({ value: 390, limit: 390, margin: 0, ok: true });
  });

  it("fails just past them, with a negative margin and a failure line per check", () => {
    const page = { scores: { performance: 0.93, accessibility: 1, "best-practices": 0.96, seo: 1 }, metrics: { tbtMs: 391 } };
    const j = judgeLighthouse(page, floor);
    expect(j.ok).toBe(false);
    expect(j.checks.filter((c) => !c.ok).map((c) => c.what)).toEqual(["performance", "tbt", "best-practices"]);
    expect(j.checks.find((c) => c.what === "performance")?.margin).toBe(-0.01);
    expect(j.checks.find((c) => c.what === "tbt")?.margin).toBe(-1);
    const lines = lighthouseFailures("/doctors", j);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("Lighthouse /doctors: performance 0.93, want ≥ 0.94 (floor − 0.03)");
    expect(lines[1]).toContain("≤ 390 ms");
  });

  it("moves with the floor: the same page passes against a slower floor and fails against a faster one", () => {
    const page = { scores: { performance: 0.9, accessibility: 1, "best-practices": 1, seo: 1 }, metrics: { tbtMs: 500 } };
    const slow = summariseRuns([run(0.92, 400)]);
    const fast = summariseRuns([run(0.99, 150)]);
    expect(judgeLighthouse(page, slow).ok).toBe(true);
    expect(judgeLighthouse(page, fast).ok).toBe(false);
  });

  it("fails a page without a score (every run lost its trace) rather than passing it", () => {
    const page = { scores: { performance: null, accessibility: 1, "best-practices": 1, seo: 1 }, metrics: { tbtMs: null } };
    expect(judgeLighthouse(page, floor).checks.slice(0, 2).map((c) => c.ok)).toEqual([false, false]);
  });
});

describe("bench: first-load JavaScript judged against the floor's", () => {
  const floorBytes = 120 * 1024;
  const rows = [
    { route: "/", gzipBytes: 160 * 1024 },
    { route: "/doctors", gzipBytes: 160 * 1024 + 1 },
    { route: "/login", gzipBytes: 190 * 1024 },
    { route: "/appointment/[docId]", gzipBytes: 191 * 1024 },
    { route: "/profile", gzipBytes: 175 * 1024 },
  ];

  it("allows the floor + 40 kB on /, /doctors, /about, /contact and + 70 kB on the booking page, /login, /signup", () => {
    expect(Object.keys(FLOOR_LIMITS.firstLoadAboveKb).sort()).toEqual(["/", "/about", "/appointment/[docId]", "/contact", "/doctors", "/login", "/signup"]);
    const [home, doctors, login, booking, profile] = judgeFirstLoad(rows, floorBytes);
    expect(home.floorLimit).toMatchObject({ aboveKb: 40, floorBytes, limitBytes: 160 * 1024, marginBytes: 0, ok: true });
    expect(doctors.floorLimit).toMatchObject({ marginBytes: -1, ok: false });
    expect(login.floorLimit).toMatchObject({ aboveKb: 70, ok: true });
    expect(booking.floorLimit).toMatchObject({ aboveKb: 70, marginBytes: -1024, ok: false });
    expect(profile.floorLimit).toBeNull();
  });
});
