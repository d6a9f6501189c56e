// Issue 48 item 5: a series is told in one email to the patient (and one to the doctor) listing
// every date, with ONE calendar file holding every date as its own event (the appointment's own
// UID, its time in UTC: across a DST change the UTC hour moves, the clinic's wall clock does not);
// a change of the series is one email to each party, its calendar file withdrawing (CANCEL) the
// dates cancelled. Received by a real SMTP server from the real worker.
//
// The calendar files are read with a real iCalendar parser (ical.js, Mozilla's), not by lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import type { EmailWorker } from "@/lib/notifications/worker";
import { findActor, type Actor } from "@/lib/accounts/users";
import { bookSeries, cancelSeries } from "@/lib/appointments/series";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { createDoctor, createUser, setOpenLimits } from "@/tests/helpers/factories";
import ICAL from "ical.js";
import { icsUtc, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

process.env.SITE_URL = "https://clinic.example";
process.env.MAIL_FROM = "Test Clinic <desk@clinic.example>";

let inbox: MailCatcher;
let worker: EmailWorker;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let patient: { id: string; email: string };
let desk: Actor;
let typeId: string;

beforeAll(async () => {
  await setOpenLimits(100, 100);
  inbox = await startInbox();
  worker = await startWorker();
  doc = await createDoctor({ name: "Dr. Noor Physio", speciality: "General physician" });
  patient = await createUser({ name: "Maya Thompson", email: "maya.series@example.test" });
  desk = (await findActor((await createUser({ role: "receptionist" })).id, 0)) as Actor;
  typeId = (await prisma.visitType.create({ data: { name: "Physiotherapy", durationMinutes: 45, position: 7, seriesAllowed: true } })).id;
  visitTypesChanged();
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

/** Each VEVENT of the message's one .ics file (UID, DTSTART in UTC, STATUS, SEQUENCE), and the calendar's METHOD. */
function eventsOf(message: CaughtMessage): { method: string; events: Record<string, string>[]; files: number } {
  const files = message.attachments.filter((a) => a.filename.endsWith(".ics"));
  const calendar = new ICAL.Component(ICAL.parse(files[0].content.toString("utf8")));
  const events = calendar.getAllSubcomponents("vevent").map((event) => {
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    return {
      UID: String(event.getFirstPropertyValue("uid")),
      DTSTART: icsUtc(start.toJSDate()),
      STATUS: String(event.getFirstPropertyValue("status") ?? ""),
      SEQUENCE: String(event.getFirstPropertyValue("sequence") ?? ""),
    };
  });
  return { method: String(calendar.getFirstPropertyValue("method")), events, files: files.length };
}

describe("the emails of a series", () => {
  it("one email with every date and one calendar file of eight events; one email per party for a change", async () => {
    // Eight Tuesdays at 10:00 around the spring change (28 March 2027).
    const answer = await bookSeries(desk, { doctorId: doc.doctor.id, visitTypeId: typeId, date: "2027-03-02", time: 600, every: 1, count: 8, userId: patient.id, reason: "" });
    const [mail] = await inbox.waitFor((m) => m.envelope.to.includes(patient.email) && m.subject.includes("8 visits"));
    expect(mail.subject).toBe("8 visits booked with Dr. Noor Physio");
    const { method, events, files } = eventsOf(mail);
    expect(files).toBe(1);
    expect(method).toBe("REQUEST");
    expect(events).toHaveLength(8);
    expect(events.map((e) => e.UID)).toEqual(answer.appointments.map((a) => `${a._id}@clinic.example`));
    expect(events.map((e) => e.DTSTART)).toEqual(answer.appointments.map((a) => icsUtc(new Date(a.startsAt))));
    // 09:00 UTC in winter, 08:00 UTC in summer: 10:00 on the clinic's clock throughout.
    expect(events.map((e) => e.DTSTART.slice(9, 11))).toEqual(["09", "09", "09", "09", "08", "08", "08", "08"]);
    // Every date in the text, at 10:00 AM.
    expect(mail.text.match(/10:00 AM/g)?.length).toBeGreaterThanOrEqual(8);
    const [note] = await inbox.waitFor((m) => m.envelope.to.includes(doc.user.email) && m.subject.includes("8 visits"));
    expect(note.subject).toBe("8 visits booked with Maya Thompson");
    // Only one email each: no per-date confirmation.
    expect(await prisma.email.count({ where: { userId: patient.id, kind: { in: ["booking_confirmation", "series_booked"] } } })).toBe(1);
    expect(await prisma.email.count({ where: { userId: patient.id, kind: "reminder" } })).toBe(8);

    // The desk cancels this and the following from the fifth: one email each, withdrawing those four.
    await cancelSeries(desk, answer.series._id, { scope: "following", appointmentId: answer.appointments[4]._id, reason: "Course ended early" });
    const [cancelled] = await inbox.waitFor((m) => m.envelope.to.includes(patient.email) && m.subject.includes("cancelled"));
    expect(cancelled.subject).toBe("4 visits of a series cancelled with Dr. Noor Physio");
    expect(cancelled.text).toContain("Course ended early");
    const withdrawn = eventsOf(cancelled);
    expect(withdrawn.method).toBe("CANCEL");
    expect(withdrawn.events.map((e) => e.UID)).toEqual(answer.appointments.slice(4).map((a) => `${a._id}@clinic.example`));
    expect(withdrawn.events.every((e) => e.STATUS === "CANCELLED" && e.SEQUENCE === "1")).toBe(true);
    await inbox.waitFor((m) => m.envelope.to.includes(doc.user.email) && m.subject.includes("cancelled"));
    expect(await prisma.email.count({ where: { kind: "series_changed", OR: [{ userId: patient.id }, { userId: doc.user.id }] } })).toBe(2);
  });
});
