// Issue 14 item 5: rescheduling. The REST route and the server action move an
// appointment in place (same id) to a slot the booking rule offers; a taken
// slot is a 409 that leaves it where it was; patients are held to the
// cancellation cutoff, doctors and admins are not; the history is kept; the
// reminder follows; both parties get a "rescheduled" email whose calendar
// file updates the booking's event (same UID, higher SEQUENCE). Races are
// settled by the database.
import { actAs } from "@/tests/helpers/actions";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as reschedule } from "@/app/api/appointment/reschedule-appointment/[appointmentId]/route";
import * as appointmentActions from "@/lib/actions/appointments";
import { PATIENT_BUSY, SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import { formatSlotTime, instantAt, parseSlotTime } from "@/lib/clinic-time";
import { clockOf } from "@/lib/schedule/slots";
import { prisma } from "@/lib/db";
import type { EmailWorker } from "@/lib/notifications/worker";
import { APPOINTMENT_RESCHEDULED, SAME_SLOT, rescheduleCutoffMessage, rescheduleHistory } from "@/lib/appointments/reschedule";
import { findActor, type Actor } from "@/lib/accounts/users";
import { AD_HOC_DAY, createAppointment, createDoctor, createTimeOff, createUser, dayFromToday, nextSlot, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { icsOf, icsUtc, jobOf, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

// One patient books, moves and cancels many times in this file; the limits on a patient's changes (issue 22) are tested in appointment-change-limits.test.ts.
process.env.RATE_LIMIT_SCALE = "100";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";

let inbox: MailCatcher;
let worker: EmailWorker;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let otherDoc: Awaited<ReturnType<typeof createDoctor>>;
let patient: { id: string; name: string; email: string };
let otherPatient: { id: string };
let admin: { id: string };
let tokens: Record<"patient" | "otherPatient" | "doctor" | "otherDoctor" | "admin", string>;
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  await setOpenLimits(100, 100);
  doc = await createDoctor({ name: "Dr. Ada Move", speciality: "Cardiologist" });
  otherDoc = await createDoctor();
  patient = await createUser({ name: "Pat Mover", email: "pat-mover@example.test" });
  otherPatient = await createUser();
  admin = await createUser({ role: "admin" });
  tokens = {
    patient: await tokenFor(patient.id),
    otherPatient: await tokenFor(otherPatient.id),
    doctor: await tokenFor(doc.user.id),
    otherDoctor: await tokenFor(otherDoc.user.id),
    admin: await tokenFor(admin.id),
  };
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

afterEach(async () => {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 0 } });
});

const open = (startsAt: Date, patientId = patient.id, doctorId = doc.doctor.id) => createAppointment({ patientId, doctorId, startsAt });
const move = (token: string, appointmentId: string, to: { date: string; time: string }) =>
  call(reschedule, { method: "POST", token, params: { appointmentId }, json: { date: to.date, time: to.time } });
const startsAtOf = async (id: string) => (await prisma.appointment.findUniqueOrThrow({ where: { id } })).startsAt;
const statuses = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe("POST /api/appointment/reschedule-appointment/{id}", () => {
  it("moves the patient's appointment in place: the same _id with the new date and time, the history kept", async () => {
    const from = nextSlot();
    const a = await open(from.startsAt);
    const to = nextSlot();
    const r = await move(tokens.patient, a.id, to);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: APPOINTMENT_RESCHEDULED });
    expect(r.body.appointment).toMatchObject({ _id: a.id, date: to.date, time: to.time, startsAt: to.startsAt.toISOString(), status: "pending" });
    expect(await prisma.appointment.count({ where: { patientId: patient.id, doctorId: doc.doctor.id, id: a.id } })).toBe(1);
    expect(await startsAtOf(a.id)).toEqual(to.startsAt);
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.icsSequence).toBe(1);
    const history = await rescheduleHistory(await actorOf(patient.id), a.id);
    expect(history).toEqual([{ from: from.startsAt.toISOString(), to: to.startsAt.toISOString(), at: expect.any(String), byRole: "patient", byYou: true }]);
    // The doctor sees the same move, made by someone else.
    expect((await rescheduleHistory(await actorOf(doc.user.id), a.id))[0]).toMatchObject({ byRole: "patient", byYou: false });
  });

  it("accepts the booking's 24-hour time format too", async () => {
    const a = await open(nextSlot().startsAt);
    const to = nextSlot();
    const minutes = parseSlotTime(to.time)!;
    const r = await move(tokens.patient, a.id, { date: to.date, time: clockOf(minutes) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.appointment.time).toBe(formatSlotTime(minutes));
  });

  it("a taken slot is a 409 with the booking's message, and the appointment keeps its slot", async () => {
    const from = nextSlot();
    const a = await open(from.startsAt);
    const taken = nextSlot();
    await open(taken.startsAt, otherPatient.id);
    const r = await move(tokens.patient, a.id, taken);
    expectFailure(r, 409);
    expect(r.body.message).toBe(SLOT_TAKEN);
    expect(await startsAtOf(a.id)).toEqual(from.startsAt);
    expect(await prisma.appointmentReschedule.count({ where: { appointmentId: a.id } })).toBe(0);
    expect(await prisma.email.count({ where: { appointmentId: a.id, kind: "rescheduled" } })).toBe(0);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).icsSequence).toBe(0);
  });

  it("a cancelled appointment's slot is free to move into", async () => {
    const a = await open(nextSlot().startsAt);
    const freed = nextSlot();
    await createAppointment({ patientId: otherPatient.id, doctorId: doc.doctor.id, startsAt: freed.startsAt, status: "cancelled" });
    expect((await move(tokens.patient, a.id, freed)).status).toBe(200);
  });

  it("the patient busy elsewhere at that time is a 409 saying so", async () => {
    const a = await open(nextSlot().startsAt);
    const busy = nextSlot();
    await open(busy.startsAt, patient.id, otherDoc.doctor.id);
    const r = await move(tokens.patient, a.id, busy);
    expectFailure(r, 409);
    expect(r.body.message).toBe(PATIENT_BUSY);
  });

  it("the slot it already has is a 400", async () => {
    const from = nextSlot();
    const a = await open(from.startsAt);
    const r = await move(tokens.patient, a.id, from);
    expectFailure(r, 400);
    expect(r.body.message).toBe(SAME_SLOT);
  });

  it("follows the booking's slot rule: hours, time off and the horizon", async () => {
    const a = await open(nextSlot().startsAt);
    const day = dayFromToday(AD_HOC_DAY);
    const early = await move(tokens.doctor, a.id, { date: day, time: "08:00 AM" });
    expectFailure(early, 400);
    expect(early.body.message).toMatch(/Appointments start every 30 minutes/);
    await createTimeOff(doc.doctor.id, instantAt(day, 12 * 60, tz()), instantAt(day, 14 * 60, tz()), "Lunch");
    const off = await move(tokens.admin, a.id, { date: day, time: "12:30 PM" });
    expectFailure(off, 400);
    expect(off.body.message).toMatch(/time off/);
    const far = await move(tokens.patient, a.id, { date: dayFromToday(10), time: "10:00 AM" });
    expectFailure(far, 400);
    expect(far.body.message).toBe("Appointments can be booked for the next 7 days only.");
  });

  it("refuses other patients and other doctors (403), and appointments no longer awaiting the patient (409)", async () => {
    const a = await open(nextSlot().startsAt);
    const to = nextSlot();
    expectFailure(await move(tokens.otherPatient, a.id, to), 403);
    expectFailure(await move(tokens.otherDoctor, a.id, to), 403);
    for (const status of ["cancelled", "completed", "checked_in", "no_show"] as const) {
      const done = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt, status });
      const r = await move(tokens.admin, done.id, to);
      expectFailure(r, 409);
      expect(r.body.message).toMatch(/cannot be rescheduled|can only be completed/);
    }
  });

  it("a doctor who is not taking appointments offers no slot to move to", async () => {
    const closed = await createDoctor({ available: false });
    const a = await open(nextSlot().startsAt, patient.id, closed.doctor.id);
    const r = await move(tokens.patient, a.id, nextSlot());
    expectFailure(r, 409);
    expect(r.body.message).toBe("This doctor is not taking appointments right now.");
  });
});

describe("the cancellation cutoff", () => {
  it("refuses the patient within it, with the cancel's wording; the doctor and the admin may", async () => {
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 24 } });
    const soon = new Date(Math.ceil((Date.now() + 3 * 3600_000) / 1800_000) * 1800_000);
    const mine = await open(soon);
    const r = await move(tokens.patient, mine.id, nextSlot());
    expectFailure(r, 409);
    expect(r.body.message).toBe(rescheduleCutoffMessage(24));
    expect(r.body.message).toBe("Appointments can't be rescheduled online less than 24 hours before they start. Please call the clinic.");
    expect(await startsAtOf(mine.id)).toEqual(soon);

    // The dialog says so before a time is chosen.
    expect(await actAs(patient.id, () => appointmentActions.rescheduleSlotsAction(mine.id))).toEqual({ ok: false, message: rescheduleCutoffMessage(24) });
    expect(await actAs(doc.user.id, () => appointmentActions.rescheduleSlotsAction(mine.id))).toMatchObject({ ok: true });

    expect((await move(tokens.doctor, mine.id, nextSlot())).status).toBe(200);
    const another = await open(new Date(soon.getTime() + 1800_000));
    expect((await move(tokens.admin, another.id, nextSlot())).status).toBe(200);
  });

  it("lets the patient move an appointment starting after the cutoff", async () => {
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 1 } });
    const a = await open(instantAt(dayFromToday(AD_HOC_DAY), 19 * 60, tz()));
    expect((await move(tokens.patient, a.id, nextSlot())).status).toBe(200);
  });
});

describe("a visit that has started (issue 22 item 4)", () => {
  const STARTED = "This appointment has already started, so it can't be rescheduled online. Please call the clinic.";
  /** A pending visit that started `minutes` ago (on a whole minute). */
  const startedAgo = (minutes: number, patientId = patient.id) => open(new Date(Math.floor((Date.now() - minutes * 60_000) / 60_000) * 60_000), patientId);

  it("the patient cannot move it, even with no cutoff (the default): a clear 409, and it stays where it was", async () => {
    const a = await startedAgo(60);
    const r = await move(tokens.patient, a.id, nextSlot());
    expectFailure(r, 409, STARTED);
    expect(await startsAtOf(a.id)).toEqual(a.startsAt);
    expect(await prisma.appointmentReschedule.count({ where: { appointmentId: a.id } })).toBe(0);
    expect(await prisma.email.count({ where: { appointmentId: a.id } })).toBe(0);
    // The dialog says so before a time is chosen, and its action refuses the same way.
    expect(await actAs(patient.id, () => appointmentActions.rescheduleSlotsAction(a.id))).toEqual({ ok: false, message: STARTED });
    const to = nextSlot();
    expect(await actAs(patient.id, () => appointmentActions.rescheduleAppointmentAction({ id: a.id, date: to.date, time: to.time }))).toEqual({
      ok: false,
      message: STARTED,
    });
  });

  it("so it cannot slip past the open-appointments limit either", async () => {
    await setOpenLimits(1, 1);
    try {
      const loner = await createUser();
      const started = await startedAgo(30, loner.id);
      await open(nextSlot().startsAt, loner.id);
      expectFailure(await move(await tokenFor(loner.id), started.id, nextSlot()), 409, STARTED);
      expect(await prisma.appointment.count({ where: { patientId: loner.id, startsAt: { gt: new Date() } } })).toBe(1);
    } finally {
      await setOpenLimits(100, 100);
    }
  });

  it("its doctor and an admin still can move it", async () => {
    // Started 100 and 130 minutes ago: clear of the other tests' visits (60 and 30 minutes ago), which 30-minute visits would overlap.
    const a = await startedAgo(100);
    expect((await actAs(doc.user.id, () => appointmentActions.rescheduleSlotsAction(a.id))).ok).toBe(true);
    expect((await move(tokens.doctor, a.id, nextSlot())).status).toBe(200);
    const b = await startedAgo(130);
    expect((await move(tokens.admin, b.id, nextSlot())).status).toBe(200);
  });
});

describe("the server actions", () => {
  it("reschedule through the dialog's action, with the same rule and messages", async () => {
    const from = nextSlot();
    const a = await open(from.startsAt);
    const options = await actAs(patient.id, () => appointmentActions.rescheduleSlotsAction(a.id));
    expect(options.ok).toBe(true);
    if (!options.ok) return;
    const offered = options.data.days.flatMap((d) => d.slots.map((s) => `${d.date} ${s.time}`));
    // Its own slot is taken (by itself), so not offered.
    expect(offered).not.toContain(`${from.date} ${from.time}`);
    const to = nextSlot();
    expect(offered).toContain(`${to.date} ${to.time}`);
    const moved = await actAs(patient.id, () => appointmentActions.rescheduleAppointmentAction({ id: a.id, date: to.date, time: to.time }));
    expect(moved).toMatchObject({ ok: true, message: APPOINTMENT_RESCHEDULED, data: { _id: a.id, date: to.date, time: to.time } });
    const again = await actAs(patient.id, () => appointmentActions.rescheduleAppointmentAction({ id: a.id, date: to.date, time: to.time }));
    expect(again).toEqual({ ok: false, message: SAME_SLOT });
  });
});

describe("races", () => {
  it("two appointments moving into one slot at once: exactly one wins, the other keeps its slot", async () => {
    for (let round = 0; round < 4; round++) {
      const [fromA, fromB, target] = [nextSlot(), nextSlot(), nextSlot()];
      const a = await open(fromA.startsAt, patient.id);
      const b = await open(fromB.startsAt, otherPatient.id);
      const replies = await Promise.all([move(tokens.patient, a.id, target), move(tokens.otherPatient, b.id, target)]);
      expect(statuses(replies)).toEqual({ 200: 1, 409: 1 });
      expect(replies.find((r) => r.status === 409)!.body.message).toBe(SLOT_TAKEN);
      expect(await prisma.appointment.count({ where: { doctorId: doc.doctor.id, startsAt: target.startsAt, status: { not: "cancelled" } } })).toBe(1);
      const loser = replies[0].status === 409 ? { id: a.id, from: fromA } : { id: b.id, from: fromB };
      expect(await startsAtOf(loser.id)).toEqual(loser.from.startsAt);
    }
  });

  it("a reschedule racing a booking for the same slot: exactly one wins", async () => {
    const booker = await createUser();
    const bookerToken = await tokenFor(booker.id);
    for (let round = 0; round < 4; round++) {
      const [from, target] = [nextSlot(), nextSlot()];
      const a = await open(from.startsAt);
      const replies = await Promise.all([
        move(tokens.patient, a.id, target),
        call(book, { token: bookerToken, json: { doctorId: doc.doctor.id, date: target.date, time: target.time } }),
      ]);
      const won = replies.filter((r) => r.status < 300);
      expect(won, JSON.stringify(replies.map((r) => r.body))).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(1);
      const holders = await prisma.appointment.findMany({ where: { doctorId: doc.doctor.id, startsAt: target.startsAt, status: { not: "cancelled" } } });
      expect(holders).toHaveLength(1);
      if (replies[0].status === 409) expect(await startsAtOf(a.id)).toEqual(from.startsAt);
      else expect(holders[0].id).toBe(a.id);
    }
  });
});

describe("the reminder and the emails", () => {
  const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
  const about = (id: string) => (m: CaughtMessage) => [m.text, ...m.attachments.map((x) => x.content.toString("utf8"))].some((p) => p.includes(id));

  it("the reminder moves to the new time: the old one is dropped with its job, a new one is queued", async () => {
    const day = dayFromToday(AD_HOC_DAY);
    const booked = await call(book, { token: tokens.patient, json: { doctorId: doc.doctor.id, date: day, time: "04:00 PM" } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.appointment._id as string;
    const old = await prisma.email.findFirstOrThrow({ where: { appointmentId: id, kind: "reminder" } });

    const r = await move(tokens.doctor, id, { date: day, time: "05:30 PM" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const newStart = instantAt(day, 17 * 60 + 30, tz());
    expect(await prisma.email.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ status: "cancelled" });
    expect((await jobOf(old.id))?.state).toBe("cancelled");
    const queued = await prisma.email.findMany({ where: { appointmentId: id, kind: "reminder", status: "queued" } });
    expect(queued).toHaveLength(1);
    expect(queued[0].sendAfter).toEqual(new Date(newStart.getTime() - 24 * 3600_000));
    expect((queued[0].data as { startsAt: string }).startsAt).toBe(newStart.toISOString());
    expect((await jobOf(queued[0].id))?.start_after).toEqual(queued[0].sendAfter);
  });

  it("the patient and the doctor get a 'rescheduled' email with the booking's UID, a higher SEQUENCE and the new time", async () => {
    const from = nextSlot();
    const booked = await call(book, { token: tokens.patient, json: { doctorId: doc.doctor.id, date: from.date, time: from.time } });
    const id = booked.body.appointment._id as string;
    const [confirmation] = await inbox.waitFor((m) => to(patient.email)(m) && m.subject.startsWith("Appointment booked") && about(id)(m));
    const first = icsOf(confirmation);
    expect(first).toMatchObject({ METHOD: "REQUEST", UID: `${id}@clinic.example`, SEQUENCE: "0" });

    const target = nextSlot();
    expect((await move(tokens.patient, id, target)).status).toBe(200);
    const [p] = await inbox.waitFor((m) => to(patient.email)(m) && m.subject.startsWith("Appointment moved") && about(id)(m));
    const [d] = await inbox.waitFor((m) => to(doc.user.email)(m) && m.subject.startsWith("Appointment moved") && about(id)(m));
    for (const m of [p, d]) {
      expect(icsOf(m)).toMatchObject({
        METHOD: "REQUEST",
        UID: first.UID,
        SEQUENCE: "1",
        DTSTART: icsUtc(target.startsAt),
        DTEND: icsUtc(new Date(target.startsAt.getTime() + 30 * 60_000)),
      });
      expect(m.text).toContain(target.time);
      expect(m.text).toContain(from.time);
    }
    expect(p.subject).toContain("Dr. Ada Move");
    expect(p.text).toContain("You moved your appointment");
    expect(d.subject).toContain("Pat Mover");
    expect(d.text).toContain("Pat Mover moved their appointment with you");

    // A second move: the SEQUENCE goes on rising.
    const again = nextSlot();
    expect((await move(tokens.admin, id, again)).status).toBe(200);
    const [p2] = await inbox.waitFor((m) => to(patient.email)(m) && m.subject.startsWith("Appointment moved") && about(id)(m) && icsOf(m).SEQUENCE === "2");
    expect(p2.text).toContain("The clinic moved your appointment");
    expect(icsOf(p2)).toMatchObject({ UID: first.UID, DTSTART: icsUtc(again.startsAt) });
  });
});
