// The pure parts of rescheduling: the cancellation cutoff patients are held
// to (shared with cancelling) and what a refusal says.
import { describe, expect, it } from "vitest";
import { hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import { cancelCutoffMessage } from "@/lib/appointments/cancel";
import { rescheduleCutoffMessage } from "@/lib/appointments/reschedule";

const now = new Date("2026-11-24T09:00:00Z");
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe("insideCancelCutoff", () => {
  it("is never inside with no cutoff (0 hours), even at the start", () => {
    expect(insideCancelCutoff(hoursLater(0.01), now, 0)).toBe(false);
    expect(insideCancelCutoff(now, now, 0)).toBe(false);
  });

  it("is inside strictly less than the cutoff before the start", () => {
    expect(insideCancelCutoff(hoursLater(23.99), now, 24)).toBe(true);
    expect(insideCancelCutoff(hoursLater(24), now, 24)).toBe(false);
    expect(insideCancelCutoff(hoursLater(30), now, 24)).toBe(false);
    expect(insideCancelCutoff(hoursLater(-1), now, 24)).toBe(true);
  });
});

describe("hasStarted (issue 22 item 4: patients are refused from the start on, whatever the cutoff)", () => {
  it("is true from the start instant on", () => {
    expect(hasStarted(hoursLater(0.01), now)).toBe(false);
    expect(hasStarted(now, now)).toBe(true);
    expect(hasStarted(hoursLater(-1), now)).toBe(true);
  });

  it("says so with the way out, for cancelling and rescheduling alike", () => {
    expect(startedMessage("cancelled")).toBe("This appointment has already started, so it can't be cancelled online. Please call the clinic.");
    expect(startedMessage("rescheduled")).toBe(startedMessage("cancelled").replace("cancelled", "rescheduled"));
  });
});

describe("the cutoff messages", () => {
  it("say the same thing for cancelling and rescheduling, with the way out", () => {
    expect(rescheduleCutoffMessage(1)).toBe("Appointments can't be rescheduled online less than 1 hour before they start. Please call the clinic.");
    expect(rescheduleCutoffMessage(48)).toBe(cancelCutoffMessage(48).replace("cancelled", "rescheduled"));
  });
});
