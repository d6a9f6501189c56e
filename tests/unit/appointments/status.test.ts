import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_STATUSES,
  AWAITING_STATUSES,
  FINAL_STATUSES,
  OPEN_STATUSES,
  isAwaitingStatus,
  isOpenStatus,
  statusLabel,
} from "@/lib/appointments/status";

describe("appointment statuses", () => {
  it("every status is either open or final, never both", () => {
    for (const s of APPOINTMENT_STATUSES) expect(isOpenStatus(s)).toBe(!(FINAL_STATUSES as readonly string[]).includes(s));
    expect([...OPEN_STATUSES, ...FINAL_STATUSES].sort()).toEqual([...APPOINTMENT_STATUSES].sort());
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
    expect(FINAL_STATUSES).toEqual(["completed", "cancelled", "no_show"]);
    expect(isOpenStatus("no_show")).toBe(false);
  });

  it("names each status for people", () => {
    expect(APPOINTMENT_STATUSES.map(statusLabel)).toEqual(["Pending", "Confirmed", "Checked in", "Completed", "Cancelled", "No-show"]);
  });
});
