// The read cache's rules: one load per key while fresh, dropped by tag (even
// while the load runs), failures not kept, off when its lifetime is 0.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedRead, invalidateTags } from "@/lib/platform/read-cache";
import { matchesIfNoneMatch, withEtag } from "@/lib/http/cache-headers";

let n = 0;
const key = () => `test-key-${++n}`;
const counter = () => {
  let loads = 0;
  return { load: async () => ++loads, get loads() { return loads; } };
};

beforeEach(() => {
  process.env.READ_CACHE_TTL_MS = "1000";
});
afterEach(() => {
  delete process.env.READ_CACHE_TTL_MS;
  vi.useRealTimers();
});

describe("cachedRead", () => {
  it("loads once per key while fresh, and again once the lifetime is over", async () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
    const c = counter();
    const k = key();
    expect(await cachedRead(k, ["t"], c.load)).toBe(1);
    expect(await cachedRead(k, ["t"], c.load)).toBe(1);
    vi.setSystemTime(new Date("2030-01-01T00:00:01.001Z"));
    expect(await cachedRead(k, ["t"], c.load)).toBe(2);
  });

  it("shares one running load between callers", async () => {
    const c = counter();
    const k = key();
    const [a, b] = await Promise.all([cachedRead(k, ["t"], c.load), cachedRead(k, ["t"], c.load)]);
    expect([a, b, c.loads]).toEqual([1, 1, 1]);
  });

  it("drops entries of an invalidated tag, and only those", async () => {
    const one = counter();
    const two = counter();
    const k1 = key();
    const k2 = key();
    await cachedRead(k1, ["a", "shared"], one.load);
    await cachedRead(k2, ["b"], two.load);
    invalidateTags(["a"]);
    expect(await cachedRead(k1, ["a", "shared"], one.load)).toBe(2);
    expect(await cachedRead(k2, ["b"], two.load)).toBe(1);
  });

  it("does not keep a load that an invalidation overtook", async () => {
    const k = key();
    let release!: (v: string) => void;
    const slow = cachedRead(k, ["race"], () => new Promise<string>((r) => (release = r)));
    invalidateTags(["race"]); // a write commits while the read is still running
    release("before the write");
    expect(await slow).toBe("before the write");
    expect(await cachedRead(k, ["race"], async () => "after the write")).toBe("after the write");
  });

  it("does not keep failures", async () => {
    const k = key();
    await expect(cachedRead(k, ["t"], async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cachedRead(k, ["t"], async () => "recovered")).toBe("recovered");
  });

  it("is off with a lifetime of 0 (the default outside production)", async () => {
    process.env.READ_CACHE_TTL_MS = "0";
    const c = counter();
    const k = key();
    await cachedRead(k, ["t"], c.load);
    await cachedRead(k, ["t"], c.load);
    expect(c.loads).toBe(2);
  });
});

describe("If-None-Match", () => {
  const { etag } = withEtag('{"success":true}');
  it("matches the tag, its weak form, a list holding it and *", () => {
    for (const h of [etag, `W/${etag}`, `"x", ${etag}`, "*"]) expect(matchesIfNoneMatch(h, etag), h).toBe(true);
  });
  it("does not match another tag or no header", () => {
    for (const h of [null, "", '"x"', etag.slice(1, -1)]) expect(matchesIfNoneMatch(h, etag), String(h)).toBe(false);
  });
  it("gives other bytes another tag", () => {
    expect(withEtag('{"success":false}').etag).not.toBe(etag);
  });
});
