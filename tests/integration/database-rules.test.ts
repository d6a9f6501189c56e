// What must never break is enforced by PostgreSQL itself, whatever the code
// above it does: these tests write around the domain layer on purpose.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { specVisit } from "@/tests/helpers/factories";

let patientA: string;
let patientB: string;
let doctorId: string;
let doctor2Id: string;
const at = new Date("2030-01-07T09:00:00.000Z");

async function user(email: string, role: "patient" | "doctor" = "patient") {
  return prisma.user.create({ data: { name: "Test Person", email, passwordHash: "x", role } });
}

beforeAll(async () => {
  patientA = (await user("a@rules.test")).id;
  patientB = (await user("b@rules.test")).id;
  const d1 = await user("d1@rules.test", "doctor");
  const d2 = await user("d2@rules.test", "doctor");
  const profile = { speciality: "Cardiologist", degree: "MD", experience: "3 Years", about: "x", fees: 50 };
  doctorId = (await prisma.doctor.create({ data: { ...profile, userId: d1.id } })).id;
  doctor2Id = (await prisma.doctor.create({ data: { ...profile, userId: d2.id } })).id;
});

const appointment = (
  patientId: string,
  doctor: string,
  extra: { startsAt?: Date; durationMinutes?: number; bufferMinutes?: number } & Record<string, unknown> = {},
) => {
  const { startsAt = at, durationMinutes = 30, ...rest } = extra;
  return prisma.appointment.create({ data: { patientId, doctorId: doctor, ...specVisit(startsAt, durationMinutes), amount: 50, ...rest } });
};

// The exclusion constraints' refusals (PostgreSQL 23P01), by name.
const DOCTOR_OVERLAP = /appointments_no_doctor_overlap/;
const PATIENT_OVERLAP = /appointments_no_patient_overlap/;

describe("one slot, one active appointment", () => {
  it("refuses a second active appointment for the same doctor and start", async () => {
    await appointment(patientA, doctorId);
    await expect(appointment(patientB, doctorId)).rejects.toThrow(DOCTOR_OVERLAP);
  });

  it("lets a cancelled appointment's slot be booked again", async () => {
    const other = new Date("2030-01-07T10:00:00.000Z");
    await prisma.appointment.create({
      data: { patientId: patientA, doctorId, ...specVisit(other), amount: 50, status: "cancelled", cancelledAt: new Date() },
    });
    await expect(
      prisma.appointment.create({ data: { patientId: patientB, doctorId, ...specVisit(other), amount: 50 } }),
    ).resolves.toBeTruthy();
  });

  it("refuses one patient two active appointments at the same instant", async () => {
    const startsAt = new Date("2030-01-09T09:00:00.000Z");
    await appointment(patientA, doctorId, { startsAt });
    await expect(appointment(patientA, doctor2Id, { startsAt })).rejects.toThrow(PATIENT_OVERLAP);
  });

  it("holds under concurrent inserts", async () => {
    const slot = new Date("2030-01-08T09:00:00.000Z");
    const patients = await Promise.all(Array.from({ length: 20 }, (_, i) => user(`race${i}@rules.test`)));
    const results = await Promise.allSettled(
      patients.map((p) => prisma.appointment.create({ data: { patientId: p.id, doctorId, ...specVisit(slot), amount: 50 } })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.appointment.count({ where: { doctorId, startsAt: slot, status: { not: "cancelled" } } })).toBe(1);
  });
});

describe("no overlapping visits, whatever their lengths (issue 24: exclusion constraints)", () => {
  const t = (hhmm: string) => new Date(`2030-02-04T${hhmm}:00.000Z`);

  it("refuses a 30-minute visit inside a 60-minute one, and a 60-minute one over a 30-minute one", async () => {
    await appointment(patientA, doctorId, { startsAt: t("10:00"), durationMinutes: 60 });
    await expect(appointment(patientB, doctorId, { startsAt: t("10:30") })).rejects.toThrow(DOCTOR_OVERLAP);
    await expect(appointment(patientB, doctorId, { startsAt: t("09:30"), durationMinutes: 60 })).rejects.toThrow(DOCTOR_OVERLAP);
    await expect(appointment(patientB, doctorId, { startsAt: t("10:45"), durationMinutes: 15 })).rejects.toThrow(DOCTOR_OVERLAP);
    // End to start is not an overlap ([start, end) ranges).
    await expect(appointment(patientB, doctorId, { startsAt: t("11:00"), durationMinutes: 15 })).resolves.toBeTruthy();
    await expect(appointment(patientB, doctorId, { startsAt: t("09:30") })).resolves.toBeTruthy();
  });

  it("keeps the doctor's buffer after a visit free, but not the patient's", async () => {
    await appointment(patientA, doctorId, { startsAt: t("14:00"), durationMinutes: 30, bufferMinutes: 15 });
    // Another patient at 14:30 would fall in the doctor's buffer (until 14:45).
    await expect(appointment(patientB, doctorId, { startsAt: t("14:30") })).rejects.toThrow(DOCTOR_OVERLAP);
    await expect(appointment(patientB, doctorId, { startsAt: t("14:45") })).resolves.toBeTruthy();
    // The patient, on the other hand, is free from 14:30 with another doctor.
    await expect(appointment(patientA, doctor2Id, { startsAt: t("14:30") })).resolves.toBeTruthy();
    // A new visit whose own buffer runs into the next one is refused too.
    await expect(appointment(patientB, doctorId, { startsAt: t("13:15"), durationMinutes: 30, bufferMinutes: 30 })).rejects.toThrow(DOCTOR_OVERLAP);
  });

  it("refuses one patient two overlapping visits of different lengths with two doctors", async () => {
    await appointment(patientA, doctorId, { startsAt: t("16:00"), durationMinutes: 90 });
    await expect(appointment(patientA, doctor2Id, { startsAt: t("17:00"), durationMinutes: 15 })).rejects.toThrow(PATIENT_OVERLAP);
  });

  it("refuses moving a visit into another one's time, and lets cancelled ones be overlapped", async () => {
    const first = await appointment(patientA, doctorId, { startsAt: t("18:00"), durationMinutes: 60 });
    const second = await appointment(patientB, doctorId, { startsAt: t("19:00") });
    await expect(prisma.appointment.update({ where: { id: second.id }, data: specVisit(t("18:30")) })).rejects.toThrow(DOCTOR_OVERLAP);
    await prisma.appointment.update({ where: { id: first.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    await expect(prisma.appointment.update({ where: { id: second.id }, data: specVisit(t("18:30")) })).resolves.toBeTruthy();
  });

  it("holds when a 60-minute and a 30-minute visit race for overlapping times", async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => user(`overlap-race${i}@rules.test`)));
    const results = await Promise.allSettled(
      racers.map((p, i) =>
        prisma.appointment.create({
          data: { patientId: p.id, doctorId: doctor2Id, ...specVisit(i % 2 ? t("20:30") : t("20:00"), i % 2 ? 30 : 60), amount: 50 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // Each loser is refused by the constraint, or, when two checks waited for each other, chosen
    // by PostgreSQL's deadlock detector (the domain retries those: lib/appointments withRaceRetry).
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/appointments_no_doctor_overlap|deadlock/);
  });

  it("refuses an end before the start", async () => {
    await expect(
      prisma.appointment.create({ data: { patientId: patientA, doctorId, startsAt: t("22:00"), endsAt: t("22:00"), visitTypeId: "consultation", amount: 50 } }),
    ).rejects.toThrow(/appointments_ends_after_start/);
  });
});

describe("check constraints and foreign keys", () => {
  it("keeps emails lower-case (so uniqueness ignores case)", async () => {
    await expect(user("Mixed@Rules.Test")).rejects.toThrow();
  });
  it("refuses negative fees and amounts", async () => {
    await expect(prisma.doctor.update({ where: { id: doctorId }, data: { fees: -1 } })).rejects.toThrow();
    await expect(appointment(patientB, doctor2Id, { amount: -5, startsAt: new Date("2030-02-01T09:00:00Z") })).rejects.toThrow();
  });
  it("ties statuses to their timestamps", async () => {
    const startsAt = new Date("2030-02-02T09:00:00Z");
    await expect(appointment(patientB, doctor2Id, { status: "cancelled", startsAt })).rejects.toThrow();
    await expect(appointment(patientB, doctor2Id, { status: "completed", startsAt })).rejects.toThrow();
    await expect(appointment(patientB, doctor2Id, { completedAt: new Date(), startsAt })).rejects.toThrow();
  });
  it("refuses appointments for unknown doctors or patients, and deleting a patient with history", async () => {
    await expect(appointment("nobody", doctorId, { startsAt: new Date("2030-03-01T09:00:00Z") })).rejects.toThrow();
    await expect(appointment(patientB, "nothing", { startsAt: new Date("2030-03-01T09:00:00Z") })).rejects.toThrow();
    const withHistory = (await user("history@rules.test")).id;
    await appointment(withHistory, doctorId, { startsAt: new Date("2030-03-02T09:00:00Z") });
    await expect(prisma.user.delete({ where: { id: withHistory } })).rejects.toThrow();
  });
});

describe("the trigger-kept appointment count (admin dashboard)", () => {
  const kept = async () => Number((await prisma.rowCount.findUniqueOrThrow({ where: { tableName: "appointments" } })).n);
  const expectExact = async () => expect(await kept()).toBe(await prisma.appointment.count());

  it("follows inserts, bulk inserts, failed inserts, rollbacks and deletes exactly", async () => {
    await expectExact();
    const base = new Date("2031-03-03T09:00:00.000Z").getTime();
    const slot = (i: number) => new Date(base + i * 30 * 60_000);
    await prisma.appointment.create({ data: { patientId: patientA, doctorId, ...specVisit(slot(0)), amount: 50 } });
    await prisma.appointment.createMany({
      data: [1, 2, 3].map((i) => ({ patientId: patientB, doctorId: doctor2Id, ...specVisit(slot(i)), amount: 50 })),
    });
    await expectExact();
    // An exclusion violation aborts the statement: the trigger's count goes with it.
    await expect(
      prisma.appointment.create({ data: { patientId: patientB, doctorId, ...specVisit(slot(0)), amount: 50 } }),
    ).rejects.toThrow(DOCTOR_OVERLAP);
    // A rolled-back transaction takes its count change with it.
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.appointment.create({ data: { patientId: patientA, doctorId, ...specVisit(slot(9)), amount: 50 } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectExact();
    // Concurrent bookings of distinct slots all count.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        prisma.appointment.create({ data: { patientId: i % 2 ? patientA : patientB, doctorId: i % 2 ? doctorId : doctor2Id, ...specVisit(slot(20 + i)), amount: 50 } }),
      ),
    );
    await expectExact();
    await prisma.appointment.deleteMany({ where: { startsAt: { gte: slot(0) } } });
    await expectExact();
  });
});

describe("the trigger-kept patient count (admin dashboard)", () => {
  const kept = async () => Number((await prisma.rowCount.findUniqueOrThrow({ where: { tableName: "patients" } })).n);
  const expectExact = async () => expect(await kept()).toBe(await prisma.user.count({ where: { role: "patient" } }));

  it("follows sign-ups, other roles, role changes, profile edits and deletions exactly", async () => {
    await expectExact();
    const p = await user("counted@rules.test");
    await user("not-counted@rules.test", "doctor");
    await prisma.user.createMany({ data: [1, 2, 3].map((i) => ({ name: "Bulk Person", email: `bulk${i}@rules.test`, passwordHash: "x" })) });
    await expectExact();
    await prisma.user.update({ where: { id: p.id }, data: { phone: "+1 555 0100" } });
    await expectExact();
    await prisma.user.update({ where: { id: p.id }, data: { role: "admin" } });
    await expectExact();
    await prisma.user.update({ where: { id: p.id }, data: { role: "patient" } });
    await expect(user("counted@rules.test")).rejects.toMatchObject({ code: "P2002" });
    await expectExact();
    await prisma.user.deleteMany({ where: { email: { startsWith: "bulk" } } });
    await expectExact();
  });
});

describe("the trigger-kept completed and no-show counts (admin dashboard's no-show rate)", () => {
  const kept = async (name: string) => Number((await prisma.rowCount.findUniqueOrThrow({ where: { tableName: name } })).n);
  const expectExact = async () => {
    expect(await kept("appointments_completed")).toBe(await prisma.appointment.count({ where: { status: "completed" } }));
    expect(await kept("appointments_no_show")).toBe(await prisma.appointment.count({ where: { status: "no_show" } }));
  };

  // The completed_at check: set with completed, cleared otherwise.
  const completed = () => ({ status: "completed" as const, completedAt: new Date() });
  const noShow = { status: "no_show" as const, completedAt: null };

  it("follows status changes, bulk changes, other updates, rollbacks, inserts and deletes exactly", async () => {
    await expectExact();
    const base = new Date("2032-05-03T09:00:00.000Z").getTime();
    const slot = (i: number) => new Date(base + i * 30 * 60_000);
    const rows = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        prisma.appointment.create({ data: { patientId: patientA, doctorId, ...specVisit(slot(i)), amount: 50 } }),
      ),
    );
    await prisma.appointment.update({ where: { id: rows[0].id }, data: completed() });
    await prisma.appointment.update({ where: { id: rows[1].id }, data: noShow });
    await expectExact();
    // An update that changes no status (a note, a move) leaves both alone.
    await prisma.appointment.update({ where: { id: rows[0].id }, data: { reason: "Follow-up" } });
    await prisma.appointment.update({ where: { id: rows[1].id }, data: specVisit(slot(40)) });
    await expectExact();
    // One statement moving rows between the two counts.
    await prisma.appointment.updateMany({ where: { id: { in: [rows[2].id, rows[3].id] } }, data: noShow });
    await prisma.appointment.updateMany({ where: { id: { in: [rows[1].id, rows[2].id] } }, data: completed() });
    await expectExact();
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.appointment.update({ where: { id: rows[4].id }, data: noShow });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectExact();
    // Concurrent outcomes of distinct appointments all count.
    await Promise.all([
      prisma.appointment.update({ where: { id: rows[4].id }, data: noShow }),
      prisma.appointment.update({ where: { id: rows[5].id }, data: completed() }),
      prisma.appointment.createMany({
        data: [7, 8].map((i) => ({ patientId: patientB, doctorId: doctor2Id, ...specVisit(slot(i)), amount: 50, ...completed() })),
      }),
    ]);
    await expectExact();
    await prisma.appointment.deleteMany({ where: { startsAt: { gte: slot(0) } } });
    await expectExact();
  });
});
