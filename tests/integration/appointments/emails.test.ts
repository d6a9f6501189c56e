// The appointment emails, received by a real SMTP server from the real
// worker: who gets what, with which subject, times (in the clinic's zone,
// named) and calendar file; nothing for a booking that failed; reminders
// scheduled in the queue, dropped on cancel, checked again before sending.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { bookAppointment } from "@/lib/appointments/book";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { clinicMinutesOf, formatSlotTime, instantAt, timeZoneLabel } from "@/lib/clinic-time";
import { prisma } from "@/lib/db";
import type { EmailWorker } from "@/lib/notifications/worker";
import { findActor, type Actor } from "@/lib/accounts/users";
import { AD_HOC_DAY, createDoctor, createUser, dayFromToday, nextSlot, tokenFor, setOpenLimits, tz } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { eventually, icsOf, icsUtc, jobOf, makeDue, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

// One patient books, moves and cancels many times in this file; the limits on a patient's changes (issue 22) are tested in appointment-change-limits.test.ts.
process.env.RATE_LIMIT_SCALE = "100";

process.env.SITE_URL = "https://clinic.example";
process.env.MAIL_FROM = "Test Clinic <desk@clinic.example>";

let inbox: MailCatcher;
let worker: EmailWorker;
type Made = Awaited<ReturnType<typeof createDoctor>>;
let doc: Made;
let patient: { id: string; name: string; email: string };
let admin: { id: string };
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

beforeAll(async () => {
  // One patient books many appointments here (the clinic's limit on open ones is tested elsewhere).
  await setOpenLimits(100, 100);
  inbox = await startInbox();
  worker = await startWorker();
  doc = await createDoctor({ name: "Dr. Ada Heart", speciality: "Cardiologist" });
  await prisma.user.update({ where: { id: doc.user.id }, data: { address: "12 Main St, Springfield" } });
  patient = await createUser({ name: "Pat Patient", email: "pat@example.test" });
  admin = await createUser({ role: "admin" });
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

beforeEach(() => {
  delete process.env.REMINDER_HOURS_BEFORE;
});

const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
/** Mentions the appointment: its link, or its calendar event's UID. */
const about = (appointmentId: string) => (m: CaughtMessage) =>
  [m.html, m.text, ...m.attachments.map((a) => a.content.toString("utf8"))].some((part) => part.includes(appointmentId));

async function bookViaApi(slot = nextSlot()) {
  const r = await call(book, { token: await tokenFor(patient.id), json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time, reason: "Chest pain, twice" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.appointment._id as string, slot };
}

/** "10:00 AM" and the zone's short name at that instant, as emails show them. */
const clock = (at: Date) => ({ time: formatSlotTime(clinicMinutesOf(at, tz())), zone: timeZoneLabel(tz(), at) });

describe("booking", () => {
  it("sends the patient a confirmation with the invitation, and the doctor a note with the same event", async () => {
    const { id, slot } = await bookViaApi();
    const [confirmation] = await inbox.waitFor((m) => to(patient.email)(m) && m.subject.startsWith("Appointment booked"));
    const [note] = await inbox.waitFor((m) => to(doc.user.email)(m) && m.subject.startsWith("New booking") && about(id)(m));
    const { time, zone } = clock(slot.startsAt);

    expect(confirmation.from).toBe("Test Clinic <desk@clinic.example>");
    expect(confirmation.subject).toBe(`Appointment booked: Dr. Ada Heart, ${confirmation.subject.split(", ").slice(1).join(", ")}`);
    expect(confirmation.subject).toContain(`${time} ${zone}`);
    // The time and the zone, named, in both parts; the link to the appointment.
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(time);
      expect(part).toContain(`${zone} (${tz()})`);
      expect(part).toContain(`https://clinic.example/my-appointments/${id}`);
      expect(part).toContain("Chest pain, twice");
      expect(part).toContain("12 Main St, Springfield");
    }
    expect(confirmation.html).toContain("#006894"); // the clinic's colour
    expect(confirmation.html).toContain('name="viewport"');

    // Marked sent right after the server accepted it.
    const email = await eventually(() => prisma.email.findFirst({ where: { appointmentId: id, kind: "booking_confirmation", status: "sent" } }));
    expect(email).toMatchObject({ status: "sent", attempts: 1, recipient: patient.email, userId: patient.id, subject: confirmation.subject });
    expect(confirmation.messageId).toBe(`<${email.id}@clinic.example>`);

    const ics = icsOf(confirmation);
    expect(ics).toMatchObject({
      METHOD: "REQUEST",
      UID: `${id}@clinic.example`,
      SEQUENCE: "0",
      DTSTART: icsUtc(slot.startsAt),
      DTEND: icsUtc(new Date(slot.startsAt.getTime() + 30 * 60_000)),
      STATUS: "TENTATIVE",
      ORGANIZER: "mailto:desk@clinic.example",
    });
    expect(ics.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);

    expect(note.subject).toContain("Pat Patient");
    expect(note.subject).toContain(`${time} ${zone}`);
    expect(note.text).toContain("https://clinic.example/doctor/appointments");
    expect(icsOf(note)).toMatchObject({ METHOD: "REQUEST", UID: `${id}@clinic.example`, SEQUENCE: "0" });
  });

  it("sends nothing and records nothing for a booking that fails", async () => {
    const { slot } = await bookViaApi();
    const rival = await createUser();
    const before = { emails: await prisma.email.count(), jobs: await jobCount() };
    const token = await tokenFor(rival.id);
    // The slot is taken.
    expectFailure(await call(book, { token, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } }), 409);
    // Bad input.
    expectFailure(await call(book, { token, json: { doctorId: doc.doctor.id, date: slot.date, time: "10:07 AM" } }), 400);
    expectFailure(await call(book, { token, json: { doctorId: doc.doctor.id, date: "2000-01-01", time: slot.time } }), 400);
    expect({ emails: await prisma.email.count(), jobs: await jobCount() }).toEqual(before);
    await new Promise((r) => setTimeout(r, 500));
    expect(inbox.messages().filter(to((await prisma.user.findUniqueOrThrow({ where: { id: rival.id } })).email!))).toEqual([]);
  });
});

const jobCount = async () => Number((await prisma.$queryRawUnsafe<{ n: bigint }[]>("SELECT count(*) AS n FROM pgboss.job WHERE name = 'email'"))[0].n);

describe("cancellation", () => {
  it("patient cancels: the doctor gets a CANCEL of the same event with a higher SEQUENCE and the reason", async () => {
    const { id, slot } = await bookViaApi();
    await cancelAppointment(await actorOf(patient.id), id, { reason: "Feeling better" });
    const [m] = await inbox.waitFor((x) => to(doc.user.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    expect(m.subject).toContain("Pat Patient");
    expect(m.text).toContain("Pat Patient cancelled their appointment with you");
    expect(m.text).toContain("Feeling better");
    expect(m.text).toContain(`${clock(slot.startsAt).zone} (${tz()})`);
    expect(icsOf(m)).toMatchObject({ METHOD: "CANCEL", UID: `${id}@clinic.example`, SEQUENCE: "1", STATUS: "CANCELLED", DTSTART: icsUtc(slot.startsAt) });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ cancelReason: "Feeling better", icsSequence: 1 });
    // The patient, who cancelled, is not told.
    expect(inbox.messages().filter((x) => to(patient.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x))).toEqual([]);
  });

  it("doctor cancels through the API: the patient gets the cancellation, without a reason line", async () => {
    const { id } = await bookViaApi();
    const r = await call(cancel, { token: await tokenFor(doc.user.id), params: { appointmentId: id }, method: "POST" });
    expect(r.status).toBe(200);
    const [m] = await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    expect(m.subject).toContain("Dr. Ada Heart");
    expect(m.text).toContain("Dr. Ada Heart cancelled your appointment");
    expect(m.text).not.toContain("Why cancelled");
    expect(m.text).toContain(`https://clinic.example/appointment/${doc.doctor.id}`);
    expect(icsOf(m)).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1" });
  });

  it("admin cancels: the patient and the doctor both hear of it", async () => {
    const { id } = await bookViaApi();
    await cancelAppointment(await actorOf(admin.id), id, { reason: "  Doctor is ill  " });
    const [p] = await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    const [d] = await inbox.waitFor((x) => to(doc.user.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    expect(p.text).toContain("The clinic cancelled your appointment");
    expect(p.text).toContain("Doctor is ill");
    expect(d.text).toContain("The clinic cancelled the appointment");
  });

  it("refuses an over-long reason without cancelling", async () => {
    const { id } = await bookViaApi();
    await expect(cancelAppointment(await actorOf(patient.id), id, { reason: "x".repeat(501) })).rejects.toMatchObject({ status: 400 });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending", icsSequence: 0 });
    expect(await prisma.email.count({ where: { appointmentId: id, kind: "cancellation" } })).toBe(0);
  });

  it("a second cancel is refused as before and sends nothing more", async () => {
    const { id } = await bookViaApi();
    await cancelAppointment(await actorOf(patient.id), id);
    const count = await prisma.email.count({ where: { appointmentId: id } });
    await expect(cancelAppointment(await actorOf(admin.id), id)).rejects.toMatchObject({ status: 409 });
    expect(await prisma.email.count({ where: { appointmentId: id } })).toBe(count);
  });
});

describe("reminders", () => {
  /** A slot on the ad-hoc day (always more than 24 hours ahead). */
  const adHoc = (minutes: number) => {
    const date = dayFromToday(AD_HOC_DAY);
    return { date, time: formatSlotTime(minutes), startsAt: instantAt(date, minutes, tz()) };
  };

  it("are scheduled in the queue REMINDER_HOURS_BEFORE (24 by default) before the start", async () => {
    const { id, slot } = await bookViaApi(adHoc(10 * 60));
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    const due = new Date(slot.startsAt.getTime() - 24 * 3_600_000);
    expect(reminder).toMatchObject({ status: "queued", recipient: patient.email, sendAfter: due });
    expect((await jobOf(reminder.id))?.start_after).toEqual(due);
  });

  it("take fractions of hours", async () => {
    process.env.REMINDER_HOURS_BEFORE = "0.25";
    const { id, slot } = await bookViaApi(adHoc(11 * 60));
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    expect(reminder.sendAfter).toEqual(new Date(slot.startsAt.getTime() - 15 * 60_000));
    expect((await jobOf(reminder.id))?.start_after).toEqual(reminder.sendAfter);
  });

  it("are not scheduled for a booking made inside the reminder window", async () => {
    const slot = adHoc(12 * 60);
    const now = new Date(slot.startsAt.getTime() - 23 * 3_600_000);
    const a = await bookAppointment(await actorOf(patient.id), { doctorId: doc.doctor.id, date: slot.date, time: 12 * 60, reason: "" }, { now });
    const kinds = (await prisma.email.findMany({ where: { appointmentId: a._id } })).map((e) => e.kind).sort();
    expect(kinds).toEqual(["booking_confirmation", "booking_notice"]);
  });

  it("are sent when due, to the patient, with the time in the clinic's zone", async () => {
    const { id, slot } = await bookViaApi(adHoc(12 * 60 + 30));
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    await makeDue(reminder.id);
    const [m] = await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Reminder") && about(id)(x));
    const { time, zone } = clock(slot.startsAt);
    expect(m.subject).toBe(`Reminder: Dr. Ada Heart, ${m.subject.split(", ").slice(1).join(", ")}`);
    expect(m.subject).toContain(`${time} ${zone}`);
    expect(m.text).toContain(`${zone} (${tz()})`);
    expect(m.attachments).toEqual([]);
    await eventually(async () => (await prisma.email.findUniqueOrThrow({ where: { id: reminder.id } })).status === "sent");
  });

  it("are dropped when the appointment is cancelled: the job is cancelled in the same transaction", async () => {
    const { id } = await bookViaApi(adHoc(13 * 60));
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    await cancelAppointment(await actorOf(patient.id), id);
    expect(await prisma.email.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: "cancelled" });
    expect((await jobOf(reminder.id))?.state).toBe("cancelled");
    await makeDue(reminder.id);
    await inbox.waitFor((x) => to(doc.user.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    await new Promise((r) => setTimeout(r, 600));
    expect(inbox.messages().filter((x) => x.subject.startsWith("Reminder") && about(id)(x))).toEqual([]);
  });

  it("are checked again when due: none for an appointment that is no longer open", async () => {
    const { id } = await bookViaApi(adHoc(13 * 60 + 30));
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    // Closed behind the domain's back: the job is still scheduled.
    await prisma.appointment.update({ where: { id }, data: { status: "cancelled", cancelledAt: new Date() } });
    await makeDue(reminder.id);
    const dropped = await eventually(async () => {
      const row = await prisma.email.findUniqueOrThrow({ where: { id: reminder.id } });
      return row.status === "cancelled" && row;
    });
    expect(dropped.attempts).toBe(1);
    expect(inbox.messages().filter((x) => x.subject.startsWith("Reminder") && about(id)(x))).toEqual([]);
  });
});
