// Issue 45 item 8: "staff reads write theirs and a patient's own reads do not". One row per read of
// a patient's data that pages and routes make through the domain layer: each staff role that may
// make it writes exactly one event naming the patient, and the patient (or their guardian, for a
// dependent) reading their own writes none. A series of visits (issue 48) is read as a list of the
// patient's visits (patient_visits.viewed, its subject the series); the REST read carries the
// request's address and browser. (The FHIR edge's reads: tests/integration/fhir/audited-reads.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { findActor, type Actor } from "@/lib/accounts/users";
import type { AuditAction } from "@/lib/audit/actions";
import { getAppointment, getAppointmentForCalendar, listPatientAppointments } from "@/lib/appointments/reads";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { getSeries } from "@/lib/appointments/series";
import { patientHistoryWithDoctor } from "@/lib/appointments/dashboards";
import { getPatientRecord } from "@/lib/desk/patient-records";
import { GET as seriesRoute } from "@/app/api/appointment/series/[seriesId]/route";
import { call } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createSeries, createUser, farInstant, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

process.env.RATE_LIMIT_SCALE = "100";

type StaffRole = "receptionist" | "admin" | "doctor";
type Fixture = { patientId: string; doctorId: string; visitId: string; seriesId: string };

let staff: Record<StaffRole, Actor>;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let own: Fixture;
let guardian: Actor;
let dependent: Fixture;

const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;
const lastId = async () => (await prisma.auditEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;
const eventsSince = (since: bigint | number) => prisma.auditEvent.findMany({ where: { id: { gt: since } }, orderBy: { id: "asc" } });

/** A patient's data with `doc`: one visit that asked a question, and a series of two dates. */
async function dataOf(patientId: string): Promise<Fixture> {
  const visit = await createAppointment({ patientId, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt });
  const asked = [{ questionId: "pain", question: "Where does it hurt?", help: "", kind: "text", choices: [], required: false, value: "Knee" }];
  await prisma.appointment.update({ where: { id: visit.id }, data: { answers: asked } });
  const { series } = await createSeries(patientId, doc.doctor.id, [farInstant(), farInstant()]);
  return { patientId, doctorId: doc.doctor.id, visitId: visit.id, seriesId: series.id };
}

/**
 * Each read: what it writes, the staff roles that may make it, whether a patient may make it of
 * their own data, and the subject it names.
 */
const READS: { read: string; action: AuditAction; staff: StaffRole[]; patientToo: boolean; subject: (f: Fixture) => string; run: (actor: Actor, f: Fixture) => Promise<unknown> }[] = [
  { read: "a visit's detail", action: "appointment.viewed", staff: ["receptionist", "admin", "doctor"], patientToo: true, subject: (f) => f.visitId, run: (a, f) => getAppointment(a, f.visitId) },
  { read: "a visit's calendar file", action: "appointment.viewed", staff: ["receptionist", "admin", "doctor"], patientToo: true, subject: (f) => f.visitId, run: (a, f) => getAppointmentForCalendar(a, f.visitId) },
  { read: "a visit's intake answers", action: "appointment.viewed", staff: ["receptionist", "admin", "doctor"], patientToo: true, subject: (f) => f.visitId, run: (a, f) => appointmentAnswers(a, f.visitId) },
  { read: "a patient's visits", action: "patient_visits.viewed", staff: ["receptionist", "admin"], patientToo: true, subject: (f) => f.patientId, run: (a, f) => listPatientAppointments(a, f.patientId) },
  { read: "a series of visits", action: "patient_visits.viewed", staff: ["receptionist", "admin", "doctor"], patientToo: true, subject: (f) => f.seriesId, run: (a, f) => getSeries(a, f.seriesId) },
  { read: "a doctor's patient page", action: "patient_visits.viewed", staff: ["doctor"], patientToo: false, subject: (f) => f.patientId, run: (a, f) => patientHistoryWithDoctor(a, f.doctorId, f.patientId) },
  { read: "a patient's record", action: "patient_record.viewed", staff: ["receptionist", "admin"], patientToo: false, subject: (f) => f.patientId, run: (a, f) => getPatientRecord(a, f.patientId) },
];

beforeAll(async () => {
  await setOpenLimits(100, 100);
  doc = await createDoctor();
  staff = {
    receptionist: await actorOf((await createUser({ role: "receptionist", name: "Rita Readsdesk" })).id),
    admin: await actorOf((await createUser({ role: "admin", name: "Adam Readsadmin" })).id),
    doctor: await actorOf(doc.user.id),
  };
  const patient = await createUser({ name: "Paula Readsown" });
  own = await dataOf(patient.id);
  guardian = await actorOf((await createUser({ name: "Gus Readsguardian" })).id);
  const child = await prisma.user.create({ data: { name: "Cora Readschild", role: "patient", guardianId: guardian.id, relationship: "child" } });
  dependent = await dataOf(child.id);
});

describe("staff reads of patient data in the audit trail", () => {
  it.each(READS.map((r) => [r.read, r] as const))("%s: one event per staff read, naming the patient", async (_name, row) => {
    for (const role of row.staff) {
      const since = await lastId();
      await row.run(staff[role], own);
      const events = await eventsSince(since);
      expect(events, role).toEqual([
        expect.objectContaining({ action: row.action, actorId: staff[role].id, actorRole: role, subjectId: row.subject(own), patientId: own.patientId, outcome: "done" }),
      ]);
    }
  });

  it.each(READS.filter((r) => r.patientToo).map((r) => [r.read, r] as const))("%s: none for the patient's own, nor the guardian's of a dependent", async (_name, row) => {
    const since = await lastId();
    await row.run(await actorOf(own.patientId), own);
    await row.run(guardian, dependent);
    expect(await eventsSince(since)).toEqual([]);
  });

  it("a series read through REST carries the request's address and browser; the patient's own writes nothing", async () => {
    const headers = { "x-forwarded-for": "198.51.100.48", "user-agent": "SeriesReader/1.0" };
    let since = await lastId();
    const reply = await call(seriesRoute, { token: await tokenFor(staff.receptionist.id), params: { seriesId: own.seriesId }, headers });
    expect(reply.status).toBe(200);
    expect(await eventsSince(since)).toEqual([
      expect.objectContaining({ action: "patient_visits.viewed", subjectType: "appointment_series", subjectId: own.seriesId, patientId: own.patientId, address: expect.any(String), userAgent: "SeriesReader/1.0", details: { rows: 2 } }),
    ]);
    since = await lastId();
    expect((await call(seriesRoute, { token: await tokenFor(own.patientId), params: { seriesId: own.seriesId }, headers })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([]);
  });

  it("a refused read writes nothing", async () => {
    const stranger = await actorOf((await createUser({ name: "Sam Readsstranger" })).id);
    const since = await lastId();
    await expect(getSeries(stranger, own.seriesId)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(getAppointmentForCalendar(stranger, own.visitId)).rejects.toMatchObject({ kind: "forbidden" });
    expect(await patientHistoryWithDoctor(staff.doctor, doc.doctor.id, stranger.id)).toEqual([]);
    expect(await eventsSince(since)).toEqual([]);
  });
});
