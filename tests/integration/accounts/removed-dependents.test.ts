// Issue 41, findings 2 and 3: a family member the guardian removed (archived, having history)
// leaves every waitlist in the same transaction, is never offered a time, is not found by the
// desk, and no door books them: the guardian's action and REST, the desk's action, REST and
// walk-in, a waitlist claim. All answer one message.
import { actAs } from "@/tests/helpers/actions";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { GET as searchPatients } from "@/app/api/patients/route";
import { DELETE as removeDependentRoute } from "@/app/api/user/dependents/[id]/route";
import { bookAppointmentAction } from "@/lib/actions/appointments";
import { deskBookAction, walkInAction } from "@/lib/actions/desk";
import { prisma } from "@/lib/db";
import { instantAt, weekdayOf } from "@/lib/clinic-time";
import { WEEKDAYS, type WeeklyHours } from "@/lib/schedule/slots";
import { PATIENT_ARCHIVED } from "@/lib/appointments/booking-for";
import { claimOffer, offerFreedTimes } from "@/lib/waitlist/offers";
import { createAppointment, createDoctor, createHeldOffer, createUser, createWaitlistEntry, dayFromToday, nextSlot, pastInstant, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
process.env.RATE_LIMIT_SCALE = "100";

const DAY = () => dayFromToday(3);

/** A doctor who works 10:00-11:00 on DAY only, 10:30 booked by someone; `free` a 10:00 visit to cancel later. */
async function fullDoctor() {
  const doc = await createDoctor();
  const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
  hours[WEEKDAYS[weekdayOf(DAY())]] = [{ start: "10:00", end: "11:00" }];
  await prisma.doctor.update({ where: { id: doc.doctor.id }, data: { hours } });
  const free = await createAppointment({ patientId: (await createUser()).id, doctorId: doc.doctor.id, startsAt: instantAt(DAY(), 600, tz()) });
  await createAppointment({ patientId: (await createUser()).id, doctorId: doc.doctor.id, startsAt: instantAt(DAY(), 630, tz()) });
  return { doctorId: doc.doctor.id, free };
}

/** A guardian and a child with history (so removing archives it), and the guardian's token. */
async function guardianWithChild() {
  const guardian = await createUser();
  const child = await prisma.user.create({ data: { name: "Removed Child", dob: new Date("2017-02-03T00:00:00Z"), relationship: "child", guardianId: guardian.id } });
  await createAppointment({ patientId: child.id, doctorId: (await createDoctor()).doctor.id, startsAt: pastInstant(), status: "completed" });
  return { guardian, child, token: await tokenFor(guardian.id) };
}

beforeAll(async () => {
  await setOpenLimits(100, 100);
});

describe("removing a family member (finding 2)", () => {
  it("ends their waitlist entries and withdraws a held offer, in the same transaction", async () => {
    const { child, token } = await guardianWithChild();
    const a = await fullDoctor();
    const b = await fullDoctor();
    const waiting = await createWaitlistEntry(child.id, a.doctorId);
    const held = await createHeldOffer(child.id, b.doctorId, instantAt(DAY(), 600, tz()));
    const r = await call(removeDependentRoute, { method: "DELETE", params: { id: child.id }, token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: child.id } })).archivedAt).not.toBeNull();
    const entries = await prisma.waitlistEntry.findMany({ where: { patientId: child.id } });
    expect(entries.map((e) => e.status).sort()).toEqual(["left", "left"]);
    expect(entries.every((e) => e.endedAt !== null)).toBe(true);
    expect(waiting.status).toBe("waiting");
    expect((await prisma.waitlistOffer.findUniqueOrThrow({ where: { id: held.offer.id } })).status).toBe("withdrawn");
  });

  it("a freed time never goes to an archived person: the next in line gets it", async () => {
    const { child } = await guardianWithChild();
    const { doctorId, free } = await fullDoctor();
    // Archived some other way (or before this fix) while still waiting, first in line.
    await createWaitlistEntry(child.id, doctorId);
    await prisma.user.update({ where: { id: child.id }, data: { archivedAt: new Date() } });
    const next = await createUser();
    await createWaitlistEntry(next.id, doctorId);
    await prisma.appointment.update({ where: { id: free.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    expect(await offerFreedTimes(doctorId)).toBe(1);
    const offers = await prisma.waitlistOffer.findMany({ where: { doctorId, status: "held" } });
    expect(offers.map((o) => o.patientId)).toEqual([next.id]);
    expect((await prisma.waitlistEntry.findFirstOrThrow({ where: { patientId: child.id, doctorId } })).status).not.toBe("waiting");
  });
});

describe("an archived person (finding 3)", () => {
  let child: { id: string };
  let guardianId: string;
  let guardianToken: string;
  let desk: { id: string };
  let deskToken: string;
  let doctorId: string;

  beforeAll(async () => {
    const f = await guardianWithChild();
    child = f.child;
    guardianId = f.guardian.id;
    guardianToken = f.token;
    expect((await call(removeDependentRoute, { method: "DELETE", params: { id: child.id }, token: guardianToken })).status).toBe(200);
    desk = await createUser({ role: "receptionist" });
    deskToken = await tokenFor(desk.id);
    doctorId = (await createDoctor()).doctor.id;
  });

  it("is not found by the desk's search", async () => {
    const found = await call(searchPatients, { token: deskToken, url: "/x?q=removed%20child" });
    expect(found.status).toBe(200);
    expect(found.body.patients.map((p: { _id: string }) => p._id)).not.toContain(child.id);
  });

  it("is refused by REST, for the desk and the guardian alike, with one message", async () => {
    for (const token of [deskToken, guardianToken, await tokenFor((await createUser({ role: "admin" })).id)]) {
      const slot = nextSlot();
      const r = await call(book, { token, json: { userId: child.id, doctorId, date: slot.date, time: slot.time } });
      expectFailure(r, 409, PATIENT_ARCHIVED);
    }
    expect(await prisma.appointment.count({ where: { patientId: child.id, status: { not: "completed" } } })).toBe(0);
  });

  it("is refused by the actions: the guardian's booking, the desk's booking and walk-in", async () => {
    const slot = nextSlot();
    const own = await actAs(guardianId, () => bookAppointmentAction({ doctorId, date: slot.date, time: slot.time, patientId: child.id }));
    expect(own).toEqual({ ok: false, message: PATIENT_ARCHIVED });
    const desked = await actAs(desk.id, () => deskBookAction({ doctorId, date: slot.date, time: slot.time, patientId: child.id }));
    expect(desked).toEqual({ ok: false, message: PATIENT_ARCHIVED });
    const walkIn = await actAs(desk.id, () => walkInAction({ doctorId, patientId: child.id }));
    expect(walkIn).toEqual({ ok: false, message: PATIENT_ARCHIVED });
    expect(await prisma.appointment.count({ where: { patientId: child.id, status: { not: "completed" } } })).toBe(0);
  });

  it("is refused as removed by a walk-in even with no free start left today (who before when, at any hour)", async () => {
    // A doctor who takes no bookings has no free start at any time of day.
    const closed = await createDoctor({ available: false });
    const walkIn = await actAs(desk.id, () => walkInAction({ doctorId: closed.doctor.id, patientId: child.id }));
    expect(walkIn).toEqual({ ok: false, message: PATIENT_ARCHIVED });
  });

  it("is refused by a waitlist claim (an offer made before the removal)", async () => {
    const { doctorId: full } = await fullDoctor();
    const offer = await createHeldOffer(child.id, full, instantAt(DAY(), 600, tz()));
    await expect(claimOffer(offer.token)).rejects.toMatchObject({ status: 409, message: PATIENT_ARCHIVED });
  });
});
