import { describe, expect, it } from "vitest";
import { bookedByText, dependentLine } from "@/lib/appointments/booked-by";

describe("who booked an appointment, as its pages say it (issue 26)", () => {
  const base = { userId: "p1", bookedAt: "2026-11-25T08:12:00.000Z" };

  it("says nothing when the patient booked it (every SPEC appointment)", () => {
    expect(bookedByText({ ...base, bookedBy: { _id: "p1", name: "Pat", role: "patient" } }, "Europe/Berlin")).toBeNull();
  });

  it("names the front desk, an admin or a guardian, with the clinic-local day and time", () => {
    expect(bookedByText({ ...base, bookedBy: { _id: "d1", name: "Anna Lopez", role: "receptionist" } }, "Europe/Berlin")).toBe(
      "Booked by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM",
    );
    expect(bookedByText({ ...base, bookedBy: { _id: "a1", name: "Clinic Admin", role: "admin" } }, "UTC")).toBe("Booked by the clinic, Clinic Admin, 25/11/2026 at 08:12 AM");
    expect(bookedByText({ ...base, bookedBy: { _id: "g1", name: "Maria Lopez", role: "patient" } }, "America/New_York")).toBe("Booked by Maria Lopez, 25/11/2026 at 03:12 AM");
  });

  it("says a dependent's age and whom to call; nothing for anyone else", () => {
    const guardian = { _id: "g1", name: "Maria Lopez", phone: "+1 555 0606" };
    expect(dependentLine({ user: { age: 9 } as never, guardian })).toBe("9 years · Guardian Maria Lopez, +1 555 0606");
    expect(dependentLine({ user: { age: null } as never, guardian: { ...guardian, phone: "" } })).toBe("Guardian Maria Lopez");
    expect(dependentLine({ user: { age: 40 } as never })).toBeNull();
  });
});
