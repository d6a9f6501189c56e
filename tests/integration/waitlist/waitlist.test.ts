// Issue 27: the waitlist against the real database, queue and SMTP catcher. A doctor works one
// hour on one day of the booking window (10:00 and 10:30 for the half-hour consultation); both
// are booked, so joining is accepted. Then: a cancellation is offered to the first in line (held,
// emailed), nobody else can book it, the patient claims it; a decline passes it on; an expired
// hold frees the time by itself and passes it on; a time too soon to be held is not held; the
// limits; and the races (a booking against the hold being made, a claim against its expiry).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { bookAppointment } from "@/lib/appointments/book";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { findActor, type Actor } from "@/lib/accounts/users";
import { DomainError } from "@/lib/errors";
import { instantAt, weekdayOf } from "@/lib/clinic-time";
import { WEEKDAYS, type WeeklyHours } from "@/lib/schedule/slots";
import { ALREADY_WAITING, endEntry, joinWaitlist, listDoctorWaitlist, listMyWaitlist, TOO_MANY } from "@/lib/waitlist/entries";
import { claimOffer, declineOffer, getOffer, OFFER_ALREADY_CLAIMED, OFFER_EXPIRED, offerFreedTimes } from "@/lib/waitlist/offers";
import { joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";
import type { EmailWorker } from "@/lib/notifications/worker";
import { createAppointment, createDoctor, createUser, dayFromToday, setOpenLimits, tz } from "@/tests/helpers/factories";
import { eventually, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let inbox: MailCatcher;
let worker: EmailWorker;
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;
const DAY = () => dayFromToday(2);
const at = (minutes: number) => instantAt(DAY(), minutes, tz());

/** A doctor who works 10:00-11:00 on DAY only, both half hours booked by others. */
async function fullDoctor() {
  const doc = await createDoctor();
  const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
  hours[WEEKDAYS[weekdayOf(DAY())]] = [{ start: "10:00", end: "11:00" }];
  await prisma.doctor.update({ where: { id: doc.doctor.id }, data: { hours } });
  const a = await createUser();
  const b = await createUser();
  const first = await createAppointment({ patientId: a.id, doctorId: doc.doctor.id, startsAt: at(600) });
  const second = await createAppointment({ patientId: b.id, doctorId: doc.doctor.id, startsAt: at(630) });
  return { doc, booked: [first, second], holders: [a, b] };
}

const join = async (actor: Actor, doctorId: string, extra: Record<string, unknown> = {}) =>
  joinWaitlist(actor, joinWaitlistSchema.parse({ doctorId, from: dayFromToday(0), to: dayFromToday(10), ...extra }));

async function domainError(run: Promise<unknown>): Promise<DomainError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

beforeAll(async () => {
  inbox = await startInbox();
  await setOpenLimits(100, 100);
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { waitlistHoldMinutes: 15, minNoticeMinutes: 0 } });
});

beforeEach(async () => {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { waitlistHoldMinutes: 15, minNoticeMinutes: 0 } });
});

describe("joining", () => {
  it("is refused with the time when a matching one is free now, and accepted when none is", async () => {
    const free = await createDoctor();
    const patient = await actorOf((await createUser()).id);
    const refused = await domainError(join(patient, free.doctor.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/ is free: book it\.$/);
    expect(refused.details?.freeSlot).toMatchObject({ date: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d [AP]M$/) });
    // A doctor whose only hour is booked: waiting makes sense.
    const { doc } = await fullDoctor();
    const entry = await join(patient, doc.doctor.id, { partsOfDay: ["morning"] });
    expect(entry).toMatchObject({ status: "waiting", position: 1, offer: null, partsOfDay: ["morning"], patient: { _id: patient.id } });
  });

  it("at most three active entries per person, one per doctor", async () => {
    const patient = await actorOf((await createUser()).id);
    const doctors = await Promise.all([0, 1, 2, 3].map(() => fullDoctor()));
    for (const d of doctors.slice(0, 3)) await join(patient, d.doc.doctor.id);
    expect((await domainError(join(patient, doctors[0].doc.doctor.id))).message).toBe(ALREADY_WAITING);
    expect((await domainError(join(patient, doctors[3].doc.doctor.id))).message).toBe(TOO_MANY);
    // Leaving one makes room.
    const mine = await listMyWaitlist(patient);
    await endEntry(patient, mine[0]._id);
    await join(patient, doctors[3].doc.doctor.id);
    expect((await listMyWaitlist(patient)).filter((e) => e.status === "waiting")).toHaveLength(3);
  });

  it("refuses ranges in the past or beyond 60 days, doctors, and others' patients", async () => {
    const { doc } = await fullDoctor();
    const patient = await actorOf((await createUser()).id);
    expect((await domainError(join(patient, doc.doctor.id, { from: dayFromToday(-1) }))).status).toBe(400);
    expect((await domainError(join(patient, doc.doctor.id, { to: dayFromToday(61) }))).status).toBe(400);
    const doctor = await actorOf(doc.user.id);
    expect((await domainError(join(doctor, doc.doctor.id))).status).toBe(403);
    const stranger = await createUser();
    expect((await domainError(join(patient, doc.doctor.id, { userId: stranger.id }))).status).toBe(403);
    // The desk names the patient.
    const desk = await actorOf((await createUser({ role: "receptionist" })).id);
    expect((await domainError(join(desk, doc.doctor.id))).status).toBe(400);
    expect(await join(desk, doc.doctor.id, { userId: stranger.id })).toMatchObject({ patient: { _id: stranger.id } });
  });
});

describe("a freed time", () => {
  it("is held for the first in line, emailed, refused to others, and booked by Claim", async () => {
    const { doc, booked, holders } = await fullDoctor();
    const first = await actorOf((await createUser({ email: "wait.first@example.test" })).id);
    const second = await actorOf((await createUser()).id);
    await join(first, doc.doctor.id);
    await join(second, doc.doctor.id);

    // The 10:30 visit is cancelled: the queue offers it to the first in line.
    await cancelAppointment(await actorOf(holders[1].id), booked[1].id);
    const mail = await eventually(async () => inbox.messages().find((m) => m.to.includes("wait.first@example.test")));
    expect(mail.subject).toMatch(/^\w+day 10:30 AM with .+ is held for you until \d\d:\d\d [AP]M$/);
    const [entry] = await listMyWaitlist(first);
    expect(entry.offer).toMatchObject({ date: DAY(), time: "10:30 AM" });
    expect(mail.html).toContain(`/waitlist/offers/${entry.offer!.token!}`);
    expect((await listMyWaitlist(second))[0].offer).toBeNull();

    // Held: not offered to anyone by the slots, and a booking of it is a 409 that says so.
    const slots = await getDoctorSlots(doc.doctor.id);
    expect(slots.find((d) => d.date === DAY())?.slots.map((s) => s.time) ?? []).not.toContain("10:30 AM");
    const other = await actorOf((await createUser()).id);
    const refused = await domainError(bookAppointment(other, { doctorId: doc.doctor.id, date: DAY(), time: 630, reason: "" }));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^This time is held for a patient on the waitlist until \d\d:\d\d [AP]M\. Please choose another time\.$/);

    // Claim books it for the patient, under their name; the entry ends.
    const appointment = await claimOffer(entry.offer!.token!);
    expect(appointment).toMatchObject({ userId: first.id, date: DAY(), time: "10:30 AM", status: "pending", bookedBy: { _id: first.id, role: "patient" } });
    expect((await listMyWaitlist(first))[0]).toMatchObject({ status: "booked", offer: null, position: null });
    expect(await getOffer(entry.offer!.token!)).toMatchObject({ status: "claimed", appointmentId: appointment._id });
    // Answered once only.
    const again = await domainError(claimOffer(entry.offer!.token!));
    expect([again.status, again.message]).toEqual([410, OFFER_ALREADY_CLAIMED]);
    // The second in line is now first.
    expect((await listDoctorWaitlist(await actorOf((await createUser({ role: "admin" })).id), doc.doctor.id)).map((e) => [e.patient._id, e.position])).toEqual([[second.id, 1]]);
  });

  it("declined, goes to the next in line; expired, frees itself and goes to the next; with nobody left it is free", async () => {
    const { doc, booked } = await fullDoctor();
    const [a, b, c] = await Promise.all([0, 1, 2].map(async () => actorOf((await createUser()).id)));
    for (const p of [a, b, c]) await join(p, doc.doctor.id);
    await prisma.appointment.update({ where: { id: booked[0].id }, data: { status: "cancelled", cancelledAt: new Date() } });

    expect(await offerFreedTimes(doc.doctor.id)).toBe(1);
    const offerOf = async (p: Actor) => (await listMyWaitlist(p))[0].offer;
    const toA = await offerOf(a);
    expect(toA).toMatchObject({ time: "10:00 AM" });
    // Run again: nothing new (a is held, the time is held).
    expect(await offerFreedTimes(doc.doctor.id)).toBe(0);

    await declineOffer(toA!.token!);
    const toB = await eventually(() => offerOf(b));
    expect(toB).toMatchObject({ time: "10:00 AM" });
    expect((await listMyWaitlist(a))[0]).toMatchObject({ status: "waiting", offer: null });

    // B ignores it: once the hold is over the time is nobody's, even before any worker runs.
    await prisma.waitlistOffer.updateMany({ where: { token: toB!.token! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getDoctorSlots(doc.doctor.id)).find((d) => d.date === DAY())?.slots.map((s) => s.time)).toContain("10:00 AM");
    expect((await domainError(claimOffer(toB!.token!))).message).toBe(OFFER_EXPIRED);
    // The next look passes it to C (A declined 10:00 and B had it: neither gets it again).
    await offerFreedTimes(doc.doctor.id);
    expect(await offerOf(c)).toMatchObject({ time: "10:00 AM" });
    expect(await offerOf(a)).toBeNull();
    expect(await offerOf(b)).toBeNull();
    expect(await prisma.waitlistOffer.findUniqueOrThrow({ where: { token: toB!.token! } })).toMatchObject({ status: "expired" });
    // B let the hold lapse: B goes to the back of the line; A, who declined, keeps the first place.
    const staff = await actorOf((await createUser({ role: "receptionist" })).id);
    expect((await listDoctorWaitlist(staff, doc.doctor.id)).map((e) => e.patient._id)).toEqual([a.id, c.id, b.id]);

    // C leaves the list: the offer is withdrawn and, nobody else matching, the time is free.
    await endEntry(c, (await listMyWaitlist(c))[0]._id);
    await eventually(async () => (await prisma.waitlistOffer.count({ where: { doctorId: doc.doctor.id, status: "held" } })) === 0);
    expect((await getDoctorSlots(doc.doctor.id)).find((d) => d.date === DAY())?.slots.map((s) => s.time)).toContain("10:00 AM");
  });

  it("starting sooner than the hold and the notice is not held: free for everyone at once", async () => {
    const { doc, booked } = await fullDoctor();
    const p = await actorOf((await createUser()).id);
    await join(p, doc.doctor.id);
    await prisma.appointment.update({ where: { id: booked[0].id }, data: { status: "cancelled", cancelledAt: new Date() } });
    // DAY's 10:00 is 34 to 58 hours away: a day's hold and two days' notice reach past it.
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { waitlistHoldMinutes: 1440, minNoticeMinutes: 2 * 1440 } });
    expect(await offerFreedTimes(doc.doctor.id)).toBe(0);
    // A day's hold alone does not: then it is held.
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { minNoticeMinutes: 0 } });
    expect(await offerFreedTimes(doc.doctor.id)).toBe(1);
  });

  it("matches parts of the day and weekdays", async () => {
    const { doc, booked } = await fullDoctor();
    const evenings = await actorOf((await createUser()).id);
    const otherDay = await actorOf((await createUser()).id);
    const mornings = await actorOf((await createUser()).id);
    await join(evenings, doc.doctor.id, { partsOfDay: ["evening"] });
    await join(otherDay, doc.doctor.id, { weekdays: [(weekdayOf(DAY()) + 1) % 7] });
    await join(mornings, doc.doctor.id, { partsOfDay: ["morning"], weekdays: [weekdayOf(DAY())] });
    await prisma.appointment.update({ where: { id: booked[1].id }, data: { status: "cancelled", cancelledAt: new Date() } });
    await offerFreedTimes(doc.doctor.id);
    expect((await listMyWaitlist(evenings))[0].offer).toBeNull();
    expect((await listMyWaitlist(otherDay))[0].offer).toBeNull();
    expect((await listMyWaitlist(mornings))[0].offer).toMatchObject({ time: "10:30 AM" });
  });
});

describe("races", () => {
  it("a booking against the hold being made: one of them has the time, never both", async () => {
    for (let round = 0; round < 3; round++) {
      const { doc, booked } = await fullDoctor();
      const waiting = await actorOf((await createUser()).id);
      await join(waiting, doc.doctor.id);
      await prisma.appointment.update({ where: { id: booked[0].id }, data: { status: "cancelled", cancelledAt: new Date() } });
      const other = await actorOf((await createUser()).id);
      const [booking] = await Promise.allSettled([bookAppointment(other, { doctorId: doc.doctor.id, date: DAY(), time: 600, reason: "" }), offerFreedTimes(doc.doctor.id)]);
      const holds = await prisma.waitlistOffer.count({ where: { doctorId: doc.doctor.id, status: "held" } });
      expect(Number(booking.status === "fulfilled") + holds, `round ${round}`).toBe(1);
    }
  });

  it("a claim against its expiry: the claim books only while the hold lasts", async () => {
    const { doc, booked } = await fullDoctor();
    const p = await actorOf((await createUser()).id);
    await join(p, doc.doctor.id);
    await prisma.appointment.update({ where: { id: booked[0].id }, data: { status: "cancelled", cancelledAt: new Date() } });
    await offerFreedTimes(doc.doctor.id);
    const offer = (await listMyWaitlist(p))[0].offer!;
    const expiry = new Date(offer.expiresAt);
    // At the instant it ends, the claim is refused and nothing is booked.
    expect((await domainError(claimOffer(offer.token!, expiry))).status).toBe(410);
    expect(await prisma.appointment.count({ where: { doctorId: doc.doctor.id, patientId: p.id } })).toBe(0);
    // Racing the expiry's look: exactly one outcome.
    const [claim] = await Promise.allSettled([claimOffer(offer.token!), offerFreedTimes(doc.doctor.id, new Date(expiry.getTime() + 1))]);
    const row = await prisma.waitlistOffer.findUniqueOrThrow({ where: { token: offer.token! } });
    expect(claim.status === "fulfilled" ? "claimed" : "expired").toBe(row.status);
  });

  it("two freed times and one entry: one offer", async () => {
    const { doc, booked } = await fullDoctor();
    const p = await actorOf((await createUser()).id);
    await join(p, doc.doctor.id);
    await prisma.appointment.updateMany({ where: { id: { in: booked.map((b) => b.id) } }, data: { status: "cancelled", cancelledAt: new Date() } });
    expect(await offerFreedTimes(doc.doctor.id)).toBe(1);
    expect(await prisma.waitlistOffer.count({ where: { patientId: p.id, status: "held" } })).toBe(1);
    // The other time stays free for everyone.
    expect((await getDoctorSlots(doc.doctor.id)).find((d) => d.date === DAY())?.slots.map((s) => s.time)).toEqual(["10:30 AM"]);
  });

  it("the database keeps two holds of one time apart", async () => {
    const { doc } = await fullDoctor();
    const [p, q] = await Promise.all([createUser(), createUser()]);
    const entry = async (patientId: string) =>
      prisma.waitlistEntry.create({ data: { patientId, doctorId: doc.doctor.id, fromDate: new Date(`${DAY()}T00:00:00Z`), toDate: new Date(`${DAY()}T00:00:00Z`) } });
    const hold = async (patientId: string, entryId: string, token: string) =>
      prisma.waitlistOffer.create({ data: { entryId, patientId, doctorId: doc.doctor.id, startsAt: at(600), busyUntil: at(630), token, expiresAt: new Date(Date.now() + 60_000) } });
    await hold(p.id, (await entry(p.id)).id, `t1-${p.id}`);
    await expect(hold(q.id, (await entry(q.id)).id, `t2-${q.id}`)).rejects.toThrow();
  });
});
