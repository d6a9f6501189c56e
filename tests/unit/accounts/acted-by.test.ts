import { describe, expect, it } from "vitest";
import { recordChangeText } from "@/lib/accounts/acted-by";

describe("a patient record's history, as the desk's visit page says it (issue 26 item 5)", () => {
  const at = "2026-11-25T08:12:00.000Z";
  const desk = { _id: "d1", name: "Anna Lopez", role: "receptionist" as const };

  it("says who made, changed and invited the record, as a booking says who booked it", () => {
    expect(recordChangeText({ action: "created", fields: [], at, by: desk }, "Europe/Berlin")).toBe("Record created by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM");
    expect(recordChangeText({ action: "updated", fields: ["phone", "email", "dob"], at, by: { _id: "a1", name: "Admin User", role: "admin" } }, "UTC")).toBe(
      "Details changed (phone, email, date of birth) by the clinic, Admin User, 25/11/2026 at 08:12 AM",
    );
    expect(recordChangeText({ action: "invited", fields: [], at, by: desk }, "UTC")).toBe("Invitation sent by the front desk, Anna Lopez, 25/11/2026 at 08:12 AM");
  });

  it("leaves out who once their account is gone", () => {
    expect(recordChangeText({ action: "created", fields: [], at, by: null }, "UTC")).toBe("Record created, 25/11/2026 at 08:12 AM");
  });
});
