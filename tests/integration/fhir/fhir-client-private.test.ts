// Issue 46 item 6: a real FHIR client library (fhir-kit-client) signs in with POST /api/auth/login's
// token, then books, reads, searches and cancels over HTTP against the FHIR endpoint served on a
// real socket (tests/helpers/fhir-server.ts); every resource it gets back is valid R4.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "fhir-kit-client";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as createType } from "@/app/api/admin/visit-types/route";
import { adminVisitTypeShape } from "@/lib/visit-types/shapes";
import { prisma } from "@/lib/db";
import { call } from "@/tests/helpers/http";
import { createDoctor, createUser, nextSlot, PASSWORD, tokenFor } from "@/tests/helpers/factories";
import { serveFhir } from "@/tests/helpers/fhir-server";
import { expectValidR4 } from "@/tests/helpers/fhir-validate";

let server: Awaited<ReturnType<typeof serveFhir>>;
beforeAll(async () => {
  server = await serveFhir();
});
afterAll(() => server?.close());

async function signedIn(email: string): Promise<Client> {
  const reply = await call(login, { json: { email, password: PASSWORD } });
  expect(reply.status).toBe(200);
  return new Client({ baseUrl: server.url, bearerToken: reply.body.token });
}

type Resource = { resourceType: string; id?: string; [k: string]: unknown };

describe("fhir-kit-client against the FHIR endpoint", () => {
  it("a patient books, reads back, searches and cancels; staff search the patient", async () => {
    const { doctor } = await createDoctor({ name: "Dr. Heart Client", speciality: "Cardiologist" });
    const patient = await createUser({ name: "Client Patient" });
    const client = await signedIn(patient.email);
    const slot = nextSlot();

    const booked = (await client.create({
      resourceType: "Appointment",
      body: {
        resourceType: "Appointment",
        status: "booked",
        start: slot.startsAt.toISOString(),
        end: new Date(slot.startsAt.getTime() + 30 * 60_000).toISOString(),
        participant: [
          { actor: { reference: `Patient/${patient.id}` }, status: "accepted" },
          { actor: { reference: `Practitioner/${doctor.id}` }, status: "accepted" },
        ],
      },
    })) as Resource;
    await expectValidR4(booked);
    expect(booked).toMatchObject({ resourceType: "Appointment", status: "booked" });
    const id = booked.id!;
    expect(await prisma.appointment.count({ where: { id, patientId: patient.id, doctorId: doctor.id, startsAt: slot.startsAt } })).toBe(1);

    const read = (await client.read({ resourceType: "Appointment", id })) as Resource;
    await expectValidR4(read);
    expect(read).toMatchObject({ id, status: "booked", start: slot.startsAt.toISOString().replace(".000Z", "+00:00") });

    const found = (await client.search({ resourceType: "Appointment", searchParams: { patient: `Patient/${patient.id}`, status: "booked" } })) as Resource & {
      entry?: { resource: Resource }[];
      total?: number;
    };
    await expectValidR4(found);
    expect(found).toMatchObject({ resourceType: "Bundle", type: "searchset", total: 1 });
    expect(found.entry?.map((e) => e.resource.id)).toEqual([id]);

    const me = (await client.read({ resourceType: "Patient", id: patient.id })) as Resource;
    await expectValidR4(me);
    expect(me).toMatchObject({ resourceType: "Patient", id: patient.id, name: [{ text: "Client Patient" }] });

    // Booking the same time again: the client sees the 409 and its OperationOutcome.
    const again = await client
      .create({ resourceType: "Appointment", body: { ...read, id: undefined, meta: undefined } })
      .then(() => null, (err: { response?: { status: number; data: Resource } }) => err.response);
    expect(again?.status).toBe(409);
    await expectValidR4(again!.data);
    expect(again?.data.resourceType).toBe("OperationOutcome");

    const cancelled = (await client.patch({
      resourceType: "Appointment",
      id,
      jsonPatch: [
        { op: "replace", path: "/status", value: "cancelled" },
        { op: "add", path: "/cancelationReason", value: { text: "Booked by mistake" } },
      ],
    })) as Resource;
    await expectValidR4(cancelled);
    expect(cancelled).toMatchObject({ id, status: "cancelled", cancelationReason: { text: "Booked by mistake" } });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "cancelled", cancelReason: "Booked by mistake" });

    const desk = await signedIn((await createUser({ role: "receptionist" })).email);
    const patients = (await desk.search({ resourceType: "Patient", searchParams: { name: "client patient" } })) as Resource & { entry?: { resource: Resource }[] };
    await expectValidR4(patients);
    expect(patients.entry?.map((e) => e.resource.id)).toEqual([patient.id]);

    // Anonymous: 401 on a private resource.
    const anonymous = await new Client({ baseUrl: server.url })
      .read({ resourceType: "Patient", id: patient.id })
      .then(() => null, (err: { response?: { status: number } }) => err.response?.status);
    expect(anonymous).toBe(401);
    // Two real sign-ins (Argon2) and a dozen round trips over HTTP: more than the default 30 s on a busy two-core machine.
  }, 120_000);

  it("books with the type's answers as a contained QuestionnaireResponse; a required one missing is a 422 naming it, nothing booked", async () => {
    const { doctor } = await createDoctor({ name: "Dr. Ask First", speciality: "General physician" });
    const admin = await tokenFor((await createUser({ role: "admin" })).id);
    const made = await call(createType, {
      token: admin,
      json: {
        name: "First visit, asked",
        durationMinutes: 30,
        doctorIds: [doctor.id],
        questions: [
          { text: "Reason for the visit", kind: "longText", required: true },
          { text: "Any allergies?", kind: "yesNo" },
          { text: "Which days suit?", kind: "multiChoice", choices: ["Monday", "Tuesday", "Friday"] },
          { text: "Weight (kg)", kind: "number" },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const type = adminVisitTypeShape.parse(made.body.visitType);
    const [reason, allergies, days, weight] = type.questions.map((q) => q.id);
    const patient = await createUser({ name: "Answering Client" });
    const client = await signedIn(patient.email);
    const slot = nextSlot();
    const appointment = (items: unknown[]) => ({
      resourceType: "Appointment",
      status: "booked",
      start: slot.startsAt.toISOString(),
      end: new Date(slot.startsAt.getTime() + 30 * 60_000).toISOString(),
      serviceType: [{ coding: [{ system: "https://careslot.example/fhir/CodeSystem/visit-type", code: type._id }] }],
      contained: [{ resourceType: "QuestionnaireResponse", id: "answers", status: "completed", questionnaire: `https://careslot.example/fhir/Questionnaire/${type._id}`, item: items }],
      supportingInformation: [{ reference: "#answers" }],
      participant: [
        { actor: { reference: `Patient/${patient.id}` }, status: "accepted" },
        { actor: { reference: `Practitioner/${doctor.id}` }, status: "accepted" },
      ],
    });
    const refusal = (body: Resource) =>
      client.create({ resourceType: "Appointment", body }).then(() => null, (err: { response?: { status: number; data: Resource & { issue: { diagnostics: string }[] } } }) => err.response);

    const missing = appointment([{ linkId: allergies, answer: [{ valueBoolean: true }] }]);
    await expectValidR4(missing);
    const refused = await refusal(missing);
    expect(refused?.status).toBe(422);
    await expectValidR4(refused!.data);
    expect(refused!.data.issue[0].diagnostics).toBe('"Reason for the visit" needs an answer');
    const wrongKind = await refusal(appointment([{ linkId: reason, answer: [{ valueString: "Cough" }] }, { linkId: allergies, answer: [{ valueString: "no" }] }]));
    expect(wrongKind?.status).toBe(422);
    expect(wrongKind!.data.issue[0].diagnostics).toBe('"Any allergies?": answer with valueBoolean');
    const notOffered = await refusal(appointment([{ linkId: reason, answer: [{ valueString: "Cough" }] }, { linkId: days, answer: [{ valueString: "Sunday" }] }]));
    expect(notOffered?.status).toBe(422);
    expect(notOffered!.data.issue[0].diagnostics).toMatch(/"Which days suit\?": choose one of the choices offered/);
    const unreferenced = await refusal({ ...appointment([{ linkId: reason, answer: [{ valueString: "Cough" }] }]), supportingInformation: undefined });
    expect(unreferenced?.status).toBe(422);
    expect(await prisma.appointment.count({ where: { patientId: patient.id } })).toBe(0);

    const body = appointment([
      { linkId: reason, answer: [{ valueString: "A cough since Monday" }] },
      { linkId: allergies, answer: [{ valueBoolean: false }] },
      { linkId: days, answer: [{ valueString: "Friday" }, { valueString: "Monday" }] },
      { linkId: weight, answer: [{ valueDecimal: 72.5 }] },
    ]);
    await expectValidR4(body);
    const booked = (await client.create({ resourceType: "Appointment", body })) as Resource;
    await expectValidR4(booked);
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: booked.id! } });
    expect((row.answers as { value: unknown }[]).map((a) => a.value)).toEqual(["A cough since Monday", false, ["Monday", "Friday"], 72.5]);
    const response = (await client.read({ resourceType: "QuestionnaireResponse", id: booked.id! })) as Resource & { item: { linkId: string; answer?: unknown[] }[] };
    await expectValidR4(response);
    expect(response.item.map((i) => [i.linkId, i.answer])).toEqual([
      [reason, [{ valueString: "A cough since Monday" }]],
      [allergies, [{ valueBoolean: false }]],
      [days, [{ valueString: "Monday" }, { valueString: "Friday" }]],
      [weight, [{ valueDecimal: 72.5 }]],
    ]);
  }, 120_000);
});
