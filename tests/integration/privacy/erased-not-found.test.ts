// Issue 45 item 5: an erased record has no identity left and no search finds it: the desk's patient
// search (the desk's and the admin's screens, GET /api/patients?q=) and the staff's FHIR Patient
// search, by the old name, email and phone, and by "Deleted". Its visits still lead to it, for the
// clinic's records (docs/privacy.md).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as searchRoute } from "@/app/api/patients/route";
import { GET as fhirPatientSearch } from "@/app/fhir/Patient/route";
import { findActor, type Actor } from "@/lib/accounts/users";
import { createPatientRecord, searchPatients } from "@/lib/desk/patient-records";
import { newPatientSchema } from "@/lib/desk/patient-record-schema";
import { getAppointment } from "@/lib/appointments/reads";
import { deleteOwnAccount, erasePatientRecord } from "@/lib/privacy/erase";
import { DELETED_PATIENT } from "@/lib/privacy/scrub";
import { createAppointment, createDoctor, createUser, PASSWORD, pastInstant, setOpenLimits, tokenFor } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/http";

process.env.RATE_LIMIT_SCALE = "100";

type Person = { id: string; name: string; email: string; phone: string; visitId: string };

let desk: Actor;
let admin: Actor;
let deskToken: string;
let people: Person[];

const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

/** What a search may be given for a person: the whole name, a part, the email, the phone and its last digits. */
const queriesFor = (p: Person) => [p.name, p.name.split(" ")[1], p.email, p.phone, p.phone.replace(/\D/g, "").slice(-7)];

beforeAll(async () => {
  await setOpenLimits(100, 100);
  desk = await actorOf((await createUser({ role: "receptionist" })).id);
  admin = await actorOf((await createUser({ role: "admin" })).id);
  deskToken = await tokenFor(desk.id);
  const doc = await createDoctor();

  // A record the desk made (no login), and an account that deletes itself: each with a past visit.
  const record = await createPatientRecord(desk, newPatientSchema.parse({ name: "Xenia Vanterpool", phone: "+1 415 555 0142", email: "xenia.vanterpool@example.test", confirmNew: true }));
  const account = await createUser({ name: "Yorick Quillfeather", email: "yorick.quillfeather@example.test", phone: "+44 20 7946 0958" });
  people = [
    { id: record._id, name: "Xenia Vanterpool", email: "xenia.vanterpool@example.test", phone: "+1 415 555 0142", visitId: "" },
    { id: account.id, name: "Yorick Quillfeather", email: "yorick.quillfeather@example.test", phone: "+44 20 7946 0958", visitId: "" },
  ];
  for (const p of people) p.visitId = (await createAppointment({ patientId: p.id, doctorId: doc.doctor.id, startsAt: pastInstant(), status: "completed" })).id;
});

describe("an erased record is found by no search", () => {
  it("is found before, by each of its values, and by none after, nor by \"Deleted\"", async () => {
    for (const p of people) {
      for (const q of queriesFor(p)) expect((await searchPatients(desk, q)).map((r) => r._id), `${p.name} by ${q}`).toContain(p.id);
    }

    await erasePatientRecord(desk, people[0].id);
    await deleteOwnAccount(await actorOf(people[1].id), { password: PASSWORD });
    expect(await prisma.user.count({ where: { id: { in: people.map((p) => p.id) }, name: DELETED_PATIENT, erasedAt: { not: null } } })).toBe(2);

    const erased = people.map((p) => p.id);
    for (const actor of [desk, admin]) {
      for (const q of [...people.flatMap(queriesFor), "Deleted", DELETED_PATIENT, "deleted pat"]) {
        const found = await searchPatients(actor, q);
        expect(found.filter((r) => erased.includes(r._id) || r.name === DELETED_PATIENT), `${actor.role} by ${q}`).toEqual([]);
      }
    }
  });

  it("through REST and FHIR as well", async () => {
    const erased = people.map((p) => p.id);
    for (const q of ["Deleted", people[0].email, people[1].name]) {
      const reply = await call(searchRoute, { url: `/api/patients?q=${encodeURIComponent(q)}`, token: deskToken });
      expect(reply.status).toBe(200);
      expect(reply.body.patients.filter((r: { _id: string; name: string }) => erased.includes(r._id) || r.name === DELETED_PATIENT), q).toEqual([]);
    }
    const fhirQueries = ["name=Deleted", `name=${encodeURIComponent("Deleted patient")}`, "name=Vanterpool", `telecom=${encodeURIComponent(`email|${people[1].email}`)}`, `telecom=${encodeURIComponent(`phone|${people[0].phone}`)}`];
    for (const q of fhirQueries) {
      const reply = await call(fhirPatientSearch, { url: `/fhir/Patient?${q}&_count=100`, token: deskToken });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const ids = (reply.body.entry ?? []).map((e: { resource: { id: string } }) => e.resource.id);
      expect(ids.filter((id: string) => erased.includes(id)), q).toEqual([]);
      if (q.startsWith("name=Deleted")) expect(reply.body.total, q).toBe(0);
    }
  });

  it("is still reached through its visits, as \"Deleted patient\"", async () => {
    for (const p of people) {
      const visit = await getAppointment(desk, p.visitId);
      expect(visit.user).toMatchObject({ _id: p.id, name: DELETED_PATIENT });
    }
  });
});
