// Issue 45 with issue 46: the FHIR edge's reads of patient data by anyone but a patient write the
// audit trail (docs/fhir.md "Audit"): one event per read, as the REST and desk reads do; a
// patient's reads of their own and their dependents' data write nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readPatient } from "@/app/fhir/Patient/[id]/route";
import { GET as searchPatients } from "@/app/fhir/Patient/route";
import { GET as searchAppointments } from "@/app/fhir/Appointment/route";
import { GET as readAppointment } from "@/app/fhir/Appointment/[id]/route";
import { prisma } from "@/lib/db";
import { call } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

let desk: { id: string; token: string };
let doctor: Awaited<ReturnType<typeof createDoctor>>;
let doctorToken: string;

beforeAll(async () => {
  await setOpenLimits(100, 100);
  const d = await createUser({ role: "receptionist", name: "Fiona Fhirdesk" });
  desk = { id: d.id, token: await tokenFor(d.id) };
  doctor = await createDoctor();
  doctorToken = await tokenFor(doctor.user.id);
});

/** Events of the trail after `since` (an id), oldest first. */
const eventsSince = (since: bigint | number) => prisma.auditEvent.findMany({ where: { id: { gt: since } }, orderBy: { id: "asc" } });
const lastId = async () => (await prisma.auditEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

async function household() {
  const guardian = await createUser({ name: "Greta Fhiraudit", phone: "+49 30 5550199" });
  const child = await prisma.user.create({ data: { name: "Gil Fhiraudit", role: "patient", guardianId: guardian.id, relationship: "child" } });
  const visit = await createAppointment({ patientId: child.id, doctorId: doctor.doctor.id, startsAt: nextSlot().startsAt });
  return { guardian, child, visit, token: await tokenFor(guardian.id) };
}

describe("FHIR reads in the audit trail", () => {
  it("a patient reading themselves, their dependent and their visits writes nothing", async () => {
    const { guardian, child, visit, token } = await household();
    const since = await lastId();
    for (const id of [guardian.id, child.id]) expect((await call(readPatient, { url: `/fhir/Patient/${id}`, token, params: { id } })).status).toBe(200);
    expect((await call(readAppointment, { url: `/fhir/Appointment/${visit.id}`, token, params: { id: visit.id } })).status).toBe(200);
    expect((await call(searchAppointments, { url: `/fhir/Appointment?patient=Patient/${child.id}`, token })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([]);
  });

  it("staff: a Patient read, a Patient search, an Appointment read and searches each write one event", async () => {
    const { child, visit } = await household();
    const token = desk.token;

    let since = await lastId();
    expect((await call(readPatient, { url: `/fhir/Patient/${child.id}`, token, params: { id: child.id } })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([expect.objectContaining({ action: "patient_record.viewed", actorId: desk.id, actorRole: "receptionist", subjectId: child.id, patientId: child.id, details: { via: "fhir" } })]);

    since = await lastId();
    expect((await call(searchPatients, { url: "/fhir/Patient?name=Fhiraudit", token })).status).toBe(200);
    const [search] = await eventsSince(since);
    expect(search).toMatchObject({ action: "patient_search.run", actorId: desk.id, subjectType: "patients", details: { query: "name=Fhiraudit", results: expect.any(Number), via: "fhir" } });
    expect((search.details as { results: number }).results).toBeGreaterThanOrEqual(2);

    since = await lastId();
    expect((await call(readAppointment, { url: `/fhir/Appointment/${visit.id}`, token, params: { id: visit.id } })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([expect.objectContaining({ action: "appointment.viewed", subjectId: visit.id, patientId: child.id })]);

    since = await lastId();
    expect((await call(searchAppointments, { url: `/fhir/Appointment?patient=Patient/${child.id}`, token })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([expect.objectContaining({ action: "patient_visits.viewed", subjectId: child.id, patientId: child.id, details: { query: `patient=Patient/${child.id}`, results: 1, via: "fhir" } })]);

    // A doctor's search of their schedule (no patient named): one event for the page, never one per visit.
    since = await lastId();
    expect((await call(searchAppointments, { url: `/fhir/Appointment?practitioner=Practitioner/${doctor.doctor.id}`, token: doctorToken })).status).toBe(200);
    expect(await eventsSince(since)).toEqual([expect.objectContaining({ action: "patient_visits.viewed", actorRole: "doctor", subjectType: "appointments", patientId: null })]);
  });

  it("a refused read writes nothing", async () => {
    const { child } = await household();
    const since = await lastId();
    expect((await call(readPatient, { url: `/fhir/Patient/${child.id}`, token: doctorToken, params: { id: child.id } })).status).toBe(403);
    expect((await call(searchPatients, { url: "/fhir/Patient?name=Fhiraudit", token: doctorToken })).status).toBe(403);
    expect(await eventsSince(since)).toEqual([]);
  });
});
