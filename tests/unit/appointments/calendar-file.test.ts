// The .ics text ical-generator writes for us, read back line by line: what a
// calendar app sees (UID, SEQUENCE, DTSTART/DTEND in UTC, LOCATION, URL,
// STATUS, METHOD), and the appointment's event (visit type, real length, video link).
import { afterEach, describe, expect, it, vi } from "vitest";
import { appointmentEvent, appointmentEventUid, buildCalendar, buildIcs, icsFileName } from "@/lib/appointments/calendar-file";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

/** The physical lines of an .ics text: CRLF-terminated, none over 75 octets, then unfolded. */
function linesOf(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(/[^\r]\n/.test(ics)).toBe(false); // no bare LF
  const enc = new TextEncoder();
  for (const physical of ics.split("\r\n")) expect(enc.encode(physical).length).toBeLessThanOrEqual(75);
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n").slice(0, -1);
}

/** name -> value of the first line of each property (parameters dropped from the name). */
function propsOf(lines: string[]): Record<string, string> {
  const props: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).split(";")[0];
    if (!(name in props)) props[name] = line.slice(colon + 1);
  }
  return props;
}

const event = {
  uid: "appt-123@careslot",
  start: new Date("2025-03-10T09:30:00.000Z"),
  end: new Date("2025-03-10T10:00:00.000Z"),
  stamp: new Date("2025-03-01T12:00:05.123Z"),
  summary: "Consultation · 30 min with Dr. Sarah Patel (Cardiologist)",
  description: "Reason: chest pain; follow-up, second visit\nFee: $50",
  location: "12 Main St, Suite 4; Springfield",
  url: "https://careslot.example/my-appointments/appt-123",
  status: "TENTATIVE" as const,
};

describe("ics builder", () => {
  it("builds one VCALENDAR with one VEVENT, every property where a calendar app reads it", () => {
    const lines = linesOf(buildIcs(event));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//CareSlot//Appointments//EN");
    expect(lines).toContain("CALSCALE:GREGORIAN");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((l) => l === "END:VEVENT")).toHaveLength(1);
    expect(propsOf(lines)).toMatchObject({
      UID: "appt-123@careslot",
      DTSTAMP: "20250301T120005Z",
      DTSTART: "20250310T093000Z",
      DTEND: "20250310T100000Z",
      SUMMARY: "Consultation · 30 min with Dr. Sarah Patel (Cardiologist)",
      // Text values escaped (RFC 5545 3.3.11): commas, semicolons and newlines.
      LOCATION: "12 Main St\\, Suite 4\\; Springfield",
      DESCRIPTION: "Reason: chest pain\\; follow-up\\, second visit\\nFee: $50",
      URL: "https://careslot.example/my-appointments/appt-123",
      STATUS: "TENTATIVE",
    });
  });

  it("omits optional properties that are not given", () => {
    const props = propsOf(linesOf(buildIcs({ uid: "x", start: event.start, end: event.end, summary: "S" })));
    for (const name of ["LOCATION", "DESCRIPTION", "STATUS", "URL", "ORGANIZER", "ATTENDEE", "TRANSP"]) expect(props[name], name).toBeUndefined();
    expect(props.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const summary = `${"é".repeat(30)}${"a".repeat(100)}`;
    const lines = linesOf(buildIcs({ ...event, summary }));
    expect(propsOf(lines).SUMMARY).toBe(summary);
  });

  it("rejects events that end before they start, and invalid dates", () => {
    expect(() => buildIcs({ ...event, end: event.start })).toThrow(RangeError);
    expect(() => buildIcs({ ...event, start: new Date("nope") })).toThrow(RangeError);
  });

  it("makes a safe file name", () => {
    expect(icsFileName("2025-03-10")).toBe("careslot-appointment-2025-03-10.ics");
    expect(icsFileName("../../etc")).toBe("careslot-appointment-.ics");
  });

  it("is a file to import by default: METHOD:PUBLISH, SEQUENCE 0, no organizer", () => {
    const props = propsOf(linesOf(buildIcs(event)));
    expect(props).toMatchObject({ METHOD: "PUBLISH", SEQUENCE: "0" });
    expect(props.ORGANIZER).toBeUndefined();
  });

  it("writes invitations (REQUEST) and their withdrawal (CANCEL) with a sequence, organizer and attendees", () => {
    const who = {
      organizer: { name: "CareSlot", email: "desk@clinic.example" },
      attendees: [{ name: 'Pat "P" Patient, Jr.', email: "pat@example.com" }],
    };
    const request = linesOf(buildIcs({ ...event, ...who, method: "REQUEST", sequence: 0 }));
    expect(propsOf(request)).toMatchObject({ METHOD: "REQUEST", SEQUENCE: "0", ORGANIZER: "mailto:desk@clinic.example" });
    expect(request).toContain('ORGANIZER;CN="CareSlot":mailto:desk@clinic.example');
    // Quotes cannot appear inside a quoted parameter value; commas can.
    const attendee = request.find((l) => l.startsWith("ATTENDEE;"))!;
    expect(attendee).toContain('CN="Pat P Patient, Jr."');
    expect(attendee).toMatch(/;ROLE=REQ-PARTICIPANT[;:]/);
    expect(attendee).toMatch(/;PARTSTAT=ACCEPTED[;:]/);
    expect(attendee).toMatch(/;RSVP=FALSE[;:]/);
    expect(attendee.toLowerCase()).toMatch(/:mailto:pat@example\.com$/);

    const cancel = propsOf(linesOf(buildIcs({ ...event, ...who, method: "CANCEL", sequence: 1, status: "CANCELLED" })));
    expect(cancel).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1", STATUS: "CANCELLED", UID: "appt-123@careslot", TRANSP: "TRANSPARENT" });
    expect(() => buildIcs({ ...event, method: "REQUEST" })).toThrow(/organizer/);
  });

  it("builds a named calendar of many events with a refresh interval", () => {
    const lines = linesOf(
      buildCalendar({
        name: "CareSlot: Dr. Sarah Patel",
        refreshSeconds: 900,
        events: [
          { ...event, uid: "a@careslot", sequence: 2 },
          { ...event, uid: "b@careslot", status: "CANCELLED" },
        ],
      }),
    );
    expect(lines).toContain("X-WR-CALNAME:CareSlot: Dr. Sarah Patel");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.some((l) => l.startsWith("REFRESH-INTERVAL") && l.endsWith(":PT15M"))).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual(["UID:a@careslot", "UID:b@careslot"]);
    expect(lines.filter((l) => l.startsWith("SEQUENCE:"))).toEqual(["SEQUENCE:2", "SEQUENCE:0"]);
    expect(lines.filter((l) => l.startsWith("STATUS:"))).toEqual(["STATUS:TENTATIVE", "STATUS:CANCELLED"]);
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
    visitType: { _id: "follow-up", name: "Follow-up", durationMinutes: 15, mode: "in_person" },
    endTime: "10:45 AM",
    endsAt: "2025-03-10T09:45:00.000Z",
    date: "2025-03-10",
    time: "10:30 AM",
    startsAt: "2025-03-10T09:30:00.000Z",
    status: "pending",
    amount: 1250,
    reason: "Check-up",
    cancelledAt: null,
    cancellationReason: "",
    completedAt: null,
    bookedBy: { _id: "u-Pat", name: "Pat", role: "patient" },
    bookedAt: "2025-03-01T08:00:00.000Z",
  };
  const SITE = "https://careslot.example";
  const propsOfAppointment = (a: AppointmentDTO, sequence?: number) => propsOf(linesOf(buildIcs(appointmentEvent(a, SITE, sequence))));

  it("runs from its start to its real end, and names the visit type and length", () => {
    const props = propsOfAppointment(appointment);
    expect(props).toMatchObject({
      UID: "appt-9@careslot.example",
      DTSTART: "20250310T093000Z",
      DTEND: "20250310T094500Z",
      SUMMARY: "Follow-up · 15 min with Dr. Sarah Patel (Cardiologist)",
      LOCATION: "12 Main St",
      URL: "https://careslot.example/my-appointments/appt-9",
      STATUS: "TENTATIVE",
    });
    expect(props.DESCRIPTION).toContain("Follow-up: Cardiologist appointment with Dr. Sarah Patel (15 minutes).");
    expect(props.DESCRIPTION).toContain("Reason: Check-up");
    expect(props.DESCRIPTION).toContain("Details or cancel: https://careslot.example/my-appointments/appt-9");
  });

  it("takes place at the meeting link for a video visit (URL and LOCATION), the link in the description too", () => {
    const link = "https://meet.jit.si/CareSlot-abc";
    const video: AppointmentDTO = { ...appointment, visitType: { ...appointment.visitType, mode: "video" }, videoUrl: link };
    const props = propsOfAppointment(video);
    expect(props).toMatchObject({ URL: link, LOCATION: link });
    expect(props.DESCRIPTION).toContain(`Join the video visit: ${link}`);
    expect(props.DESCRIPTION).toContain("Details or cancel: https://careslot.example/my-appointments/appt-9");
    // In person: no link of a meeting anywhere.
    expect(JSON.stringify(propsOfAppointment(appointment))).not.toContain("meet.jit.si");
  });

  it("states the fee in the configured currency", () => {
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "");
    expect(appointmentEvent(appointment, SITE).description).toContain("Fee: $1,250");
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "EUR");
    const props = propsOfAppointment(appointment);
    expect(props.DESCRIPTION).toContain("Fee: €1\\,250");
    expect(props.DESCRIPTION).not.toContain("$");
  });

  it("carries the SEQUENCE the appointment reached, so a download after a move replaces the emailed invitation", () => {
    expect(propsOfAppointment(appointment, 2).SEQUENCE).toBe("2");
    expect(propsOfAppointment(appointment).SEQUENCE).toBe("0");
  });

  it("marks cancelled appointments cancelled", () => {
    const props = propsOfAppointment({ ...appointment, status: "cancelled" }, 1);
    expect(props).toMatchObject({ STATUS: "CANCELLED", SEQUENCE: "1", UID: "appt-9@careslot.example", TRANSP: "TRANSPARENT" });
  });
});
