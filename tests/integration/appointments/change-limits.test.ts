// Issue 22 item 3: a patient could make the app email a doctor without limit
// (thirty reschedules back and forth in two seconds, or booking and cancelling
// in a loop, each one emailing the doctor). Changes a patient makes to their
// own appointments are rate limited per patient and moves per appointment
// (429 with a clear message and Retry-After); refused changes use no quota;
// doctors and admins are not limited. And a burst of moves of one
// appointment does not become a burst of emails: a "rescheduled" email still
// waiting in the outbox is superseded by the next move's, which tells the
// recipient the move from the time they last heard of.
import { actAs } from "@/tests/helpers/actions";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as reschedule } from "@/app/api/appointment/reschedule-appointment/[appointmentId]/route";
import * as appointmentActions from "@/lib/actions/appointments";
import { SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import { prisma } from "@/lib/db";
import type { EmailWorker } from "@/lib/notifications/worker";
import { createAppointment, createDoctor, createUser, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";

const TOO_MANY_CHANGES = /^Too many changes to your appointments\. Please try again in \d+ seconds?\.$/;
const TOO_MANY_MOVES = /^Too many changes to this appointment\. Please try again in \d+ minutes?\.$/;

let inbox: MailCatcher;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let admin: { id: string };
let doctorToken: string;
let adminToken: string;

beforeAll(async () => {
  inbox = await startInbox();
  await setOpenLimits(100, 100);
  doc = await createDoctor({ name: "Dr. Burst" });
  admin = await createUser({ role: "admin" });
  doctorToken = await tokenFor(doc.user.id);
  adminToken = await tokenFor(admin.id);
});

afterAll(async () => {
  await inbox?.stop();
});

afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
});

/** A patient of their own, so that each test starts with fresh counters. */
async function newPatient() {
  const user = await createUser();
  return { ...user, token: await tokenFor(user.id) };
}
const open = async (patientId: string) => (await createAppointment({ patientId, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt })).id;
const move = (token: string, appointmentId: string, to = nextSlot()) =>
  call(reschedule, { method: "POST", token, params: { appointmentId }, json: { date: to.date, time: to.time } });
const bookOne = (token: string, slot = nextSlot()) => call(book, { token, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
const cancelOne = (token: string, appointmentId: string) => call(cancel, { method: "POST", token, params: { appointmentId } });
const startsAtOf = async (id: string) => (await prisma.appointment.findUniqueOrThrow({ where: { id } })).startsAt;

describe("changes a patient makes to their appointments are rate limited", () => {
  it("moves of one appointment: the fourth within ten minutes is a 429 that changes nothing and emails no one", async () => {
    const p = await newPatient();
    const id = await open(p.id);
    for (let i = 0; i < 3; i++) expect((await move(p.token, id)).status).toBe(200);
    const before = await startsAtOf(id);
    const emails = await prisma.email.count({ where: { appointmentId: id } });

    const r = await move(p.token, id);
    expectFailure(r, 429, TOO_MANY_MOVES);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await startsAtOf(id)).toEqual(before);
    expect(await prisma.appointmentReschedule.count({ where: { appointmentId: id } })).toBe(3);
    expect(await prisma.email.count({ where: { appointmentId: id } })).toBe(emails);

    // Another appointment of the same patient can still move (its own count), and this one can still be cancelled.
    expect((await move(p.token, await open(p.id))).status).toBe(200);
    expect((await cancelOne(p.token, id)).status).toBe(200);
  });

  it("changes of one patient: after five in a minute, bookings, moves and cancels are 429 with the way out", async () => {
    const p = await newPatient();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await bookOne(p.token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.appointment._id);
    }
    const appointments = await prisma.appointment.count({ where: { patientId: p.id } });

    const booking = await bookOne(p.token);
    expectFailure(booking, 429, TOO_MANY_CHANGES);
    expect(Number(booking.headers.get("retry-after"))).toBeGreaterThan(0);
    expectFailure(await move(p.token, ids[0]), 429, TOO_MANY_CHANGES);
    expectFailure(await cancelOne(p.token, ids[1]), 429, TOO_MANY_CHANGES);
    expect(await prisma.appointment.count({ where: { patientId: p.id } })).toBe(appointments);
    expect(await prisma.appointment.count({ where: { patientId: p.id, status: "cancelled" } })).toBe(0);

    // The web UI's actions answer the same refusal as a toast.
    const viaAction = await actAs(p.id, () => appointmentActions.cancelAppointmentAction({ id: ids[1] }));
    expect(viaAction).toMatchObject({ ok: false, message: expect.stringMatching(TOO_MANY_CHANGES) });
  });

  it("booking and cancelling in a loop: at most twenty changes an hour", async () => {
    const p = await newPatient();
    let made = 0;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) {
        const r = await bookOne(p.token);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        made++;
      }
      // As if the minute had passed: only the per-minute window ends.
      await prisma.$executeRaw`UPDATE rate_limits SET reset_at = now() WHERE key = ${`appointment-changes:minute:${p.id}`}`;
    }
    expect(made).toBe(20);
    const r = await bookOne(p.token);
    expectFailure(r, 429, /^Too many changes to your appointments\. Please try again in \d+ minutes\.$/);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("refused changes (a taken slot, the same slot) use no quota", async () => {
    const p = await newPatient();
    const other = await newPatient();
    const id = await open(p.id);
    const taken = nextSlot();
    await createAppointment({ patientId: other.id, doctorId: doc.doctor.id, startsAt: taken.startsAt });
    for (let i = 0; i < 8; i++) {
      const r = await move(p.token, id, taken);
      expectFailure(r, 409, SLOT_TAKEN);
    }
    for (let i = 0; i < 3; i++) expect((await move(p.token, id)).status).toBe(200);
  });

  it("RATE_LIMIT_SCALE multiplies these limits too", async () => {
    process.env.RATE_LIMIT_SCALE = "2";
    const p = await newPatient();
    const id = await open(p.id);
    for (let i = 0; i < 6; i++) expect((await move(p.token, id)).status).toBe(200);
    expectFailure(await move(p.token, id), 429, TOO_MANY_MOVES);
  });

  it("doctors and admins are not limited by the patient's counters", async () => {
    const p = await newPatient();
    const id = await open(p.id);
    for (let i = 0; i < 3; i++) expect((await move(p.token, id)).status).toBe(200);
    expectFailure(await move(p.token, id), 429, TOO_MANY_MOVES);
    for (let i = 0; i < 4; i++) expect((await move(doctorToken, id)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await move(adminToken, id)).status).toBe(200);
    for (let i = 0; i < 7; i++) {
      const slot = nextSlot();
      const r = await call(book, { token: adminToken, json: { userId: p.id, doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    expect((await cancelOne(adminToken, id)).status).toBe(200);
  });
});

describe("a burst of moves of one appointment is not a burst of emails", () => {
  const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
  const about = (id: string) => (m: CaughtMessage) => [m.text, ...m.attachments.map((x) => x.content.toString("utf8"))].some((p) => p.includes(id));
  const moved = (address: string, id: string) => inbox.messages().filter((m) => to(address)(m) && m.subject.startsWith("Appointment moved") && about(id)(m));
  const queuedMoves = (id: string) =>
    prisma.email.findMany({ where: { appointmentId: id, kind: "rescheduled", status: "queued" }, orderBy: { createdAt: "asc" } });

  it("a move supersedes the 'rescheduled' emails still queued: each party gets one, from the time they knew to the last", async () => {
    const p = await newPatient();
    const original = nextSlot();
    const id = (await createAppointment({ patientId: p.id, doctorId: doc.doctor.id, startsAt: original.startsAt })).id;
    // No worker yet: every email of the burst is still in the outbox when the next move comes.
    const stops = [nextSlot(), nextSlot(), nextSlot()];
    expect((await move(p.token, id, stops[0])).status).toBe(200);
    expect((await move(doctorToken, id, stops[1])).status).toBe(200);
    expect((await move(adminToken, id, stops[2])).status).toBe(200);

    const queued = await queuedMoves(id);
    expect(queued.map((e) => e.recipient).sort()).toEqual([doc.user.email, p.email].sort());
    for (const e of queued) {
      expect(e.data).toMatchObject({ previousStartsAt: original.startsAt.toISOString(), startsAt: stops[2].startsAt.toISOString(), sequence: 3 });
    }
    expect(await prisma.email.count({ where: { appointmentId: id, kind: "rescheduled", status: "cancelled" } })).toBe(4);

    // The rest of this file's outbox is not this test's business: dropped, so the worker has only these to send.
    await prisma.email.updateMany({ where: { status: "queued", NOT: { appointmentId: id } }, data: { status: "cancelled" } });
    const worker: EmailWorker = await startWorker();
    try {
      await inbox.waitFor((m) => to(doc.user.email)(m) && m.subject.startsWith("Appointment moved") && about(id)(m));
      await inbox.waitFor((m) => to(p.email)(m) && m.subject.startsWith("Appointment moved") && about(id)(m));
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await worker.stop();
    }
    for (const address of [doc.user.email, p.email]) {
      const [only, ...more] = moved(address, id);
      expect(more).toHaveLength(0);
      expect(only.text).toContain(original.time);
      expect(only.text).toContain(stops[2].time);
    }
  });

  it("moved back to the time a party last heard of: no 'moved' email for them at all", async () => {
    const p = await newPatient();
    const original = nextSlot();
    const id = (await createAppointment({ patientId: p.id, doctorId: doc.doctor.id, startsAt: original.startsAt })).id;
    expect((await move(p.token, id)).status).toBe(200);
    expect((await move(p.token, id, original)).status).toBe(200);
    expect(await queuedMoves(id)).toHaveLength(0);
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ startsAt: original.startsAt, icsSequence: 2 });
  });

  it("an email already sent is not superseded: the next move's email starts from the time it announced", async () => {
    const p = await newPatient();
    const [first, second] = [nextSlot(), nextSlot()];
    const id = await open(p.id);
    expect((await move(p.token, id, first)).status).toBe(200);
    await prisma.email.updateMany({ where: { appointmentId: id, kind: "rescheduled" }, data: { status: "sent", sentAt: new Date() } });
    expect((await move(p.token, id, second)).status).toBe(200);
    const queued = await queuedMoves(id);
    expect(queued).toHaveLength(2);
    for (const e of queued) expect(e.data).toMatchObject({ previousStartsAt: first.startsAt.toISOString(), startsAt: second.startsAt.toISOString() });
    expect(await prisma.email.count({ where: { appointmentId: id, kind: "rescheduled", status: "sent" } })).toBe(2);
  });
});
