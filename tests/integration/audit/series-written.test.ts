// Issue 45 with issue 48: a series writes the trail as single visits do, one event per date, each
// naming its series: booked, cancelled (only the dates that changed) and moved, in the change's
// transaction (docs/audit.md).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { weekdayOf } from "@/lib/clinic-time";
import { findActor, type Actor } from "@/lib/accounts/users";
import { bookSeries, cancelSeries, rescheduleSeries } from "@/lib/appointments/series";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { createDoctor, createUser, dayFromToday, setOpenLimits } from "@/tests/helpers/factories";

process.env.RATE_LIMIT_SCALE = "100";

let doc: Awaited<ReturnType<typeof createDoctor>>;
let typeId: string;
let desk: Actor;
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

/** The first Tuesday at least `n` days ahead. */
function tuesdayFrom(n: number): string {
  let d = dayFromToday(n);
  while (weekdayOf(d) !== 2) d = dayFromToday(++n);
  return d;
}

const eventsOf = (action: string, seriesId: string) =>
  prisma.auditEvent.findMany({ where: { action, details: { path: ["seriesId"], equals: seriesId } }, orderBy: { id: "asc" } });

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doc = await createDoctor();
  typeId = (await prisma.visitType.create({ data: { name: "Physio (audit)", durationMinutes: 30, position: 7, seriesAllowed: true, seriesMaxCount: 8 } })).id;
  visitTypesChanged();
  desk = await actorOf((await createUser({ role: "receptionist" })).id);
});

describe("a series in the audit trail", () => {
  it("writes appointment.booked for each date, appointment.rescheduled for each moved and appointment.cancelled for each cancelled", async () => {
    const maya = await createUser({ name: "Maya Audit" });
    const answer = await bookSeries(desk, { doctorId: doc.doctor.id, visitTypeId: typeId, date: tuesdayFrom(21), time: 10 * 60, every: 1, count: 4, userId: maya.id } as never);
    const seriesId = answer.series._id;
    const ids = answer.appointments.map((a) => a._id);

    const booked = await eventsOf("appointment.booked", seriesId);
    expect(booked.map((e) => e.subjectId).sort()).toEqual([...ids].sort());
    for (const e of booked) expect(e).toMatchObject({ actorId: desk.id, actorRole: "receptionist", subjectType: "appointment", patientId: maya.id, outcome: "done" });

    // This and the following from the third: two dates move.
    await rescheduleSeries(desk, seriesId, { scope: "following", appointmentId: ids[2], date: answer.appointments[2].date, time: 11 * 60 });
    const moved = await eventsOf("appointment.rescheduled", seriesId);
    expect(moved.map((e) => e.subjectId).sort()).toEqual([ids[2], ids[3]].sort());
    expect(moved[0]).toMatchObject({ patientId: maya.id, details: { from: expect.any(String), to: expect.any(String), seriesId } });

    // The patient cancels one, then the desk all the rest: one event per date cancelled, never twice.
    const patient = await actorOf(maya.id);
    await cancelSeries(patient, seriesId, { scope: "one", appointmentId: ids[0] });
    await cancelSeries(desk, seriesId, { scope: "all" });
    const cancelled = await eventsOf("appointment.cancelled", seriesId);
    expect(cancelled.map((e) => e.subjectId).sort()).toEqual([...ids].sort());
    expect(cancelled.find((e) => e.subjectId === ids[0])).toMatchObject({ actorId: maya.id, actorRole: "patient", patientId: maya.id });
  });
});
