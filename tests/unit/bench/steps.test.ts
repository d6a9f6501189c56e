import { describe, expect, it } from "vitest";
import { step } from "@/tests/bench/lib/steps.mjs";

describe("bench steps: one failing step does not lose the run", () => {
  it("returns a step's figures, or on an error a failed row, a failure line and the fallback", async () => {
    const logs: string[] = [];
    const ctx = { log: (m: string) => logs.push(m) };
    const results: { failedSteps?: { step: string; error: string }[] } = {};
    const failures: string[] = [];
    expect(await step(ctx, results, failures, "throughput", async () => [1, 2])).toEqual([1, 2]);
    const lost = await step(ctx, results, failures, "Lighthouse accessibility in es", async () => {
      throw new Error("socket hang up");
    }, []);
    expect(lost).toEqual([]);
    expect(results.failedSteps).toEqual([{ step: "Lighthouse accessibility in es", error: "socket hang up" }]);
    expect(failures).toEqual(["Lighthouse accessibility in es: socket hang up"]);
    expect(await step(ctx, results, failures, "races", async () => "after")).toBe("after");
    expect(logs.join("\n")).toMatch(/Lighthouse accessibility in es failed: socket hang up/);
  });
});
