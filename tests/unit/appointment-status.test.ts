import { describe, expect, it } from "vitest";
import { AppointmentStatus as DatabaseStatus } from "@/lib/generated/prisma/enums";
import { APPOINTMENT_STATUSES, OPEN_STATUSES, isOpenStatus, statusLabel } from "@/lib/appointment-status";

describe("appointment statuses", () => {
  it("are exactly the database's statuses", () => {
    expect([...APPOINTMENT_STATUSES].sort()).toEqual(Object.values(DatabaseStatus).sort());
  });

  it("count pending and confirmed as open, completed and cancelled as closed", () => {
    expect(OPEN_STATUSES).toEqual(["pending", "confirmed"]);
    expect(APPOINTMENT_STATUSES.filter(isOpenStatus)).toEqual(["pending", "confirmed"]);
    expect(isOpenStatus("completed")).toBe(false);
    expect(isOpenStatus("cancelled")).toBe(false);
  });

  it("name each status in words", () => {
    expect(APPOINTMENT_STATUSES.map(statusLabel)).toEqual(["Pending", "Confirmed", "Completed", "Cancelled"]);
  });
});
