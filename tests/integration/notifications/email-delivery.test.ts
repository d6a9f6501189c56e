// Delivery when things go wrong, against real SMTP servers started here: a
// server that is down, one that never answers, one that refuses; a worker
// that dies holding a job; no worker at all until later; the cron route.
// Each email must arrive exactly once, or end "failed" with the server's
// words after its last attempt. Retries wait 1-2 s here (MAIL_RETRY_DELAY_SECONDS=1).
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { GET as cron } from "@/app/api/cron/deliver-emails/route";
import { bookAppointment } from "@/lib/appointments/book";
import { clinicMinutesOf } from "@/lib/clinic-time";
import { prisma } from "@/lib/db";
import { createBoss } from "@/lib/platform/queue";
import { messageIdOf } from "@/lib/notifications/deliver";
import { requeueEmail } from "@/lib/outbox/outbox";
import { findActor, type Actor } from "@/lib/accounts/users";
import { createDoctor, createUser, nextSlot, setOpenLimits, tz } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/http";
import { eventually, jobOf, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

// One patient books, moves and cancels many times in this file; the limits on a patient's changes (issue 22) are tested in appointment-change-limits.test.ts.
process.env.RATE_LIMIT_SCALE = "100";

process.env.MAIL_RETRY_DELAY_SECONDS = "1";
process.env.SMTP_TIMEOUT_MS = "1000";

let doctorId: string;
let patient: Actor;

beforeAll(async () => {
  // One patient books many appointments here (the clinic's limit on open ones is tested elsewhere).
  await setOpenLimits(100, 100);
  doctorId = (await createDoctor()).doctor.id;
  const user = await createUser();
  patient = (await findActor(user.id, 0)) as Actor;
});

beforeEach(() => {
  for (const name of ["MAIL_MAX_ATTEMPTS", "MAIL_JOB_EXPIRE_SECONDS", "CRON_SECRET"]) delete process.env[name];
});

const inboxes: MailCatcher[] = [];
afterAll(async () => {
  await Promise.all(inboxes.map((i) => i.stop()));
});
const inbox = async (opts: { smtpPort?: number } = {}) => {
  const i = await startInbox(opts);
  inboxes.push(i);
  return i;
};

/** Books a slot; returns the ids of the two emails due at once (patient's confirmation, doctor's note). */
async function bookOne(): Promise<string[]> {
  const slot = nextSlot();
  const a = await bookAppointment(patient, { doctorId, date: slot.date, time: clinicMinutesOf(slot.startsAt, tz()), reason: "" });
  const rows = await prisma.email.findMany({ where: { appointmentId: a._id, kind: { in: ["booking_confirmation", "booking_notice"] } } });
  expect(rows).toHaveLength(2);
  return rows.map((r) => r.id);
}

const rowsOf = (ids: string[]) => prisma.email.findMany({ where: { id: { in: ids } } });

/**
 * Every email of `ids` received exactly once (by Message-ID). Checked once
 * every row is sent and every job completed, so no attempt is left that could
 * still send a duplicate.
 */
async function expectDeliveredOnce(box: MailCatcher, ids: string[]) {
  const wanted = new Set(ids.map(messageIdOf));
  await box.waitFor((m) => wanted.has(m.messageId ?? ""), { count: ids.length, timeoutMs: 20_000 });
  await eventually(async () => (await rowsOf(ids)).every((r) => r.status === "sent"));
  await eventually(async () => (await Promise.all(ids.map(jobOf))).every((job) => job?.state === "completed"));
  const received = box.messages().filter((m) => wanted.has(m.messageId ?? "")).map((m) => m.messageId);
  expect(received.sort()).toEqual([...wanted].sort());
}

describe("delivery", () => {
  it("retries while the SMTP server is down and delivers everything once when it is back", async () => {
    const first = await inbox();
    const port = first.smtpPort;
    await first.stop();
    process.env.MAIL_MAX_ATTEMPTS = "10";
    const ids = [...(await bookOne()), ...(await bookOne())];
    const worker = await startWorker();
    try {
      const failing = await eventually(async () => {
        const rows = await rowsOf(ids);
        return rows.every((r) => r.attempts >= 1 && r.lastError) && rows;
      });
      for (const row of failing) {
        expect(row.status).toBe("queued");
        expect(row.lastError).toMatch(/ECONNREFUSED/);
      }
      const back = await inbox({ smtpPort: port });
      await expectDeliveredOnce(back, ids);
      for (const row of await rowsOf(ids)) expect(row.lastError).toBe("");
    } finally {
      await worker.stop();
    }
  });

  it("gives up on a server that never answers after the timeout, and retries", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket); // accepts, never greets
      socket.on("error", () => {});
    });
    const port = await new Promise<number>((resolve) => silent.listen(0, "127.0.0.1", () => resolve((silent.address() as net.AddressInfo).port)));
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const ids = await bookOne();
    const worker = await startWorker();
    try {
      const started = Date.now();
      await eventually(async () => (await rowsOf(ids)).every((r) => /greeting|timeout/i.test(r.lastError)));
      expect(Date.now() - started).toBeLessThan(8000);
      const closed = new Promise((r) => silent.close(r));
      for (const s of sockets) s.destroy();
      await closed;
      const back = await inbox({ smtpPort: port });
      await expectDeliveredOnce(back, ids);
    } finally {
      await worker.stop();
    }
  });

  it("stops after MAIL_MAX_ATTEMPTS and marks the email failed with the server's answer; a retry sends it", async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const port = await new Promise<number>((resolve) => refusing.listen(0, "127.0.0.1", () => resolve((refusing.server.address() as net.AddressInfo).port)));
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_MAX_ATTEMPTS = "2";
    const ids = await bookOne();
    const worker = await startWorker();
    try {
      const failed = await eventually(async () => {
        const rows = await rowsOf(ids);
        return rows.every((r) => r.status === "failed") && rows;
      }, 15_000);
      for (const row of failed) {
        expect(row.attempts).toBe(2);
        expect(row.lastError).toMatch(/550 Mailbox unavailable/);
        expect(row.sentAt).toBeNull();
        // pg-boss records the job's failure just after the handler gave up (and marked the row).
        await eventually(async () => (await jobOf(row.id))?.state === "failed");
      }
      await new Promise<void>((r) => refusing.close(() => r()));
      // The admin's Retry: a new job and a fresh set of attempts.
      const box = await inbox();
      await prisma.$transaction((tx) => requeueEmail(tx, ids[0]));
      await expectDeliveredOnce(box, [ids[0]]);
      expect(await prisma.email.findUniqueOrThrow({ where: { id: ids[0] } })).toMatchObject({ status: "sent", attempts: 3, lastError: "" });
      expect(await prisma.$transaction((tx) => requeueEmail(tx, ids[0]))).toBe(false); // only failed emails
    } finally {
      await worker.stop();
    }
  });
});

describe("crashes", () => {
  it("loses nothing committed while no worker runs: the next worker sends it once", async () => {
    const box = await inbox();
    const ids = await bookOne();
    await new Promise((r) => setTimeout(r, 500));
    expect(await rowsOf(ids)).toEqual(expect.arrayContaining([expect.objectContaining({ status: "queued", attempts: 0 })]));
    expect(box.messages()).toEqual([]);
    const worker = await startWorker();
    try {
      await expectDeliveredOnce(box, ids);
    } finally {
      await worker.stop();
    }
  });

  it("a worker that dies holding the jobs: they expire and the next worker sends each once", async () => {
    const box = await inbox();
    process.env.MAIL_JOB_EXPIRE_SECONDS = "1";
    const ids = await bookOne();
    // A worker takes the jobs (they are now "active") and dies without finishing them.
    const doomed = createBoss({ supervise: false });
    await doomed.start();
    const taken = await doomed.fetch("email", { batchSize: 10 });
    expect(taken.length).toBeGreaterThanOrEqual(2);
    await doomed.stop({ graceful: false, close: true });
    expect((await jobOf(ids[0]))?.state).toBe("active");

    const worker = await startWorker();
    try {
      await expectDeliveredOnce(box, ids);
      for (const id of ids) expect((await jobOf(id))?.retry_count).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("a job that dies on its last attempt leaves its email failed, not queued forever", async () => {
    await inbox();
    process.env.MAIL_JOB_EXPIRE_SECONDS = "1";
    process.env.MAIL_MAX_ATTEMPTS = "1";
    const ids = await bookOne();
    const doomed = createBoss({ supervise: false });
    await doomed.start();
    await doomed.fetch("email", { batchSize: 10 });
    await doomed.stop({ graceful: false, close: true });
    const worker = await startWorker();
    try {
      const rows = await eventually(async () => {
        const r = await rowsOf(ids);
        return r.every((x) => x.status === "failed") && r;
      }, 15_000);
      for (const row of rows) expect(row.lastError).toMatch(/timeout/);
    } finally {
      await worker.stop();
    }
  });
});

describe("GET /api/cron/deliver-emails", () => {
  it("is off without CRON_SECRET and refuses callers without it", async () => {
    expect((await call(cron, { headers: { authorization: "Bearer x" } })).status).toBe(503);
    process.env.CRON_SECRET = "cron-secret-0123456789";
    expect((await call(cron)).status).toBe(401);
    expect((await call(cron, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("delivers the due emails with Vercel's bearer header", async () => {
    process.env.CRON_SECRET = "cron-secret-0123456789";
    const box = await inbox();
    const ids = await bookOne();
    const r = await call(cron, { headers: { authorization: "Bearer cron-secret-0123456789" } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.delivered.sent).toBeGreaterThanOrEqual(2);
    await expectDeliveredOnce(box, ids);
  });
});
