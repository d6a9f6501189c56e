// Patients stay in control of reminders: the profile's switch, and the signed
// one-click link (page and RFC 8058 POST) every reminder carries, with its
// List-Unsubscribe headers. A reminder for a patient who opted out is dropped
// when due; confirmations still go. A link with a bad signature changes nothing.
import { actAs } from "@/tests/helpers/actions";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as oneClick } from "@/app/api/emails/unsubscribe/route";
import { setReminderEmailsAction, unsubscribeAction } from "@/lib/actions/reminders";
import { bookAppointment } from "@/lib/appointments/book";
import { instantAt } from "@/lib/clinic-time";
import { prisma } from "@/lib/db";
import { REMINDERS_OFF, REMINDERS_ON, UNSUBSCRIBE_LINK_NOT_VALID, UNSUBSCRIBED, isUnsubscribeLink } from "@/lib/accounts/email-preferences";
import { unsubscribeSignature } from "@/lib/outbox/unsubscribe";
import type { EmailWorker } from "@/lib/notifications/worker";
import { findActor, type Actor } from "@/lib/accounts/users";
import { AD_HOC_DAY, createDoctor, createUser, dayFromToday, tz } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { eventually, makeDue, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";

let inbox: MailCatcher;
let worker: EmailWorker;
let doctorId: string;
let minute = 10 * 60;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  doctorId = (await createDoctor({ name: "Dr. Remy Reminder" })).doctor.id;
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

beforeEach(() => {
  delete process.env.REMINDER_HOURS_BEFORE;
});

const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;
const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);

/** Books the next free time on the ad-hoc day (always more than a day ahead) and returns its reminder row. */
async function bookWithReminder(patientId: string) {
  const date = dayFromToday(AD_HOC_DAY);
  const time = minute;
  minute += 30;
  const appointment = await bookAppointment(await actorOf(patientId), { doctorId, date, time, reason: "" });
  expect(instantAt(date, time, tz()).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
  const reminder = await prisma.email.findFirstOrThrow({ where: { appointmentId: appointment._id, kind: "reminder" } });
  return { appointmentId: appointment._id, reminder };
}

async function sentReminder(patient: { id: string; email: string }) {
  const { reminder, appointmentId } = await bookWithReminder(patient.id);
  await makeDue(reminder.id);
  const [m] = await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Reminder") && x.text.includes(appointmentId));
  return m;
}

async function droppedWhenDue(reminderId: string) {
  await makeDue(reminderId);
  const row = await eventually(async () => {
    const r = await prisma.email.findUniqueOrThrow({ where: { id: reminderId } });
    return r.status !== "queued" && r;
  });
  expect(row.status).toBe("cancelled");
  expect(row.attempts).toBe(1);
}

describe("every reminder", () => {
  it("carries a signed unsubscribe link and the one-click List-Unsubscribe headers", async () => {
    const patient = await createUser({ email: "headers@example.test" });
    const m = await sentReminder(patient);
    const sig = unsubscribeSignature(patient.id);
    expect(m.headers["list-unsubscribe"]).toBe(`<https://clinic.example/api/emails/unsubscribe?u=${patient.id}&sig=${sig}>`);
    expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(m.text).toContain(`https://clinic.example/unsubscribe?u=${patient.id}&sig=${sig}`);
    expect(m.text).toContain("Turn off reminder emails");
  });
});

describe("the profile switch", () => {
  it("turns reminders off (a scheduled one is dropped when due) and on again; confirmations still go", async () => {
    const patient = await createUser({ email: "switch@example.test" });
    const { reminder, appointmentId } = await bookWithReminder(patient.id);
    expect(await actAs(patient.id, () => setReminderEmailsAction(false))).toEqual({ ok: true, data: false, message: REMINDERS_OFF });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).reminderEmails).toBe(false);
    await droppedWhenDue(reminder.id);
    expect(inbox.messages().filter((x) => to(patient.email)(x) && x.subject.startsWith("Reminder"))).toEqual([]);
    // The booking's confirmation went all the same.
    await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Appointment booked") && x.text.includes(appointmentId));

    expect(await actAs(patient.id, () => setReminderEmailsAction(true))).toEqual({ ok: true, data: true, message: REMINDERS_ON });
    await sentReminder(patient);
  });

  it("needs a signed-in caller and a real on/off value", async () => {
    expect(await actAs(null, () => setReminderEmailsAction(false))).toMatchObject({ ok: false });
    const patient = await createUser();
    expect(await actAs(patient.id, () => setReminderEmailsAction("no" as never))).toMatchObject({ ok: false, message: "Choose on or off" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).reminderEmails).toBe(true);
  });
});

describe("the one-click link", () => {
  it("POST (RFC 8058), as a mail app sends it from the header: reminders stop, no sign-in needed", async () => {
    const patient = await createUser({ email: "oneclick@example.test" });
    const m = await sentReminder(patient);
    const url = new URL(/^<(.+)>$/.exec(m.headers["list-unsubscribe"])![1]);
    const r = await call(oneClick, { method: "POST", url: url.pathname + url.search, body: "List-Unsubscribe=One-Click", contentType: "application/x-www-form-urlencoded" });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: UNSUBSCRIBED });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).reminderEmails).toBe(false);
    // Again: harmless.
    expect((await call(oneClick, { method: "POST", url: url.pathname + url.search })).status).toBe(200);
    const { reminder } = await bookWithReminder(patient.id);
    await droppedWhenDue(reminder.id);
  });

  it("the page's button does the same", async () => {
    const patient = await createUser({ email: "page@example.test" });
    const m = await sentReminder(patient);
    const link = new URL(/https:\/\/clinic\.example\/unsubscribe\?[^\s\]"<>)]+/.exec(m.text)![0]);
    const input = { u: link.searchParams.get("u")!, sig: link.searchParams.get("sig")! };
    expect(isUnsubscribeLink(input)).toBe(true);
    expect(await actAs(null, () => unsubscribeAction(input))).toEqual({ ok: true, data: null, message: UNSUBSCRIBED });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).reminderEmails).toBe(false);
  });

  it("refuses a bad signature, another account's signature and a missing one, changing nothing", async () => {
    const victim = await createUser();
    const other = await createUser();
    const bad = [
      { u: victim.id, sig: "A".repeat(43) },
      { u: victim.id, sig: unsubscribeSignature(other.id) },
      { u: victim.id, sig: unsubscribeSignature(victim.id).slice(0, 42) + (unsubscribeSignature(victim.id).endsWith("A") ? "B" : "A") },
      { u: victim.id, sig: "" },
    ];
    for (const link of bad) {
      const query = new URLSearchParams(link).toString();
      expectFailure(await call(oneClick, { method: "POST", url: `/api/emails/unsubscribe?${query}` }), 400, UNSUBSCRIBE_LINK_NOT_VALID);
      expect(await actAs(null, () => unsubscribeAction(link))).toMatchObject({ ok: false, message: UNSUBSCRIBE_LINK_NOT_VALID });
      expect(isUnsubscribeLink(link)).toBe(false);
    }
    expectFailure(await call(oneClick, { method: "POST", url: `/api/emails/unsubscribe?u=${victim.id}` }), 400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).reminderEmails).toBe(true);
  });

  it("a signature made with another secret is refused", async () => {
    const patient = await createUser();
    const secret = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "another-secret-another-secret-another-0123";
    const forged = unsubscribeSignature(patient.id);
    process.env.AUTH_SECRET = secret;
    expectFailure(await call(oneClick, { method: "POST", url: `/api/emails/unsubscribe?u=${patient.id}&sig=${forged}` }), 400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).reminderEmails).toBe(true);
  });
});
