import { describe, expect, it } from "vitest";
import { canJoinAt, joinState } from "@/lib/visit-types/join";

const start = new Date("2026-03-10T10:00:00Z");
const end = new Date("2026-03-10T10:15:00Z");
const at = (iso: string) => new Date(`2026-03-10T${iso}Z`);

describe("joining a video visit", () => {
  it("opens ten minutes before the start and closes at the end", () => {
    expect(joinState(at("09:49:59"), start, end)).toBe("early");
    expect(joinState(at("09:50:00"), start, end)).toBe("open");
    expect(joinState(at("10:14:59"), start, end)).toBe("open");
    expect(joinState(at("10:15:00"), start, end)).toBe("ended");
    expect(canJoinAt(at("10:05:00"), start, end)).toBe(true);
  });
});
