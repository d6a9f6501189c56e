// Issue 45 item 5: "Delete my account" and the desk's erasure of a record without a login. After an
// erasure no column of any table (every text, varchar, text[] and jsonb column of every schema,
// found through information_schema) holds the person's or their dependent's name, email, phone or
// address; their visits stay, the clinic's figures for past days are unchanged, their upcoming
// visits are cancelled with the usual emails, and the email address signs up again. Refused with
// a 409 while a visit is in progress (checked in today), and inside the cancellation cutoff.
import { actAs } from "@/tests/helpers/actions"; // first: Next's request scope must exist before the actions load
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import * as OTPAuth from "otpauth";
import { prisma } from "@/lib/db";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { DELETE as deletePatient } from "@/app/api/patients/[id]/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as me } from "@/app/api/auth/me/route";
import { deleteAccountAction, erasePatientRecordAction } from "@/lib/actions/privacy";
import { adminInsights } from "@/lib/insights/insights";
import { findActor } from "@/lib/accounts/users";
import { encryptSecret } from "@/lib/accounts/two-factor-secret";
import { instantAt } from "@/lib/clinic-time";
import { CODE_NEEDED, HAS_LOGIN, VISIT_IN_PROGRESS, WRONG_CODE, WRONG_PASSWORD } from "@/lib/privacy/erase";
import { DELETED_PATIENT } from "@/lib/privacy/scrub";
import { AD_HOC_DAY, createAppointment, createDoctor, createHeldOffer, createUser, createWaitlistEntry, dayFromToday, nextSlot, PASSWORD, pastInstant, setOpenLimits, today, tokenFor, tz } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
process.env.RATE_LIMIT_SCALE = "100";

const SECRET = "JBSWY3DPEHPK3PXP";
const currentCode = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SECRET), digits: 6, period: 30 }).generate();

type Person = { id: string; name: string; email: string | null; phone: string; address: string };

/** Every (schema, table, column) that holds text, found by the database itself. */
async function textColumns(): Promise<{ table_schema: string; table_name: string; column_name: string }[]> {
  return prisma.$queryRaw`
    SELECT c.table_schema, c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json') OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`;
}

/** Where `values` still appear (case ignored): "schema.table.column: value" lines. */
async function findValues(values: string[]): Promise<string[]> {
  const hits: string[] = [];
  const columns = await textColumns();
  expect(columns.length).toBeGreaterThan(40);
  for (const { table_schema, table_name, column_name } of columns) {
    for (const value of values) {
      const q = `SELECT count(*)::int AS n FROM "${table_schema}"."${table_name}" WHERE "${column_name}"::text ILIKE '%' || $1 || '%'`;
      const [{ n }] = await prisma.$queryRawUnsafe<{ n: number }[]>(q, value);
      if (n > 0) hits.push(`${table_schema}.${table_name}.${column_name}: ${value}`);
    }
  }
  return hits;
}

const valuesOf = (p: Person) => [p.name, p.email, p.phone, p.address].filter((v): v is string => Boolean(v));

async function person(data: { name: string; email?: string; phone: string; address: string; guardianId?: string; relationship?: string }): Promise<Person> {
  const base = data.guardianId
    ? await prisma.user.create({ data: { name: data.name, phone: data.phone, address: data.address, guardianId: data.guardianId, relationship: data.relationship ?? "child", dob: new Date("2016-05-06T00:00:00Z") } })
    : await createUser({ name: data.name, email: data.email, phone: data.phone });
  await prisma.user.update({ where: { id: base.id }, data: { address: data.address, dob: new Date("1984-02-03T00:00:00Z") } });
  return { id: base.id, name: data.name, email: base.email, phone: data.phone, address: data.address };
}

const pastRange = () => ({ from: dayFromToday(-40), to: dayFromToday(-1) });

let admin: Awaited<ReturnType<typeof createUser>>;
let desk: Awaited<ReturnType<typeof createUser>>;
let doctor: Awaited<ReturnType<typeof createDoctor>>;

beforeAll(async () => {
  await setOpenLimits(100, 100);
  admin = await createUser({ role: "admin", name: "Ada Eraseadmin" });
  desk = await createUser({ role: "receptionist", name: "Dana Deskerase" });
  doctor = await createDoctor({ name: "Dr. Olga Keepme" });
});

describe("Delete my account", () => {
  it("cancels what is to come, erases the person and their family member from every table, keeps visits and figures", async () => {
    const zelda = await person({ name: "Zelda Erasable", email: "zelda.erasable@example.test", phone: "+1 555 0199 777", address: "7 Forgotten Street" });
    const kid = await person({ name: "Zoltan Erasablekid", phone: "+1 555 0188 666", address: "7 Forgotten Street, flat B", guardianId: zelda.id });
    const other = await person({ name: "Olive Staysput", email: "olive.stays@example.test", phone: "+1 555 0177 555", address: "1 Remembered Road" });
    const token = await tokenFor(zelda.id);

    // A history: visits in the past (figures), booked visits to come for her and her child (emails with their names),
    // a waitlist place and a time held for her, a picture, a second factor, a password link, a message to the clinic.
    const pastVisit = await createAppointment({ patientId: zelda.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
    const kidVisit = await createAppointment({ patientId: kid.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "no_show" });
    // Intake answers (issue 47) that say who they are: health data tied to identity, erased with it.
    const asked = (id: string, value: string) => [{ questionId: id, question: "Who should we call?", help: "", kind: "text", choices: [], required: false, value }];
    await prisma.appointment.update({ where: { id: pastVisit.id }, data: { answers: asked("contact", `Me, ${zelda.name}, on ${zelda.phone}`) } });
    await prisma.appointment.update({ where: { id: kidVisit.id }, data: { answers: asked("contact", `${kid.name}'s mother`) } });
    await createAppointment({ patientId: other.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
    const s1 = nextSlot();
    const s2 = nextSlot();
    const r1 = await call(book, { token, json: { doctorId: doctor.doctor.id, date: s1.date, time: s1.time, reason: "Knee pain" } });
    expect(r1.status, JSON.stringify(r1.body)).toBe(201);
    const r2 = await call(book, { token, json: { userId: kid.id, doctorId: doctor.doctor.id, date: s2.date, time: s2.time } });
    expect(r2.status, JSON.stringify(r2.body)).toBe(201);
    const otherToken = await tokenFor(other.id);
    const s3 = nextSlot();
    expect((await call(book, { token: otherToken, json: { doctorId: doctor.doctor.id, date: s3.date, time: s3.time } })).status).toBe(201);
    const waiting = await createWaitlistEntry(zelda.id, doctor.doctor.id);
    const held = await createHeldOffer(kid.id, (await createDoctor()).doctor.id, nextSlot().startsAt);
    await prisma.storedFile.create({ data: { id: "zelda-photo", contentType: "image/png", size: 1, bytes: Buffer.from([1]), ownerId: zelda.id } });
    await prisma.user.update({ where: { id: zelda.id }, data: { image: "/uploads/zelda-photo" } });
    await prisma.totpFactor.create({ data: { userId: zelda.id, encryptedSecret: encryptSecret(SECRET), confirmedAt: new Date() } });
    await prisma.recoveryCode.create({ data: { userId: zelda.id, codeHash: createHash("sha256").update("zelda-code").digest("hex") } });
    await prisma.passwordToken.create({ data: { userId: zelda.id, purpose: "reset", tokenHash: createHash("sha256").update("zelda-token").digest("hex"), expiresAt: new Date(Date.now() + 3600_000) } });
    await prisma.contactMessage.create({ data: { name: zelda.name, email: zelda.email!, subject: "Question", message: `Call me on ${zelda.phone}` } });
    const visits = await prisma.appointment.count({ where: { patientId: { in: [zelda.id, kid.id] } } });
    const adminActor = (await findActor(admin.id, admin.tokenVersion))!;
    const figuresBefore = await adminInsights(adminActor, pastRange());
    expect(await findValues([zelda.name, kid.name])).not.toEqual([]);

    // Bad input and wrong secrets change nothing.
    expectFailure(await call(deleteUser, { method: "DELETE", token, json: {} }), 400);
    expectFailure(await call(deleteUser, { method: "DELETE", token, json: { password: "wrong password" } }), 400, WRONG_PASSWORD);
    expectFailure(await call(deleteUser, { method: "DELETE", token, json: { password: PASSWORD } }), 400, CODE_NEEDED);
    expectFailure(await call(deleteUser, { method: "DELETE", token, json: { password: PASSWORD, otp: "000000" } }), 400, WRONG_CODE);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: zelda.id } })).erasedAt).toBeNull();

    const r = await call(deleteUser, { method: "DELETE", token, json: { password: PASSWORD, otp: currentCode() } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    // No personal value left anywhere; the other patient untouched.
    expect(await findValues([...valuesOf(zelda), ...valuesOf(kid)])).toEqual([]);
    expect(await findValues(valuesOf(other))).toEqual(expect.arrayContaining([`public.users.name: ${other.name}`, `public.users.email: ${other.email}`, `public.users.phone: ${other.phone}`]));
    const [z, k] = await Promise.all([zelda.id, kid.id].map((id) => prisma.user.findUniqueOrThrow({ where: { id } })));
    for (const u of [z, k]) {
      expect(u).toMatchObject({ name: DELETED_PATIENT, email: null, passwordHash: null, phone: "", address: "", dob: null, image: "", role: "patient" });
      expect(u.erasedAt).not.toBeNull();
    }
    for (const table of ["session", "totpFactor", "recoveryCode", "passwordToken", "storedFile"] as const) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const n = await (prisma[table] as any).count({ where: table === "storedFile" ? { ownerId: zelda.id } : { userId: zelda.id } });
      expect(n, table).toBe(0);
    }
    // Their visits' answers are gone; the questions as asked stay.
    for (const id of [pastVisit.id, kidVisit.id]) {
      expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).answers).toEqual([expect.objectContaining({ questionId: "contact", question: "Who should we call?", value: null })]);
    }
    // Visits stay (without identity); those to come are cancelled, the doctor told; past figures unchanged.
    expect(await prisma.appointment.count({ where: { patientId: { in: [zelda.id, kid.id] } } })).toBe(visits);
    const upcoming = await prisma.appointment.findMany({ where: { patientId: { in: [zelda.id, kid.id] }, startsAt: { gt: new Date() } } });
    expect(upcoming.map((a) => a.status)).toEqual(["cancelled", "cancelled"]);
    const doctorMail = await prisma.email.findMany({ where: { kind: "cancellation", userId: doctor.user.id, appointmentId: { in: upcoming.map((a) => a.id) } } });
    expect(doctorMail).toHaveLength(2);
    expect(JSON.stringify(doctorMail[0].data)).toContain(DELETED_PATIENT);
    expect(await prisma.email.count({ where: { userId: zelda.id, status: "queued" } })).toBe(0);
    expect(await adminInsights(adminActor, pastRange())).toEqual(figuresBefore);
    // Waitlist places end; the time held for the child is passed on.
    expect((await prisma.waitlistEntry.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("ended");
    expect((await prisma.waitlistOffer.findUniqueOrThrow({ where: { id: held.offer.id } })).status).toBe("withdrawn");
    // The trail says who erased whom (one event per person), never a value erased.
    const events = await prisma.auditEvent.findMany({ where: { action: "account.deleted", patientId: { in: [zelda.id, kid.id] } } });
    expect(events.map((e) => e.patientId).sort()).toEqual([zelda.id, kid.id].sort());
    expect(events.every((e) => e.actorId === zelda.id && e.actorRole === "patient")).toBe(true);
    // Signed out everywhere; the address signs up again as a new account.
    expect((await call(me, { token })).status).toBe(401);
    const again = await call(register, { json: { name: "Zelda Again", email: zelda.email, password: PASSWORD } });
    expect(again.status, JSON.stringify(again.body)).toBeLessThan(300);
    const fresh = await prisma.user.findUniqueOrThrow({ where: { email: zelda.email! } });
    expect(fresh.id).not.toBe(zelda.id);
  });

  it("is refused while a visit is in progress (checked in today), and inside the cancellation cutoff", async () => {
    const p = await createUser({ name: "Checked Inperson" });
    const token = await tokenFor(p.id);
    const now = new Date();
    const startsAt = new Date(Math.max(instantAt(today(), 0, tz()).getTime(), Math.floor(now.getTime() / 60_000) * 60_000 - 10 * 60_000));
    const visit = await createAppointment({ patientId: p.id, doctorId: (await createDoctor()).doctor.id, startsAt, status: "checked_in" });
    expectFailure(await call(deleteUser, { method: "DELETE", token, json: { password: PASSWORD } }), 409, VISIT_IN_PROGRESS);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: p.id } })).name).toBe("Checked Inperson");

    await prisma.appointment.update({ where: { id: visit.id }, data: { status: "completed", completedAt: new Date() } });
    await createAppointment({ patientId: p.id, doctorId: (await createDoctor()).doctor.id, startsAt: instantAt(dayFromToday(1), 9 * 60 + 5, tz()) });
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 72 } });
    try {
      expectFailure(await call(deleteUser, { method: "DELETE", token, json: { password: PASSWORD } }), 409, /can't be cancelled online/);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 0 } });
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: p.id } })).erasedAt).toBeNull();
  });

  it("refuses staff and signed-out callers; the profile's action does the same as the route", async () => {
    expectFailure(await call(deleteUser, { method: "DELETE", json: { password: PASSWORD } }), 401);
    expectFailure(await call(deleteUser, { method: "DELETE", token: await tokenFor(desk.id), json: { password: PASSWORD } }), 403);
    const p = await createUser({ name: "Action Deleter", email: "action.deleter@example.test" });
    const bad = await actAs(p.id, () => deleteAccountAction({ password: "nope" }));
    expect(bad).toMatchObject({ ok: false, message: WRONG_PASSWORD });
    const done = await actAs(p.id, () => deleteAccountAction({ password: PASSWORD }));
    expect(done.ok, JSON.stringify(done)).toBe(true);
    expect(await findValues(["action.deleter@example.test", "Action Deleter"])).toEqual([]);
  });
});

describe("the desk erases a record without a login", () => {
  it("erases a record (REST and action), refuses an account, a wrong role, an unknown or bad id", async () => {
    const record = await prisma.user.create({ data: { name: "Walter Walkin", phone: "+1 555 0166 444", email: "walter.walkin@example.test", createdById: desk.id } });
    await createAppointment({ patientId: record.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
    const upcoming = await createAppointment({ patientId: record.id, doctorId: doctor.doctor.id, startsAt: instantAt(dayFromToday(AD_HOC_DAY), 9 * 60 + 35, tz()) });
    const deskToken = await tokenFor(desk.id);

    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: record.id }, token: await tokenFor((await createUser()).id) }), 403);
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: record.id }, token: await tokenFor(doctor.user.id) }), 403);
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: record.id } }), 401);
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: "no-such-patient" }, token: deskToken }), 404);
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: "bad id!" }, token: deskToken }), 400);
    const account = await createUser({ name: "Has Login" });
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: account.id }, token: deskToken }), 409, HAS_LOGIN);
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: doctor.user.id }, token: deskToken }), 404);

    const r = await call(deletePatient, { method: "DELETE", params: { id: record.id }, token: deskToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await findValues(["Walter Walkin", "+1 555 0166 444", "walter.walkin@example.test"])).toEqual([]);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: upcoming.id } })).status).toBe("cancelled");
    expect(await prisma.auditEvent.findMany({ where: { action: "patient_record.erased", patientId: record.id }, select: { actorId: true, actorRole: true } })).toEqual([{ actorId: desk.id, actorRole: "receptionist" }]);
    expect(await prisma.appointment.count({ where: { patientId: record.id } })).toBe(2);
    // Erased once: a second erasure finds nobody.
    expectFailure(await call(deletePatient, { method: "DELETE", params: { id: record.id }, token: deskToken }), 404);

    const second = await prisma.user.create({ data: { name: "Ada Actionrecord", phone: "+1 555 0155 333", createdById: admin.id } });
    const viaAction = await actAs(admin.id, () => erasePatientRecordAction(second.id));
    expect(viaAction.ok, JSON.stringify(viaAction)).toBe(true);
    expect(await findValues(["Ada Actionrecord", "+1 555 0155 333"])).toEqual([]);
    expect(await actAs((await createUser()).id, () => erasePatientRecordAction(second.id))).toMatchObject({ ok: false });
    expect(await actAs(desk.id, () => erasePatientRecordAction("bad id!"))).toMatchObject({ ok: false });
  });
});
