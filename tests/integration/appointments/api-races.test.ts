// Concurrency: the database settles every race for a slot, whatever the
// interleaving of requests (REST-CONTRACT: "however many requests race").
import { beforeAll, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as complete } from "@/app/api/appointment/complete-appointment/[appointmentId]/route";
import { prisma } from "@/lib/db";
import { call } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

// One patient books many slots here; the limit on open appointments has its own tests (booking-limits).
beforeAll(() => setOpenLimits(100, 100));

const statuses = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe("booking races", () => {
  it("50 patients booking one slot at once: exactly one 201, 49 × 409, one active row", async () => {
    const { doctor } = await createDoctor();
    const patients = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    const tokens = await Promise.all(patients.map((p) => tokenFor(p.id)));
    const slot = nextSlot();
    const replies = await Promise.all(
      tokens.map((token) => call(book, { token, json: { doctorId: doctor.id, date: slot.date, time: slot.time } })),
    );
    expect(statuses(replies)).toEqual({ 201: 1, 409: 49 });
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({ success: false, message: "Sorry, this slot was just booked by someone else. Please pick another time." });
    }
    const rows = await prisma.appointment.findMany({ where: { doctorId: doctor.id, startsAt: slot.startsAt } });
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("pending");
    expect(rows[0].patientId).toBe(replies.find((r) => r.status === 201)!.body.appointment.userId);
  });

  it("one patient booking two doctors for the same instant at once: one 201, one 409", async () => {
    const [a, b] = [await createDoctor(), await createDoctor()];
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    for (let round = 0; round < 5; round++) {
      const slot = nextSlot();
      const replies = await Promise.all(
        [a, b].map((d) => call(book, { token, json: { doctorId: d.doctor.id, date: slot.date, time: slot.time } })),
      );
      expect(statuses(replies)).toEqual({ 201: 1, 409: 1 });
      expect(replies.find((r) => r.status === 409)!.body.message).toBe("You already have an appointment at this time.");
      expect(await prisma.appointment.count({ where: { patientId: patient.id, startsAt: slot.startsAt, status: { not: "cancelled" } } })).toBe(1);
    }
  });

  it("cancel and complete racing on one appointment: exactly one wins, the other is 409", async () => {
    const d = await createDoctor();
    const patient = await createUser();
    const [pt, dt] = [await tokenFor(patient.id), await tokenFor(d.user.id)];
    for (let round = 0; round < 5; round++) {
      const a = await createAppointment({ patientId: patient.id, doctorId: d.doctor.id, startsAt: pastInstant() });
      const replies = await Promise.all([
        call(cancel, { token: pt, params: { appointmentId: a.id } }),
        call(complete, { token: dt, params: { appointmentId: a.id } }),
        call(cancel, { token: dt, params: { appointmentId: a.id } }),
      ]);
      expect(statuses(replies)).toEqual({ 200: 1, 409: 2 });
      const row = await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } });
      const winner = replies.find((r) => r.status === 200)!.body.appointment;
      expect(row.status).toBe(winner.status);
    }
  });
});
