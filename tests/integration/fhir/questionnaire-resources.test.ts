// Issue 47 against the real database: Questionnaire/{id} (public) for each active visit type that
// asks questions, QuestionnaireResponse/{id} and its search (private) under the REST answers
// route's rule: the patient or guardian and staff, a doctor only for their own visits, anonymous
// callers 401. Every answer valid R4.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "fhir-kit-client";
import { POST as login } from "@/app/api/auth/login/route";
import { serveFhir } from "@/tests/helpers/fhir-server";
import { GET as readQuestionnaire } from "@/app/fhir/Questionnaire/[id]/route";
import { GET as searchQuestionnaires } from "@/app/fhir/Questionnaire/route";
import { GET as readResponse } from "@/app/fhir/QuestionnaireResponse/[id]/route";
import { GET as searchResponses } from "@/app/fhir/QuestionnaireResponse/route";
import { GET as metadata } from "@/app/fhir/metadata/route";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toQuestionnaireItem, type Question } from "@/lib/visit-types/questions";
import { checkAnswers } from "@/lib/visit-types/answer-rules";
import { call, type CallOptions, type Reply } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, createVisitType, nextSlot, PASSWORD, tokenFor } from "@/tests/helpers/factories";
import { expectValidR4 } from "@/tests/helpers/fhir-validate";

async function fhir(handler: Parameters<typeof call>[0], opts: CallOptions): Promise<Reply> {
  const reply = await call(handler, opts);
  expect(reply.headers.get("content-type") ?? "").toContain("application/fhir+json");
  if (reply.status >= 400) expect(reply.body.resourceType).toBe("OperationOutcome");
  await expectValidR4(reply.body);
  return reply;
}

const questions: Question[] = [
  { id: "reason", text: "Reason for the visit", help: "", kind: "longText", choices: [], required: true },
  { id: "allergies", text: "Any allergies?", help: "", kind: "yesNo", choices: [], required: false },
  { id: "heard", text: "How did you hear of us?", help: "", kind: "choice", choices: ["A friend", "The web"], required: false },
];

async function askingType() {
  const type = await createVisitType({ name: "New patient visit" });
  await prisma.visitType.update({ where: { id: type.id }, data: { questions: questions.map(toQuestionnaireItem) as unknown as Prisma.InputJsonArray } });
  return type;
}

/** A visit of `patientId` with `doctor`, answered. */
async function answeredVisit(patientId: string, doctorId: string, visitTypeId: string, start: Date) {
  const visit = await createAppointment({ patientId, doctorId, startsAt: start, visitTypeId });
  const { answers } = checkAnswers(questions, [{ questionId: "reason", value: "Chest pain" }, { questionId: "allergies", value: false }], { requireAnswers: true });
  await prisma.appointment.update({ where: { id: visit.id }, data: { answers: answers as unknown as Prisma.InputJsonArray } });
  return visit;
}

describe("Questionnaire", () => {
  it("serves each active type that asks questions, publicly; a type asking none is a 404", async () => {
    const type = await askingType();
    const silent = await createVisitType();
    const r = await fhir(readQuestionnaire, { url: `/fhir/Questionnaire/${type.id}`, params: { id: type.id } });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("public");
    expect(r.body).toMatchObject({ resourceType: "Questionnaire", id: type.id, status: "active", title: "New patient visit" });
    expect(r.body.item.map((i: { linkId: string; type: string; required: boolean }) => [i.linkId, i.type, i.required])).toEqual([
      ["reason", "text", true],
      ["allergies", "boolean", false],
      ["heard", "choice", false],
    ]);
    expect(r.body.item[2].answerOption).toEqual([{ valueString: "A friend" }, { valueString: "The web" }]);
    expect((await fhir(readQuestionnaire, { url: `/fhir/Questionnaire/${silent.id}`, params: { id: silent.id } })).status).toBe(404);
    const all = await fhir(searchQuestionnaires, { url: "/fhir/Questionnaire" });
    const ids = all.body.entry.map((e: { resource: { id: string } }) => e.resource.id);
    expect(ids).toContain(type.id);
    expect(ids).not.toContain(silent.id);
  });

  it("the CapabilityStatement lists both", async () => {
    const r = await fhir(metadata, { url: "/fhir/metadata" });
    const types = r.body.rest[0].resource.map((x: { type: string }) => x.type);
    expect(types).toEqual(expect.arrayContaining(["Questionnaire", "QuestionnaireResponse"]));
  });
});

describe("QuestionnaireResponse", () => {
  it("maps a visit's answers; its patient, guardian, own doctor and staff read it; others 403; anonymous 401", async () => {
    const type = await askingType();
    const guardian = await createUser();
    const child = await prisma.user.create({ data: { name: "Kid Answer", role: "patient", guardianId: guardian.id, relationship: "child" } });
    const patient = await createUser({ name: "Ana Answer" });
    const stranger = await createUser();
    const { doctor, user: doctorUser } = await createDoctor();
    const { user: otherDoctor } = await createDoctor();
    const desk = await createUser({ role: "receptionist" });
    const mine = await answeredVisit(patient.id, doctor.id, type.id, nextSlot().startsAt);
    const kids = await answeredVisit(child.id, doctor.id, type.id, nextSlot().startsAt);

    const read = async (userId: string | null, id: string) =>
      fhir(readResponse, { url: `/fhir/QuestionnaireResponse/${id}`, token: userId ? await tokenFor(userId) : null, params: { id } });

    const own = await read(patient.id, mine.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.body).toMatchObject({
      resourceType: "QuestionnaireResponse",
      id: mine.id,
      status: "completed",
      questionnaire: `https://careslot.example/fhir/Questionnaire/${type.id}`,
      subject: { reference: `Patient/${patient.id}` },
      extension: [{ url: "https://careslot.example/fhir/StructureDefinition/answers-appointment", valueReference: { reference: `Appointment/${mine.id}` } }],
    });
    expect(own.body.item).toEqual([
      { linkId: "reason", text: "Reason for the visit", answer: [{ valueString: "Chest pain" }] },
      { linkId: "allergies", text: "Any allergies?", answer: [{ valueBoolean: false }] },
      { linkId: "heard", text: "How did you hear of us?" },
    ]);
    expect((await read(guardian.id, kids.id)).status).toBe(200);
    expect((await read(doctorUser.id, mine.id)).status).toBe(200);
    expect((await read(desk.id, mine.id)).status).toBe(200);
    // Never another's: a stranger, the guardian for someone not theirs, another doctor.
    expect((await read(stranger.id, mine.id)).status).toBe(403);
    expect((await read(guardian.id, mine.id)).status).toBe(403);
    expect((await read(otherDoctor.id, mine.id)).status).toBe(403);
    const anonymous = await read(null, mine.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect((await read(desk.id, "no-such-visit")).status).toBe(404);
    // A visit that asked nothing has no response.
    const plain = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: nextSlot().startsAt });
    expect((await read(patient.id, plain.id)).status).toBe(404);
    // The staff's and the doctor's reads are audit events; the patient's own are not.
    const events = await prisma.auditEvent.findMany({ where: { subjectId: mine.id, action: "appointment.viewed" }, select: { actorId: true } });
    expect(events.map((e) => e.actorId).sort()).toEqual([doctorUser.id, desk.id].sort());
  });

  it("search by subject and appointment: only what the caller may see; another's subject 403; anonymous 401", async () => {
    const type = await askingType();
    const patient = await createUser();
    const other = await createUser();
    const { doctor, user: doctorUser } = await createDoctor();
    const { user: otherDoctor } = await createDoctor();
    const a = await answeredVisit(patient.id, doctor.id, type.id, nextSlot().startsAt);
    const b = await answeredVisit(other.id, doctor.id, type.id, nextSlot().startsAt);
    const search = async (userId: string | null, q: string) => fhir(searchResponses, { url: `/fhir/QuestionnaireResponse?${q}`, token: userId ? await tokenFor(userId) : null });
    const ids = (r: Reply) => (r.body.entry ?? []).map((e: { resource: { id: string } }) => e.resource.id);

    expect(ids(await search(patient.id, ""))).toEqual([a.id]);
    expect(ids(await search(patient.id, `subject=Patient/${patient.id}`))).toEqual([a.id]);
    expect((await search(patient.id, `subject=Patient/${other.id}`)).status).toBe(403);
    expect(ids(await search(patient.id, `appointment=Appointment/${b.id}`))).toEqual([]);
    expect(ids(await search(doctorUser.id, `appointment=Appointment/${b.id}`))).toEqual([b.id]);
    expect(ids(await search(otherDoctor.id, `subject=Patient/${other.id}`))).toEqual([]);
    const desk = await createUser({ role: "receptionist" });
    const both = await search(desk.id, `subject=Patient/${patient.id},Patient/${other.id}&_count=1`);
    expect(both.body.total).toBe(2);
    expect(both.body.link.some((l: { relation: string }) => l.relation === "next")).toBe(true);
    expect((await search(null, `subject=Patient/${patient.id}`)).status).toBe(401);
    expect((await search(desk.id, "patient=Patient/x")).status).toBe(400);
  });
});

describe("fhir-kit-client over a real socket", () => {
  let server: Awaited<ReturnType<typeof serveFhir>>;
  beforeAll(async () => {
    server = await serveFhir();
  });
  afterAll(() => server?.close());

  it("reads the Questionnaire, then the patient's QuestionnaireResponse by id and by subject", async () => {
    const type = await askingType();
    const patient = await createUser();
    const { doctor } = await createDoctor();
    const visit = await answeredVisit(patient.id, doctor.id, type.id, nextSlot().startsAt);
    const reply = await call(login, { json: { email: patient.email, password: PASSWORD } });
    const client = new Client({ baseUrl: server.url, bearerToken: reply.body.token });

    const questionnaire = (await client.read({ resourceType: "Questionnaire", id: type.id })) as { resourceType: string; url: string };
    await expectValidR4(questionnaire);
    const response = (await client.read({ resourceType: "QuestionnaireResponse", id: visit.id })) as { resourceType: string; questionnaire: string };
    await expectValidR4(response);
    expect(response.questionnaire).toBe(questionnaire.url);
    const found = (await client.search({ resourceType: "QuestionnaireResponse", searchParams: { subject: `Patient/${patient.id}` } })) as { resourceType: string; total: number };
    await expectValidR4(found);
    expect(found.total).toBe(1);
  });
});
