import { afterEach, describe, expect, it, vi } from "vitest";
import { appointmentEvent, appointmentEventUid, buildIcs, escapeText, foldLine, icsFileName, icsUtc } from "@/lib/appointments/calendar-file";
import { SLOT_MINUTES } from "@/lib/schedule/slots";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

const event = {
  uid: "appt-123@careslot",
  start: new Date("2025-03-10T09:30:00.000Z"),
  end: new Date("2025-03-10T10:00:00.000Z"),
  stamp: new Date("2025-03-01T12:00:05.123Z"),
  summary: "Appointment with Dr. Sarah Patel (Cardiologist)",
  description: "Reason: chest pain; follow-up, second visit\nFee: $50",
  location: "12 Main St, Suite 4; Springfield",
  url: "https://careslot.example/my-appointments/appt-123",
  status: "TENTATIVE" as const,
};

describe("ics builder", () => {
  it("formats instants in UTC with a Z", () => {
    expect(icsUtc(new Date("2025-03-10T09:30:00.000Z"))).toBe("20250310T093000Z");
    expect(icsUtc(new Date("2024-12-31T23:59:59.999Z"))).toBe("20241231T235959Z");
    expect(() => icsUtc(new Date("nope"))).toThrow();
  });

  it("escapes text values (RFC 5545 3.3.11)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("plain text: fine")).toBe("plain text: fine");
  });

  it("builds one VCALENDAR with one VEVENT, CRLF line endings", () => {
    const ics = buildIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    // No bare LF anywhere: every \n is preceded by \r.
    expect(/[^\r]\n/.test(ics)).toBe(false);
    const lines = ics.split("\r\n").slice(0, -1);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((l) => l === "END:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:appt-123@careslot");
    expect(lines).toContain("DTSTAMP:20250301T120005Z");
    expect(lines).toContain("DTSTART:20250310T093000Z");
    expect(lines).toContain("DTEND:20250310T100000Z");
    expect(lines).toContain("SUMMARY:Appointment with Dr. Sarah Patel (Cardiologist)");
    expect(lines).toContain("LOCATION:12 Main St\\, Suite 4\\; Springfield");
    expect(lines).toContain("STATUS:TENTATIVE");
    // Unfolded, the description keeps its escaped newline and punctuation.
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("DESCRIPTION:Reason: chest pain\\; follow-up\\, second visit\\nFee: $50");
    expect(unfolded).toContain("URL:https://careslot.example/my-appointments/appt-123");
  });

  it("omits optional properties that are not given", () => {
    const ics = buildIcs({ uid: "x", start: event.start, end: event.end, summary: "S" });
    expect(ics).not.toContain("LOCATION:");
    expect(ics).not.toContain("DESCRIPTION:");
    expect(ics).not.toContain("STATUS:");
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const long = `SUMMARY:${"é".repeat(30)}${"a".repeat(100)}`;
    const folded = foldLine(long);
    const enc = new TextEncoder();
    for (const physical of folded.split("\r\n")) expect(enc.encode(physical).length).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("rejects events that end before they start", () => {
    expect(() => buildIcs({ ...event, end: event.start })).toThrow();
  });

  it("makes a safe file name", () => {
    expect(icsFileName("2025-03-10")).toBe("careslot-appointment-2025-03-10.ics");
    expect(icsFileName("../../etc")).toBe("careslot-appointment-.ics");
  });

  it("is a file to import by default: METHOD:PUBLISH, no SEQUENCE", () => {
    const ics = buildIcs(event);
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics).not.toContain("SEQUENCE:");
    expect(ics).not.toContain("ORGANIZER");
  });

  it("writes invitations (REQUEST) and their withdrawal (CANCEL) with a sequence, organizer and attendees", () => {
    const who = {
      organizer: { name: "CareSlot", email: "desk@clinic.example" },
      attendees: [{ name: 'Pat "P" Patient, Jr.', email: "pat@example.com" }],
    };
    const request = buildIcs({ ...event, ...who, method: "REQUEST", sequence: 0 }).replace(/\r\n /g, "").split("\r\n");
    expect(request).toContain("METHOD:REQUEST");
    expect(request).toContain("SEQUENCE:0");
    expect(request).toContain('ORGANIZER;CN="CareSlot":mailto:desk@clinic.example');
    // Quotes cannot appear inside a quoted parameter value; commas can.
    expect(request).toContain('ATTENDEE;CN="Pat P Patient, Jr.";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:pat@example.com');
    const cancel = buildIcs({ ...event, ...who, method: "CANCEL", sequence: 1, status: "CANCELLED" }).split("\r\n");
    expect(cancel).toEqual(expect.arrayContaining(["METHOD:CANCEL", "SEQUENCE:1", "STATUS:CANCELLED", "UID:appt-123@careslot"]));
    expect(() => buildIcs({ ...event, method: "REQUEST" })).toThrow(/organizer/);
  });

  it("gives an appointment one UID on the site's host", () => {
    expect(appointmentEventUid("appt-1", "https://clinic.example/")).toBe("appt-1@clinic.example");
    expect(appointmentEventUid("appt-1", "http://localhost:3000")).toBe("appt-1@localhost");
    expect(appointmentEventUid("appt-1", "not a url")).toBe("appt-1@careslot");
  });
});

describe("an appointment's calendar event", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const user = (name: string, address = ""): UserDTO => ({
    _id: `u-${name}`, name, email: "x@example.test", role: "patient", image: "", phone: "", address, dob: null, gender: "not specified", age: null,
  });
  const appointment: AppointmentDTO = {
    _id: "appt-9",
    userId: "u-Pat",
    doctorId: "d-1",
    user: user("Pat"),
    doctor: {
      _id: "d-1", user: user("Dr. Sarah Patel", "12 Main St"), name: "Dr. Sarah Patel", image: "", speciality: "Cardiologist", degree: "MBBS",
      experience: "4 Years", about: "", fees: 1250, available: true, archived: false, slots_booked: {},
    },
    visitType: { _id: "consultation", name: "Consultation", durationMinutes: 30, mode: "in_person" },
    endTime: "",
    endsAt: "",
    date: "2025-03-10",
    time: "10:30 AM",
    startsAt: "2025-03-10T09:30:00.000Z",
    status: "pending",
    amount: 1250,
    reason: "Check-up",
    cancelledAt: null,
    cancellationReason: "",
    completedAt: null,
  };

  it("lasts one slot and says so", () => {
    const event = appointmentEvent(appointment, "https://careslot.example");
    expect(event.end.getTime() - event.start.getTime()).toBe(SLOT_MINUTES * 60_000);
    expect(event.description).toContain(`Cardiologist appointment with Dr. Sarah Patel (${SLOT_MINUTES} minutes).`);
    expect(event).toMatchObject({
      uid: "appt-9@careslot.example",
      url: "https://careslot.example/my-appointments/appt-9",
      location: "12 Main St",
      status: "TENTATIVE",
    });
  });

  it("states the fee in the configured currency", () => {
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "");
    expect(appointmentEvent(appointment, "https://careslot.example").description).toContain("Fee: $1,250");
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "EUR");
    const ics = buildIcs(appointmentEvent(appointment, "https://careslot.example")).replace(/\r\n /g, "");
    expect(ics).toContain("Fee: €1\\,250");
    expect(ics).not.toContain("$");
  });

  it("carries the SEQUENCE the appointment reached, so a download after a move replaces the emailed invitation", () => {
    expect(buildIcs(appointmentEvent(appointment, "https://careslot.example", 2))).toContain("\r\nSEQUENCE:2\r\n");
    expect(buildIcs(appointmentEvent(appointment, "https://careslot.example"))).not.toContain("SEQUENCE");
  });

    it("marks cancelled appointments cancelled", () => {
    expect(appointmentEvent({ ...appointment, status: "cancelled" }, "https://careslot.example").status).toBe("CANCELLED");
  });
});
