// Issue 45 item 3: "Who has opened your record". A patient sees the last twelve months of staff
// reads and changes of their data and their dependents' (name and role, what, when; never the
// address), newest first; not their own doings, not another patient's log; the export carries it.
// Item 6: the inactive patients' daily erasure, recorded in the trail.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as accessLog } from "@/app/api/user/access-log/route";
import { GET as exportRoute } from "@/app/api/user/export/route";
import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record";
import { eraseInactivePatients } from "@/lib/privacy/retention";
import { DELETED_PATIENT } from "@/lib/privacy/scrub";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

let desk: Awaited<ReturnType<typeof createUser>>;
let doctor: Awaited<ReturnType<typeof createDoctor>>;

beforeAll(async () => {
  desk = await createUser({ role: "receptionist", name: "Anna Lopez" });
  doctor = await createDoctor({ name: "Dr. Lena Looker" });
});

const staffActor = (u: { id: string }, role: "receptionist" | "doctor" | "admin") => ({ id: u.id, role, address: "203.0.113.77", userAgent: "SecretBrowser/1.0" });

describe("GET /api/user/access-log", () => {
  it("lists staff reads and changes of the patient's and their dependents' data, newest first, without addresses", async () => {
    const maya = await createUser({ name: "Maya Thompson" });
    const kid = await prisma.user.create({ data: { name: "Milo Thompson", guardianId: maya.id, relationship: "child" } });
    const other = await createUser({ name: "Other Patient" });
    await recordAudit(prisma, staffActor(desk, "receptionist"), { action: "patient_record.viewed", subject: { type: "user", id: maya.id }, patientId: maya.id });
    await recordAudit(prisma, staffActor(doctor.user, "doctor"), { action: "appointment.viewed", subject: { type: "appointment", id: "a1" }, patientId: kid.id });
    // Not "who looked": the patient's own doing, a job, another patient's record, a year and more ago.
    await recordAudit(prisma, { id: maya.id, role: "patient" }, { action: "appointment.booked", subject: { type: "appointment", id: "a2" }, patientId: maya.id });
    await recordAudit(prisma, SYSTEM_ACTOR, { action: "appointment.cancelled", subject: { type: "appointment", id: "a3" }, patientId: maya.id });
    await recordAudit(prisma, staffActor(desk, "receptionist"), { action: "patient_record.viewed", subject: { type: "user", id: other.id }, patientId: other.id });
    await prisma.auditEvent.create({ data: { actorId: desk.id, actorRole: "receptionist", action: "patient_record.viewed", subjectType: "user", subjectId: maya.id, patientId: maya.id, at: new Date(Date.now() - 400 * 86_400_000) } });

    const token = await tokenFor(maya.id);
    const r = await call(accessLog, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.entries).toEqual([
      { at: expect.any(String), actor: { name: "Dr. Lena Looker", role: "doctor" }, action: "appointment.viewed", patientId: kid.id, description: "Dr. Lena Looker (doctor) opened a visit (the data of Milo Thompson)" },
      { at: expect.any(String), actor: { name: "Anna Lopez", role: "receptionist" }, action: "patient_record.viewed", patientId: maya.id, description: "Anna Lopez (front desk) opened the record (your data)" },
    ]);
    expect(JSON.stringify(r.body)).not.toMatch(/203\.0\.113|SecretBrowser/);

    // The export carries the same log.
    const file = await call(exportRoute, { token });
    expect(file.body.accessLog).toEqual(r.body.entries);
    // Another patient sees only theirs.
    const theirs = await call(accessLog, { token: await tokenFor(other.id) });
    expect(theirs.body.entries.map((e: { patientId: string }) => e.patientId)).toEqual([other.id]);
  });

  it("is refused to a signed-out caller and to staff", async () => {
    expectFailure(await call(accessLog, {}), 401);
    expectFailure(await call(accessLog, { token: await tokenFor(desk.id) }), 403);
    expectFailure(await call(accessLog, { token: await tokenFor(doctor.user.id) }), 403);
  });
});

describe("the inactive patients' erasure (daily job)", () => {
  it("does nothing while the setting is empty; then erases those with no visit and no sign-in for that long, with their dependents", async () => {
    const old = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 800 * 86_400_000);
    const made = async (name: string, data: { lastSignInAt?: Date | null; login?: boolean } = {}) => {
      const u = data.login === false
        ? await prisma.user.create({ data: { name, phone: `+1 555 ${name.length}00 1234` } })
        : await createUser({ name });
      return prisma.user.update({ where: { id: u.id }, data: { createdAt: old, lastSignInAt: data.lastSignInAt ?? null } });
    };
    const gone = await made("Ines Inactive", { lastSignInAt: old });
    const goneKid = await prisma.user.create({ data: { name: "Ivo Inactivekid", guardianId: gone.id, createdAt: old } });
    await createAppointment({ patientId: goneKid.id, doctorId: doctor.doctor.id, startsAt: new Date(old.getTime() + 86_400_000), status: "completed" });
    const record = await made("Rita Recordonly", { login: false });
    const signedIn = await made("Sam Signedin", { lastSignInAt: new Date() });
    const recentVisit = await made("Vera Visitedlately");
    await createAppointment({ patientId: recentVisit.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
    const kidVisitsSoon = await made("Gus Guardian");
    const kid = await prisma.user.create({ data: { name: "Kim Kidvisits", guardianId: kidVisitsSoon.id, createdAt: old } });
    await createAppointment({ patientId: kid.id, doctorId: doctor.doctor.id, startsAt: nextSlot().startsAt });

    expect(await eraseInactivePatients()).toBe(0);
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { inactivePatientRetentionDays: 365 } });
    try {
      expect(await eraseInactivePatients()).toBe(3);
      expect(await eraseInactivePatients()).toBe(0);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { inactivePatientRetentionDays: null } });
    }
    const after = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id } })).name;
    expect(await Promise.all([gone.id, goneKid.id, record.id].map(after))).toEqual([DELETED_PATIENT, DELETED_PATIENT, DELETED_PATIENT]);
    expect(await Promise.all([signedIn.id, recentVisit.id, kidVisitsSoon.id, kid.id].map(after))).toEqual(["Sam Signedin", "Vera Visitedlately", "Gus Guardian", "Kim Kidvisits"]);
    const events = await prisma.auditEvent.findMany({ where: { action: "patient.erased_inactive" } });
    expect(events.map((e) => e.patientId).sort()).toEqual([gone.id, goneKid.id, record.id].sort());
    expect(events.every((e) => e.actorRole === "system" && e.actorId === null)).toBe(true);
  });
});
