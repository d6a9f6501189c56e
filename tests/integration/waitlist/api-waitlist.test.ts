// Issue 27, item 5: the waitlist through its REST routes, with the real queue worker and SMTP
// catcher. As in waitlist.test.ts, a doctor works one hour on one day of the booking window
// (10:00 and 10:30 for the half-hour consultation), both booked, so joining is accepted. Then a
// cancellation through the API becomes an offer the patient sees in GET /api/waitlist, held
// (the slots, slots_booked and bookings treat it as taken) until claimed once; a decline passes
// it on; an entry is left or removed; the staff list is in order and a doctor's own only; a desk
// record without an email waits too (no email, the hold all the same).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as join, GET as mine } from "@/app/api/waitlist/route";
import { DELETE as leave } from "@/app/api/waitlist/[id]/route";
import { GET as offerRoute } from "@/app/api/waitlist/offers/[token]/route";
import { POST as claim } from "@/app/api/waitlist/offers/[token]/claim/route";
import { POST as decline } from "@/app/api/waitlist/offers/[token]/decline/route";
import { GET as staffList } from "@/app/api/admin/waitlist/route";
import { DELETE as remove } from "@/app/api/admin/waitlist/[id]/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { GET as slotsRoute } from "@/app/api/doctor/[id]/slots/route";
import { GET as doctorRoute } from "@/app/api/doctor/[id]/route";
import { POST as newRecord } from "@/app/api/patients/route";
import { prisma } from "@/lib/db";
import { instantAt, weekdayOf } from "@/lib/clinic-time";
import { WEEKDAYS, type WeeklyHours } from "@/lib/schedule/slots";
import { appointmentShape } from "@/lib/appointments/shapes";
import { JOINED, LEFT, REMOVED } from "@/lib/waitlist/entries";
import { OFFER_ALREADY_CLAIMED, OFFER_ALREADY_DECLINED, OFFER_CLAIMED, OFFER_DECLINED, OFFER_NOT_FOUND } from "@/lib/waitlist/offers";
import { offerShape, waitlistEntryShape } from "@/lib/waitlist/waitlist-schema";
import type { EmailWorker } from "@/lib/notifications/worker";
import { call, expectFailure } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, dayFromToday, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { eventually, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
// The public reads cached as in production, for longer: a change of the waitlist that did not drop
// the doctor's cached profile (slots_booked) would show in it.
process.env.READ_CACHE_TTL_MS = "60000";

let inbox: MailCatcher;
let worker: EmailWorker;
let admin: { id: string; token: string };
let desk: { id: string; token: string };
const DAY = () => dayFromToday(2);
const at = (minutes: number) => instantAt(DAY(), minutes, tz());
const HELD = /^This time is held for a patient on the waitlist until \d\d:\d\d [AP]M\. Please choose another time\.$/;

const entries = z.array(waitlistEntryShape);

/** A user and a token of theirs. */
async function person(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  return { id: user.id, email: user.email, token: await tokenFor(user.id) };
}

/** A doctor who works 10:00-11:00 on DAY only, both half hours booked by others (who hold tokens to cancel). */
async function fullDoctor(name?: string) {
  const doc = await createDoctor({ name });
  const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
  hours[WEEKDAYS[weekdayOf(DAY())]] = [{ start: "10:00", end: "11:00" }];
  await prisma.doctor.update({ where: { id: doc.doctor.id }, data: { hours } });
  const [a, b] = [await person(), await person()];
  const first = await createAppointment({ patientId: a.id, doctorId: doc.doctor.id, startsAt: at(600) });
  const second = await createAppointment({ patientId: b.id, doctorId: doc.doctor.id, startsAt: at(630) });
  return { doctorId: doc.doctor.id, doctorUser: { id: doc.user.id, token: await tokenFor(doc.user.id) }, booked: [first, second], holders: [a, b] };
}

const joinBody = (doctorId: string, extra: Record<string, unknown> = {}) => ({ doctorId, from: dayFromToday(0), to: dayFromToday(10), ...extra });
/** The caller's entries, checked against the shape. */
const myEntries = async (token: string) => {
  const r = await call(mine, { token });
  expect(r.status).toBe(200);
  return entries.parse(r.body.entries);
};
/** What the slots API offers on DAY, and what the doctor's profile lists as taken there. */
const freeOnDay = async (doctorId: string) => (await call(slotsRoute, { params: { id: doctorId } })).body.slots.find((d: { date: string }) => d.date === DAY())?.slots.map((s: { time: string }) => s.time) ?? [];
const bookedOnDay = async (doctorId: string) => (await call(doctorRoute, { params: { id: doctorId } })).body.doctor.slots_booked[DAY()] ?? [];

/** The outbox's emails of the offer with this token (the token itself is blanked once sent; the offer's id stays). */
const offerEmails = async (token: string) => {
  const { id } = await prisma.waitlistOffer.findUniqueOrThrow({ where: { token }, select: { id: true } });
  return prisma.email.count({ where: { kind: "waitlist_offer", data: { path: ["offerId"], equals: id } } });
};

beforeAll(async () => {
  inbox = await startInbox();
  await setOpenLimits(100, 100);
  worker = await startWorker();
  admin = await person({ role: "admin" });
  desk = await person({ role: "receptionist" });
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

beforeEach(async () => {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { waitlistHoldMinutes: 15, minNoticeMinutes: 0 } });
});

describe("joining through POST /api/waitlist", () => {
  it("answers 201 with the entry, in line; a matching time free now is a 409 naming it", async () => {
    const { doctorId } = await fullDoctor();
    const [p, q] = [await person(), await person()];
    const first = await call(join, { token: p.token, json: joinBody(doctorId, { partsOfDay: ["morning"], weekdays: [weekdayOf(DAY())] }) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: JOINED });
    expect(waitlistEntryShape.parse(first.body.entry)).toMatchObject({
      patient: { _id: p.id }, doctor: { _id: doctorId }, visitType: null, from: dayFromToday(0), to: dayFromToday(10),
      partsOfDay: ["morning"], weekdays: [weekdayOf(DAY())], status: "waiting", position: 1, offer: null,
    });
    const second = await call(join, { token: q.token, json: joinBody(doctorId) });
    expect(second.status).toBe(201);
    expect(second.body.entry.position).toBe(2);
    expect((await myEntries(q.token)).map((e) => [e.doctor._id, e.position])).toEqual([[doctorId, 2]]);
    // Once only per doctor.
    expectFailure(await call(join, { token: p.token, json: joinBody(doctorId) }), 409, "This patient is already on this doctor's waitlist.");

    // A doctor with free hours: the earliest matching time, to book instead.
    const free = await createDoctor();
    const refused = await call(join, { token: p.token, json: joinBody(free.doctor.id) });
    expectFailure(refused, 409, / is free: book it\.$/);
    expect(Object.keys(refused.body).sort()).toEqual(["freeSlot", "message", "success"]);
    expect(refused.body.freeSlot).toEqual({ date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), time: expect.stringMatching(/^\d\d:\d\d [AP]M$/) });
    expect(refused.body.message.startsWith(refused.body.freeSlot.time)).toBe(true);
    expect(await prisma.waitlistEntry.count({ where: { doctorId: free.doctor.id } })).toBe(0);
  });
});

describe("a time freed through the API", () => {
  it("is offered to the first in line, held from everyone else, and claimed once", async () => {
    const { doctorId, booked, holders } = await fullDoctor();
    const p = await person({ email: "api.wait.first@example.test" });
    const q = await person();
    for (const who of [p, q]) expect((await call(join, { token: who.token, json: joinBody(doctorId) })).status).toBe(201);

    // The 10:30 visit is cancelled by its patient: the worker offers it to P, by email too.
    expect((await call(cancel, { token: holders[1].token, params: { appointmentId: booked[1].id } })).status).toBe(200);
    const offer = await eventually(async () => (await myEntries(p.token))[0].offer);
    expect(offer).toEqual({ date: DAY(), time: "10:30 AM", expiresAt: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(new Date(offer.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const mail = await eventually(async () => inbox.messages().find((m) => m.to.includes(p.email)));
    expect(mail.html).toContain(`/waitlist/offers/${offer.token!}`);
    expect(await offerEmails(offer.token!)).toBe(1);
    expect((await myEntries(q.token))[0]).toMatchObject({ position: 2, offer: null });

    // Held: not in the slots, listed in slots_booked, and a booking of it is a 409 that says so.
    expect(await freeOnDay(doctorId)).not.toContain("10:30 AM");
    expect(await bookedOnDay(doctorId)).toContain("10:30 AM");
    const other = await person();
    const refused = await call(book, { token: other.token, json: { doctorId, date: DAY(), time: "10:30 AM" } });
    expectFailure(refused, 409, HELD);

    // The offer, by its token alone.
    const read = await call(offerRoute, { params: { token: offer.token! } });
    expect(read.status).toBe(200);
    expect(offerShape.parse(read.body.offer)).toMatchObject({ doctor: { _id: doctorId }, date: DAY(), time: "10:30 AM", expiresAt: offer.expiresAt, status: "held", appointmentId: null });
    expectFailure(await call(offerRoute, { params: { token: "A".repeat(32) } }), 404, OFFER_NOT_FOUND);

    // Claimed: booked for P, once.
    const claimed = await call(claim, { method: "POST", params: { token: offer.token! } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.message).toBe(OFFER_CLAIMED);
    expect(appointmentShape.parse(claimed.body.appointment)).toMatchObject({ userId: p.id, doctorId, date: DAY(), time: "10:30 AM", status: "pending" });
    expectFailure(await call(claim, { method: "POST", params: { token: offer.token! } }), 410, OFFER_ALREADY_CLAIMED);
    expectFailure(await call(decline, { method: "POST", params: { token: offer.token! } }), 410, OFFER_ALREADY_CLAIMED);
    expect((await call(offerRoute, { params: { token: offer.token! } })).body.offer).toMatchObject({ status: "claimed", appointmentId: claimed.body.appointment._id });
    expect(await prisma.appointment.count({ where: { doctorId, patientId: p.id } })).toBe(1);

    // P's entry has ended; Q is next.
    expect((await myEntries(p.token))[0]).toMatchObject({ status: "booked", position: null, offer: null });
    const list = await call(staffList, { token: admin.token, url: `/x?doctorId=${doctorId}` });
    expect(entries.parse(list.body.entries).map((e) => [e.patient._id, e.position])).toEqual([[q.id, 1]]);
  });

  it("declined, passes to the next in line; left by that one, is simply free", async () => {
    const { doctorId, booked, holders } = await fullDoctor();
    const [p, q] = [await person(), await person()];
    for (const who of [p, q]) expect((await call(join, { token: who.token, json: joinBody(doctorId) })).status).toBe(201);
    expect((await call(cancel, { token: holders[0].token, params: { appointmentId: booked[0].id } })).status).toBe(200);
    const toP = await eventually(async () => (await myEntries(p.token))[0].offer);
    expect(toP.time).toBe("10:00 AM");

    const declined = await call(decline, { method: "POST", params: { token: toP.token! } });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ success: true, message: OFFER_DECLINED });
    expectFailure(await call(decline, { method: "POST", params: { token: toP.token! } }), 410, OFFER_ALREADY_DECLINED);
    expectFailure(await call(claim, { method: "POST", params: { token: toP.token! } }), 410, OFFER_ALREADY_DECLINED);
    const toQ = await eventually(async () => (await myEntries(q.token))[0].offer);
    expect(toQ.time).toBe("10:00 AM");
    expect(await bookedOnDay(doctorId)).toContain("10:00 AM");
    expect((await myEntries(p.token))[0]).toMatchObject({ status: "waiting", position: 1, offer: null });

    // Q leaves: the hold is withdrawn; P declined 10:00 already, so nobody holds it and it is free.
    const entryId = (await myEntries(q.token))[0]._id;
    const left = await call(leave, { method: "DELETE", token: q.token, params: { id: entryId } });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(LEFT);
    expect(waitlistEntryShape.parse(left.body.entry)).toMatchObject({ _id: entryId, status: "left", position: null, offer: null });
    expectFailure(await call(leave, { method: "DELETE", token: q.token, params: { id: entryId } }), 409);
    await eventually(async () => (await freeOnDay(doctorId)).includes("10:00 AM"));
    expect(await bookedOnDay(doctorId)).not.toContain("10:00 AM");
    expect(await prisma.waitlistOffer.count({ where: { doctorId, status: "held" } })).toBe(0);
  });
});

describe("the staff list", () => {
  it("is in line order per doctor; a doctor sees their own only; the desk removes an entry", async () => {
    const d1 = await fullDoctor("Dr. Aaron Waitlistfirst");
    const d2 = await fullDoctor("Dr. Zed Waitlistsecond");
    const [a, b, c] = [await person(), await person(), await person()];
    for (const [who, doctorId] of [[a, d1.doctorId], [b, d2.doctorId], [c, d1.doctorId]] as const) {
      expect((await call(join, { token: who.token, json: joinBody(doctorId) })).status).toBe(201);
    }
    const rows = async (token: string, query = "") => {
      const r = await call(staffList, { token, url: `/x${query}` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return entries.parse(r.body.entries).filter((e) => [d1.doctorId, d2.doctorId].includes(e.doctor._id)).map((e) => [e.doctor._id, e.patient._id, e.position]);
    };
    // All doctors' lists: by the doctor's name, then in the order they joined.
    expect(await rows(admin.token)).toEqual([[d1.doctorId, a.id, 1], [d1.doctorId, c.id, 2], [d2.doctorId, b.id, 1]]);
    expect(await rows(desk.token, `?doctorId=${d2.doctorId}`)).toEqual([[d2.doctorId, b.id, 1]]);
    // A doctor: their own, asked or not; another's is refused; patients have no staff list.
    expect(await rows(d1.doctorUser.token)).toEqual([[d1.doctorId, a.id, 1], [d1.doctorId, c.id, 2]]);
    expect(await rows(d1.doctorUser.token, `?doctorId=${d1.doctorId}`)).toEqual([[d1.doctorId, a.id, 1], [d1.doctorId, c.id, 2]]);
    expectFailure(await call(staffList, { token: d1.doctorUser.token, url: `/x?doctorId=${d2.doctorId}` }), 403);
    expectFailure(await call(staffList, { token: a.token }), 403);

    // The desk removes A: C moves up.
    const aEntry = (await myEntries(a.token))[0]._id;
    const removed = await call(remove, { method: "DELETE", token: desk.token, params: { id: aEntry } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(REMOVED);
    expect(removed.body.entry).toMatchObject({ _id: aEntry, status: "removed", position: null });
    expect(await rows(admin.token, `?doctorId=${d1.doctorId}`)).toEqual([[d1.doctorId, c.id, 1]]);
    expect((await myEntries(c.token))[0].position).toBe(1);
    // Through the patient's own route, the desk removes too; another patient does not find the entry.
    const cEntry = (await myEntries(c.token))[0]._id;
    expectFailure(await call(leave, { method: "DELETE", token: b.token, params: { id: cEntry } }), 404);
    const viaOwnRoute = await call(leave, { method: "DELETE", token: admin.token, params: { id: cEntry } });
    expect([viaOwnRoute.status, viaOwnRoute.body.message, viaOwnRoute.body.entry.status]).toEqual([200, REMOVED, "removed"]);
  });
});

describe("a desk record without an email", () => {
  it("is put on the list by the desk and gets the hold, with no email sent", async () => {
    const { doctorId, booked, holders } = await fullDoctor();
    const made = await call(newRecord, { token: desk.token, json: { name: "Phone Only Person", phone: "+1 555 0142 777", confirmNew: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const recordId: string = made.body.patient._id;
    expect(made.body.patient.email).toBeNull();

    // The desk must name the patient; named, the record waits.
    expectFailure(await call(join, { token: desk.token, json: joinBody(doctorId) }), 400);
    const joined = await call(join, { token: desk.token, json: joinBody(doctorId, { userId: recordId }) });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.entry).toMatchObject({ patient: { _id: recordId, name: "Phone Only Person" }, position: 1 });

    expect((await call(cancel, { token: holders[1].token, params: { appointmentId: booked[1].id } })).status).toBe(200);
    // The hold happens (the desk sees it on its list and can ring the patient) ...
    const held = await eventually(async () => {
      const r = await call(staffList, { token: desk.token, url: `/x?doctorId=${doctorId}` });
      return r.body.entries[0]?.offer as { time: string; token: string } | null;
    });
    expect(held.time).toBe("10:30 AM");
    expect(await freeOnDay(doctorId)).not.toContain("10:30 AM");
    // ... and nobody is written to: the outbox has no email for the record.
    expect(await prisma.email.count({ where: { userId: recordId } })).toBe(0);
    expect(await offerEmails(held.token)).toBe(0);
  });
});

describe("the offer's secret on the staff's lists (issue 41)", () => {
  it("goes to the desk and admins only for a record without an email the desk answers for", async () => {
    // Three half hours (10:00, 10:30, 11:00), all booked; three people wait, each gets one when freed.
    const { doctorId, booked, holders } = await fullDoctor();
    const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
    hours[WEEKDAYS[weekdayOf(DAY())]] = [{ start: "10:00", end: "11:30" }];
    await prisma.doctor.update({ where: { id: doctorId }, data: { hours } });
    const third = await person();
    const thirdVisit = await createAppointment({ patientId: third.id, doctorId, startsAt: at(660) });

    const withEmail = await person({ email: "api.wait.own.email@example.test" });
    const guardian = await person({ email: "api.wait.guardian@example.test" });
    const kid = await prisma.user.create({ data: { name: "Kid On The Line", dob: new Date("2018-06-01T00:00:00Z"), guardianId: guardian.id } });
    const phoneOnly = await prisma.user.create({ data: { name: "Phone Only Caller", phone: "+1 555 0142 778", createdById: desk.id } });
    for (const userId of [withEmail.id, kid.id, phoneOnly.id]) {
      const joined = await call(join, { token: desk.token, json: joinBody(doctorId, { userId }) });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    }

    for (const [holder, visit] of [[holders[0], booked[0]], [holders[1], booked[1]], [third, thirdVisit]] as const)
      expect((await call(cancel, { token: holder.token, params: { appointmentId: visit.id } })).status).toBe(200);
    const staffOffers = async (token: string) => {
      const r = await call(staffList, { token, url: `/x?doctorId=${doctorId}` });
      expect(r.status).toBe(200);
      return new Map(entries.parse(r.body.entries).map((e) => [e.patient._id, e.offer]));
    };
    await eventually(async () => { const o = await staffOffers(admin.token); return (o.size === 3 && [...o.values()].every(Boolean)) || null; });

    for (const staff of [desk, admin]) {
      const offers = await staffOffers(staff.token);
      // Held for each, as the desk sees it; the secret only for the caller without a login.
      for (const id of [withEmail.id, kid.id]) {
        expect(offers.get(id)).toEqual({ date: DAY(), time: expect.any(String), expiresAt: expect.any(String) });
        expect(offers.get(id)).not.toHaveProperty("token");
      }
      expect(offers.get(phoneOnly.id)).toMatchObject({ token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    }
    // The patient's side keeps theirs: in their own list (and their email).
    expect((await myEntries(withEmail.token))[0].offer?.token).toEqual(expect.any(String));
    expect((await myEntries(guardian.token))[0].offer?.token).toEqual(expect.any(String));
  });
});
