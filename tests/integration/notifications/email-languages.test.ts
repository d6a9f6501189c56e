// Emails in the recipient's language (issue 29 item 5), through the real
// worker and a real SMTP server: an Arabic patient and an English doctor each
// get the confirmation of the same booking in their own language, and a
// reminder the worker sends later follows the language the patient has saved
// by then. Without a saved language (or with one the clinic no longer offers)
// an email is in the clinic's default.
import { afterAll, beforeAll, afterEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as register } from "@/app/api/auth/register/route";
import { prisma } from "@/lib/db";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { welcome } from "@/lib/accounts/emails/welcome";
import type { EmailWorker } from "@/lib/notifications/worker";
import { calendarFeed, calendarFeedToken } from "@/lib/appointments/calendar-feed";
import { AD_HOC_DAY, createAppointment, createDoctor, createUser, dayFromToday, nextSlot, tokenFor } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/http";
import { eventually, icsOf, makeDue, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

process.env.SITE_URL = "https://clinic.example";
process.env.CLINIC_LOCALES = "en,es,fr,ar";

let inbox: MailCatcher;
let worker: EmailWorker;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

afterEach(() => {
  process.env.CLINIC_LOCALES = "en,es,fr,ar";
  delete process.env.CLINIC_LOCALE;
});

const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
/** Mentions the appointment: its link, or its calendar event's UID. */
const about = (appointmentId: string) => (m: CaughtMessage) =>
  [m.html, m.text, ...m.attachments.map((a) => a.content.toString("utf8"))].some((part) => part.includes(appointmentId));

describe("each recipient's language", () => {
  it("an Arabic patient and an English doctor: the same booking, each in their own; the reminder follows the patient's language at send time", async () => {
    const doc = await createDoctor({ name: "Dr. Ada Heart", speciality: "Cardiologist" });
    await prisma.user.update({ where: { id: doc.user.id }, data: { locale: "en" } });
    const patient = await createUser({ name: "Layla Haddad", email: "layla@example.test" });
    await prisma.user.update({ where: { id: patient.id }, data: { locale: "ar" } });

    // Booked by the patient on an English page: the language of the request plays no part.
    const date = dayFromToday(AD_HOC_DAY);
    const r = await call(book, {
      token: await tokenFor(patient.id),
      json: { doctorId: doc.doctor.id, date, time: "10:00 AM", reason: "" },
      headers: { "accept-language": "en-US" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.appointment._id as string;

    const [confirmation] = await inbox.waitFor((m) => to(patient.email)(m) && about(id)(m));
    expect(confirmation.subject).toMatch(/^تم حجز الموعد: Dr\. Ada Heart، /);
    expect(confirmation.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(confirmation.html).toContain('lang="ar"');
    expect(confirmation.text).toContain("مرحبًا Layla Haddad،");
    expect(confirmation.text).toContain("تم حجز موعدك مع Dr. Ada Heart.");
    expect(confirmation.text).not.toContain("Your appointment");
    expect(icsOf(confirmation).SUMMARY).toContain("مع Dr. Ada Heart");
    // Issue 40: the speciality in the reader's language too, in the calendar file and the email.
    expect(icsOf(confirmation).SUMMARY).toContain("(طبيب قلب)");
    expect(icsOf(confirmation).SUMMARY).not.toContain("Cardiologist");
    expect(confirmation.text).not.toContain("Cardiologist");

    const [note] = await inbox.waitFor((m) => to(doc.user.email)(m) && about(id)(m));
    expect(note.subject).toMatch(/^New booking: Layla Haddad, /);
    expect(note.html).toContain('lang="en"');
    expect(note.html).not.toContain('dir="rtl"');
    expect(note.text).toContain("Layla Haddad booked an appointment with you.");
    expect(icsOf(note).SUMMARY).toBe("Appointment with Dr. Ada Heart (Cardiologist)");

    // Recorded at booking in Arabic; the patient changes to French before it is due.
    const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });
    expect(reminder.subject).toMatch(/^تذكير: /);
    await prisma.user.update({ where: { id: patient.id }, data: { locale: "fr" } });
    await makeDue(reminder.id);
    const [sent] = await inbox.waitFor((m) => to(patient.email)(m) && m.subject.startsWith("Rappel"));
    expect(sent.subject).toMatch(/^Rappel\u00a0: Dr\. Ada Heart, /);
    expect(sent.html).toContain('lang="fr"');
    expect(sent.text).toContain("Ceci est un rappel de votre rendez-vous avec Dr. Ada Heart");
    expect(sent.text).toContain("Désactiver les e-mails de rappel");
    // The log keeps the subject that was sent.
    await eventually(async () => {
      const row = await prisma.email.findUniqueOrThrow({ where: { id: reminder.id } });
      return row.status === "sent" && row.subject === sent.subject;
    });
  });

  it("a REST sign-up with Accept-Language: ar keeps Arabic as the user's language: its welcome is in Arabic (issue 40)", async () => {
    const r = await call(register, {
      json: { name: "Samir Api", email: "samir.api@example.test", password: "Password1!" },
      headers: { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "samir.api@example.test" } })).locale).toBe("ar");
    const [m] = await inbox.waitFor(to("samir.api@example.test"));
    expect(m.html).toContain('lang="ar"');
    expect(m.subject).toMatch(/مرحبًا بك في/);
    // A language the clinic does not offer keeps none (the clinic's default then).
    const other = await call(register, { json: { name: "Hans Api", email: "hans.api@example.test", password: "Password1!" }, headers: { "accept-language": "de" } });
    expect(other.status).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "hans.api@example.test" } })).locale).toBeNull();
  });

  it("no saved language, or one the clinic no longer offers: the clinic's default", async () => {
    process.env.CLINIC_LOCALE = "es";
    const unsaved = await createUser({ name: "Noor Unsaved", email: "noor@example.test" });
    const withdrawn = await createUser({ name: "Omar Withdrawn", email: "omar@example.test" });
    await prisma.user.update({ where: { id: withdrawn.id }, data: { locale: "ar" } });
    process.env.CLINIC_LOCALES = "en,es,fr";
    await prisma.$transaction((tx) =>
      recordEmails(tx, [
        outgoing(welcome, { to: unsaved.email, userId: unsaved.id, data: { name: unsaved.name, role: "patient" } }),
        outgoing(welcome, { to: withdrawn.email, userId: withdrawn.id, data: { name: withdrawn.name, role: "patient" } }),
        // No account at all (a patient record): the clinic's default too.
        outgoing(welcome, { to: "record@example.test", data: { name: "Record Only", role: "patient" } }),
      ]),
    );
    for (const address of [unsaved.email, withdrawn.email, "record@example.test"]) {
      const [m] = await inbox.waitFor(to(address));
      expect(m.subject).toBe("Le damos la bienvenida a CareSlot");
      expect(m.html).toContain('lang="es"');
    }
  });

  it("the doctor's calendar feed: in the doctor's saved language, and a change of it changes the ETag", async () => {
    const doc = await createDoctor({ name: "Dr. Feed Langue" });
    const patient = await createUser({ name: "Camille Martin" });
    await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt, status: "cancelled" });
    const token = calendarFeedToken(doc.doctor.id, 0);
    const english = await calendarFeed(token);
    expect(await english.render()).toContain("SUMMARY:Cancelled: Consultation · 30 min: Camille");
    await prisma.user.update({ where: { id: doc.user.id }, data: { locale: "fr" } });
    const french = await calendarFeed(token);
    expect(french.etag).not.toBe(english.etag);
    const text = (await french.render()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain("SUMMARY:Annulé\u00a0: Consultation · 30 min\u00a0: Camille");
    expect(text).toContain("DESCRIPTION:Consultation avec Camille (30 minutes).");
  });
});
