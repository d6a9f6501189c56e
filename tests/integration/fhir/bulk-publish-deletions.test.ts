// Issue 46: `_since` of SMART Scheduling Links' $bulk-publish after rows are deleted outright. A
// deleted visit, time off or hold frees its time but leaves no timestamp; the database then bumps
// its doctor's row (migration 20261129800000), whatever deletes it. The app itself deletes no
// appointment (erasure keeps them, doctors and people with history are archived, the foreign keys
// refuse the rest), so the paths here are the ones left: Prisma's delete as a clean-up script
// would call it, a bulk DELETE in SQL, and the cascades of a doctor's deletion.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { doctorsChangedSince } from "@/lib/appointments/schedule-changes";
import { removeDoctor } from "@/lib/appointments/doctor-removal";
import { findActor } from "@/lib/accounts/users";
import { slotIdOf } from "@/lib/fhir/slots";
import { call } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createHeldOffer, createTimeOff, createUser, nextSlot, pastInstant } from "@/tests/helpers/factories";
import { GET as bulkFile } from "@/app/fhir/$bulk-publish/[file]/route";

type Line = { resourceType: string; id: string; schedule?: { reference: string } };
const lines = (body: unknown): Line[] =>
  typeof body === "string" ? body.split("\n").filter(Boolean).map((l) => JSON.parse(l) as Line) : body ? [body as Line] : [];

async function file(name: "Slot" | "Schedule", since: Date): Promise<Line[]> {
  const res = await call(bulkFile, { url: `/fhir/$bulk-publish/${name}.ndjson?_since=${since.toISOString()}`, params: { file: `${name}.ndjson` } });
  expect(res.status).toBe(200);
  return lines(res.body);
}

/** An instant strictly between what was written before and what is written after. */
async function mark(): Promise<Date> {
  await new Promise((r) => setTimeout(r, 15));
  const at = new Date();
  await new Promise((r) => setTimeout(r, 15));
  return at;
}

const WINDOW = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 30 * 86_400_000) };
const changedSince = async (since: Date) => (await doctorsChangedSince(since, WINDOW)).ids;

describe("$bulk-publish _since after deletions", () => {
  it("an open visit deleted outright puts its doctor's schedule, with the freed time, in the next _since files", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const { startsAt } = nextSlot();
    const visit = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt });
    const since = await mark();
    await prisma.appointment.delete({ where: { id: visit.id } });

    const slots = await file("Slot", since);
    expect(new Set(slots.map((s) => s.schedule?.reference))).toEqual(new Set([`Schedule/${doctor.id}`]));
    expect(slots.map((s) => s.id)).toContain(slotIdOf(doctor.id, "consultation", startsAt));
    expect((await file("Schedule", since)).map((s) => s.id)).toEqual([doctor.id]);
  });

  it("a bulk DELETE in SQL over several doctors' visits touches each of those doctors, and no other", async () => {
    const [a, b, untouched] = await Promise.all([createDoctor(), createDoctor(), createDoctor()]);
    const patient = await createUser();
    const visits = [
      await createAppointment({ patientId: patient.id, doctorId: a.doctor.id, startsAt: nextSlot().startsAt }),
      await createAppointment({ patientId: patient.id, doctorId: a.doctor.id, startsAt: nextSlot().startsAt }),
      await createAppointment({ patientId: patient.id, doctorId: b.doctor.id, startsAt: nextSlot().startsAt, status: "confirmed" }),
    ];
    await createAppointment({ patientId: patient.id, doctorId: untouched.doctor.id, startsAt: nextSlot().startsAt });
    const since = await mark();
    const ids = visits.map((v) => v.id);
    await prisma.$executeRaw`DELETE FROM "appointments" WHERE "id" = ANY(${ids}::text[])`;
    expect(await changedSince(since)).toEqual(new Set([a.doctor.id, b.doctor.id]));
  });

  it("deleting history changes no free time: a cancelled visit or a past one leaves the doctor as it was", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: nextSlot().startsAt, status: "cancelled" });
    await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: pastInstant(), status: "completed" });
    const since = await mark();
    const { count } = await prisma.appointment.deleteMany({ where: { doctorId: doctor.id } });
    expect(count).toBe(2);
    expect(await changedSince(since)).not.toContain(doctor.id);
  });

  it("a time off or a live waitlist hold deleted outright counts too", async () => {
    const [withTimeOff, withHold] = await Promise.all([createDoctor(), createDoctor()]);
    const { startsAt } = nextSlot();
    const off = await createTimeOff(withTimeOff.doctor.id, startsAt, new Date(startsAt.getTime() + 3600_000));
    const { offer } = await createHeldOffer((await createUser()).id, withHold.doctor.id, nextSlot().startsAt);
    const since = await mark();
    await prisma.timeOff.delete({ where: { id: off.id } });
    await prisma.waitlistOffer.delete({ where: { id: offer.id } });
    expect(await changedSince(since)).toEqual(new Set([withTimeOff.doctor.id, withHold.doctor.id]));
  });

  it("a doctor without visits is still deleted with their time off and holds (the cascades' triggers find no row to touch)", async () => {
    const { doctor } = await createDoctor();
    const { startsAt } = nextSlot();
    await createTimeOff(doctor.id, startsAt, new Date(startsAt.getTime() + 3600_000));
    await createHeldOffer((await createUser()).id, doctor.id, nextSlot().startsAt);
    const admin = (await findActor((await createUser({ role: "admin" })).id, 0))!;
    expect((await removeDoctor(admin, doctor.id)).outcome).toBe("deleted");
    expect(await prisma.doctor.count({ where: { id: doctor.id } })).toBe(0);
  });
});
