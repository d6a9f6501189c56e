// Editing a patient record and its history (issue 26 item 5), through the REST routes: staff edit
// any patient's record (never a doctor's or staff's); a patient who signs in keeps the email they
// sign in with and a dependent stays without one; an email another account has is refused; every
// creation, edit (the fields, never the values) and invitation is recorded with who, as what and
// when, in the transaction of the change: nothing half-written, nothing recorded for no change.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createRoute } from "@/app/api/patients/route";
import { PUT as editRoute } from "@/app/api/patients/[id]/route";
import { GET as historyRoute } from "@/app/api/patients/[id]/history/route";
import { POST as inviteRoute } from "@/app/api/patients/[id]/invite/route";
import { prisma } from "@/lib/db";
import { PATIENT_NOT_FOUND, RECORDS_STAFF_ONLY } from "@/lib/desk/patient-records";
import { DEPENDENT_HAS_NO_EMAIL, LOGIN_EMAIL_LOCKED, PATIENT_RECORD_SAVED, updatePatientRecord } from "@/lib/desk/patient-record-edit";
import { patientRecordChangeShape, patientRecordSchema, patientRecordShape } from "@/lib/desk/patient-record-schema";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/accounts/users";
import { createDoctor, createUser, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

type Person = Awaited<ReturnType<typeof createUser>>;
let desk: Person;
let admin: Person;
let deskToken: string;
let adminToken: string;
let n = 0;
const phone = () => `+1 555 3${String(++n).padStart(4, "0")}`;
const actorOf = (u: Person): Actor => ({ id: u.id, role: u.role, name: u.name, email: u.email, image: "", tokenVersion: 0 });

const make = async (body: Record<string, unknown> = {}) => {
  const r = await call(createRoute, { token: deskToken, json: { name: `Record ${++n}`, phone: phone(), confirmNew: true, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return patientRecordShape.parse(r.body.patient);
};
const edit = (id: string, json: unknown, token = adminToken) => call(editRoute, { method: "PUT", token, params: { id }, json });
const history = async (id: string) => {
  const r = await call(historyRoute, { token: deskToken, params: { id } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.history as unknown[]).map((h) => patientRecordChangeShape.parse(h));
};
const rows = (patientId: string) => prisma.patientRecordChange.count({ where: { patientId } });

beforeAll(async () => {
  desk = await createUser({ role: "receptionist", name: "Anna Lopez" });
  admin = await createUser({ role: "admin", name: "Admin User" });
  [deskToken, adminToken] = await Promise.all([tokenFor(desk.id), tokenFor(admin.id)]);
});

describe("editing a patient record", () => {
  it("saves the fields and records which changed, by whom, as what and when; newest first", async () => {
    const record = await make({ name: "Dorothy Evans", phone: "(212) 555-0170", dob: "1941-07-19", gender: "female" });
    const r = await edit(record._id, { name: "Dorothy Evans", phone: "(212) 555-0199", email: "dorothy@example.test", dob: "1941-07-19", gender: "female", address: "" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(PATIENT_RECORD_SAVED);
    expect(patientRecordShape.parse(r.body.patient)).toMatchObject({ _id: record._id, phone: "(212) 555-0199", email: "dorothy@example.test", hasLogin: false });
    const h = await history(record._id);
    expect(h.map(({ action, fields, by }) => ({ action, fields, by }))).toEqual([
      { action: "updated", fields: ["phone", "email"], by: { _id: admin.id, name: "Admin User", role: "admin" } },
      { action: "created", fields: [], by: { _id: desk.id, name: "Anna Lopez", role: "receptionist" } },
    ]);
    expect(Date.parse(h[0].at)).toBeGreaterThanOrEqual(Date.parse(h[1].at));
    // The history names fields, never their values.
    const stored = await prisma.patientRecordChange.findMany({ where: { patientId: record._id } });
    expect(JSON.stringify(stored)).not.toContain("555-0199");
  });

  it("records nothing for an edit that changes nothing, and answers success", async () => {
    const record = await make({ email: "same@example.test", dob: "1990-01-02", address: "1 Main St" });
    const same = { name: record.name, phone: record.phone, email: "SAME@example.test", dob: "1990-01-02", gender: record.gender, address: " 1 Main St " };
    const r = await edit(record._id, same);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.patient).toEqual(record);
    expect(await rows(record._id)).toBe(1);
  });

  it("lets only staff edit and read the history (RECORDS_STAFF_ONLY in the domain)", async () => {
    const record = await make();
    const patient = await createUser();
    const doctor = await createDoctor();
    const body = { name: "Not Allowed", phone: phone() };
    for (const token of [await tokenFor(patient.id), await tokenFor(doctor.user.id)]) {
      expect((await edit(record._id, body, token)).status).toBe(403);
      expect((await call(historyRoute, { token, params: { id: record._id } })).status).toBe(403);
    }
    for (const who of [patient, doctor.user as Person]) {
      await expect(updatePatientRecord(actorOf(who), record._id, patientRecordSchema.parse(body))).rejects.toThrow(RECORDS_STAFF_ONLY);
    }
    // A receptionist may, as an admin may.
    expect((await edit(record._id, body, deskToken)).status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: record._id } })).name).toBe("Not Allowed");
  });

  it("edits patients only: a doctor's, an admin's or a receptionist's id is not found", async () => {
    const doctor = await createDoctor();
    for (const id of [doctor.user.id, admin.id, desk.id, "cunknownid0000000000000000"]) {
      expectFailure(await edit(id, { name: "Renamed Person", phone: phone() }), 404, PATIENT_NOT_FOUND);
      expectFailure(await call(historyRoute, { token: deskToken, params: { id } }), 404, PATIENT_NOT_FOUND);
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).name).toBe("Admin User");
  });

  it("keeps the email a patient signs in with; their other details may change", async () => {
    const patient = await createUser({ name: "Signs In", phone: "555 0111" });
    for (const email of ["other@example.test", ""]) {
      const r = await edit(patient.id, { name: "Signs In", phone: "555 0111", email });
      expectFailure(r, 400, LOGIN_EMAIL_LOCKED);
      expect(r.body.errors).toEqual({ email: LOGIN_EMAIL_LOCKED });
    }
    const ok = await edit(patient.id, { name: "Signs In", phone: "555 0112", email: patient.email });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.patient).toMatchObject({ email: patient.email, phone: "555 0112", hasLogin: true });
    expect((await history(patient.id)).map((h) => [h.action, h.fields])).toEqual([["updated", ["phone"]]]);
  });

  it("refuses an email another account has (409), recording nothing", async () => {
    const record = await make();
    const other = await createUser({ email: "taken.edit@example.test" });
    expectFailure(await edit(record._id, { name: record.name, phone: record.phone, email: other.email }), 409, DUPLICATE_EMAIL);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: record._id } })).email).toBeNull();
    expect(await rows(record._id)).toBe(1);
  });

  it("edits a dependent, who never gets an email", async () => {
    const guardian = await createUser({ name: "Maria Guardian", phone: "555 0606" });
    const kid = await prisma.user.create({ data: { name: "Kid Edit", dob: new Date("2017-03-14T00:00:00Z"), relationship: "child", guardianId: guardian.id, createdById: guardian.id } });
    const r = await edit(kid.id, { name: "Kid Edit", phone: "555 0606", email: "kid@example.test", dob: "2017-03-14" });
    expectFailure(r, 400, DEPENDENT_HAS_NO_EMAIL);
    expect(r.body.errors).toEqual({ email: DEPENDENT_HAS_NO_EMAIL });
    const ok = await edit(kid.id, { name: "Kid Edited", phone: "555 0606", email: "", dob: "2017-03-14", gender: "male" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.patient).toMatchObject({ name: "Kid Edited", email: null, guardian: { _id: guardian.id } });
    expect((await history(kid.id)).map((h) => h.fields)).toEqual([["name", "phone", "gender"]]);
  });

  it("answers bad input with a 400, never a 500, and changes nothing", async () => {
    const record = await make();
    for (const json of [{}, { name: "Ok Name" }, { name: "Ok Name", phone: "12" }, { name: "Ok Name", phone: "555 0100", dob: "2999-01-01" }, { name: { x: 1 }, phone: [1] }, []]) {
      expect((await edit(record._id, json)).status, JSON.stringify(json)).toBe(400);
    }
    expect(await rows(record._id)).toBe(1);
  });

  it("writes the change and its history together: when the history row fails, the change is undone", async () => {
    const record = await make({ phone: "555 0420" });
    // The history refuses an admin's row for this one test (the file's own database).
    await prisma.$executeRawUnsafe(`ALTER TABLE patient_record_changes ADD CONSTRAINT test_no_admin_rows CHECK (actor_role <> 'admin') NOT VALID`);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined); // the 500's log line, expected here
    try {
      const r = await edit(record._id, { name: record.name, phone: "555 0421" });
      expect(r.status).toBe(500);
    } finally {
      quiet.mockRestore();
      await prisma.$executeRawUnsafe(`ALTER TABLE patient_record_changes DROP CONSTRAINT test_no_admin_rows`);
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: record._id } })).phone).toBe("555 0420");
    expect(await rows(record._id)).toBe(1);
  });
});

describe("a record's history", () => {
  it("has a row for its creation and one for each invitation", async () => {
    const record = await make({ email: "invite.history@example.test" });
    const made = await prisma.patientRecordChange.findFirstOrThrow({ where: { patientId: record._id } });
    expect(made).toMatchObject({ action: "created", actorId: desk.id, actorRole: "receptionist", fields: [] });
    const invited = await call(inviteRoute, { token: adminToken, params: { id: record._id } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect((await history(record._id)).map((h) => [h.action, h.by?.role])).toEqual([
      ["invited", "admin"],
      ["created", "receptionist"],
    ]);
    // A refused invitation (already invited is fine; no email is refused) records nothing.
    const noEmail = await make();
    expect((await call(inviteRoute, { token: adminToken, params: { id: noEmail._id } })).status).toBe(409);
    expect(await rows(noEmail._id)).toBe(1);
  });

  it("keeps the entries of someone whose account is gone, without their name", async () => {
    const temp = await createUser({ role: "receptionist", name: "Temp Desk" });
    const r = await call(createRoute, { token: await tokenFor(temp.id), json: { name: "Gone Maker", phone: phone(), confirmNew: true } });
    expect(r.status).toBe(201);
    await prisma.user.delete({ where: { id: temp.id } });
    expect((await history(r.body.patient._id)).map((h) => [h.action, h.by])).toEqual([["created", null]]);
  });

  it("refuses an edit with no fields changed at the database too (an update names its fields)", async () => {
    const record = await make();
    await expect(prisma.patientRecordChange.create({ data: { patientId: record._id, actorId: admin.id, actorRole: "admin", action: "updated", fields: [] } })).rejects.toThrow(
      /patient_record_changes_update_names_fields/,
    );
    await expect(prisma.patientRecordChange.create({ data: { patientId: record._id, actorId: admin.id, actorRole: "admin", action: "deleted" } })).rejects.toThrow(/patient_record_changes_action/);
  });
});
