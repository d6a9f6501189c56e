// The local inbox of `npm run dev` / `npm start` (MailDev, started by
// lib/notifications/local-inbox.mjs): a booking's confirmation, sent over SMTP by the
// real worker, shows there with its calendar file (read back through MailDev's
// REST API); its page answers a browser; its ports follow with-db.mjs's rule
// (a taken default moves to a free port, a taken port that was asked for fails).
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAppointment } from "@/lib/appointments/book";
import { clinicMinutesOf } from "@/lib/clinic-time";
import type { EmailWorker } from "@/lib/notifications/worker";
import { startLocalInbox, type LocalInbox } from "@/lib/notifications/local-inbox.mjs";
import { findActor, type Actor } from "@/lib/accounts/users";
import { createDoctor, createUser, nextSlot, tz } from "@/tests/helpers/factories";
import { eventually, parseIcs, startWorker } from "@/tests/helpers/mail";

process.env.SITE_URL = "https://clinic.example";
process.env.MAIL_FROM = "Test Clinic <desk@clinic.example>";

/** An email as MailDev's REST API gives it (the fields read here). */
type MailDevEmail = {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  attachments?: { filename: string; generatedFileName: string; contentType: string; size: number }[];
};

let inbox: LocalInbox;
let worker: EmailWorker;
let base: string;

beforeAll(async () => {
  inbox = await startLocalInbox({ smtpPort: 0, httpPort: 0 });
  base = `http://127.0.0.1:${inbox.httpPort}`;
  process.env.SMTP_URL = inbox.smtpUrl;
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

const emailsTo = async (address: string): Promise<MailDevEmail[]> => {
  const res = await fetch(`${base}/api/email?${new URLSearchParams({ "to.address": address })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailDevEmail[];
};

/** Holds a port on 127.0.0.1 until `close()`. */
async function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("the local inbox (MailDev)", () => {
  it("shows a booking's confirmation with its HTML and plain parts and its calendar file", async () => {
    const doctor = await createDoctor({ name: "Dr. Ina Box" });
    const user = await createUser({ name: "Pat Inbox", email: "pat-inbox@example.test" });
    const patient = (await findActor(user.id, 0)) as Actor;
    const slot = nextSlot();
    const appointment = await bookAppointment(patient, { doctorId: doctor.doctor.id, date: slot.date, time: clinicMinutesOf(slot.startsAt, tz()), reason: "" });

    const confirmation = await eventually(async () => (await emailsTo(user.email)).find((m) => m.subject.startsWith("Appointment booked")));
    expect(confirmation.from).toEqual([{ address: "desk@clinic.example", name: "Test Clinic" }]);
    expect(confirmation.subject).toContain("Dr. Ina Box");
    // The recipient filter the e2e specs use keeps other people's mail out (the doctor got a note).
    expect(await emailsTo("nobody@example.test")).toEqual([]);
    const toDoctor = await eventually(async () => {
      const list = await emailsTo(doctor.user.email);
      return list.length > 0 && list;
    });
    expect(toDoctor.map((m) => m.to.map((t) => t.address))).toEqual([[doctor.user.email]]);
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain(`https://clinic.example/my-appointments/${appointment._id}`);
    }

    const file = confirmation.attachments?.find((a) => a.filename.endsWith(".ics"));
    expect(file, "the calendar file").toBeDefined();
    expect(file!.contentType).toBe("text/calendar");
    const res = await fetch(`${base}/api/email/${confirmation.id}/attachment/${file!.generatedFileName}`);
    expect(res.status).toBe(200);
    expect(parseIcs(await res.text())).toMatchObject({ METHOD: "REQUEST", UID: `${appointment._id}@clinic.example`, SEQUENCE: "0" });
  });

  it("serves its web inbox to a browser (a request without Accept: text/html gets 404)", async () => {
    const page = await fetch(`${base}/`, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("<title>MailDev</title>");
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect(inbox.url).toBe(`http://localhost:${inbox.httpPort}`);
  });

  it("moves a taken port to a free one when allowed, and fails on it otherwise", async () => {
    const held = await holdPort();
    try {
      const moved = await startLocalInbox({ smtpPort: held.port, httpPort: held.port, fallbackToFreePorts: true });
      try {
        expect(moved.smtpPort).not.toBe(held.port);
        expect(moved.httpPort).not.toBe(held.port);
        expect((await fetch(`http://127.0.0.1:${moved.httpPort}/api/healthz`)).status).toBe(200);
      } finally {
        await moved.stop();
      }
      await expect(startLocalInbox({ smtpPort: held.port, httpPort: 0 })).rejects.toMatchObject({ code: "EADDRINUSE" });
    } finally {
      await held.close();
    }
  });
});
