import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_STATUSES,
  AWAITING_STATUSES,
  OPEN_STATUSES,
  isAwaitingStatus,
  isOpenStatus,
} from "@/lib/appointments/status";

describe("appointment statuses", () => {
  it("the open statuses are the ones isOpenStatus accepts", () => {
    expect(APPOINTMENT_STATUSES.filter(isOpenStatus)).toEqual([...OPEN_STATUSES]);
  });

  it("checked in is open (it can still be completed) but no longer awaits the patient", () => {
    expect(isOpenStatus("checked_in")).toBe(true);
    expect(isAwaitingStatus("checked_in")).toBe(false);
  });

  it("only pending and confirmed await the patient (cancel, check in, no-show)", () => {
    expect(APPOINTMENT_STATUSES.filter(isAwaitingStatus)).toEqual([...AWAITING_STATUSES]);
    expect(AWAITING_STATUSES).toEqual(["pending", "confirmed"]);
  });

  it("a no-show is final like completed and cancelled", () => {
    expect(APPOINTMENT_STATUSES.filter((s) => !isOpenStatus(s))).toEqual(["completed", "cancelled", "no_show"]);
  });
});
