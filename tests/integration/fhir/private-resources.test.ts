// Issue 46 item 3 against the real database: Patient and Appointment read and search, booking
// with POST and cancelling with a JSON Patch, who may see what, bad search parameters, and every
// answer valid R4 (tests/helpers/fhir-validate.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readPatient } from "@/app/fhir/Patient/[id]/route";
import { GET as searchPatients } from "@/app/fhir/Patient/route";
import { GET as searchAppointments, POST as bookAppointment } from "@/app/fhir/Appointment/route";
import { GET as readAppointment, PATCH as patchAppointment } from "@/app/fhir/Appointment/[id]/route";
import { GET as searchSlots } from "@/app/fhir/Slot/route";
import { prisma } from "@/lib/db";
import { call, type CallOptions, type Reply } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createHeldOffer, createUser, createVisitType, dayFromToday, nextSlot, pastInstant, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";
import { expectValidR4 } from "@/tests/helpers/fhir-validate";
import { instantAt } from "@/lib/clinic-time";
import { SLOT_TAKEN } from "@/lib/appointments/book/slot-check";

beforeAll(() => setOpenLimits(100, 100));

const FHIR = "application/fhir+json";

/** A FHIR answer: its status, its resource and the OperationOutcome's first diagnostics on failure. */
async function fhir(handler: Parameters<typeof call>[0], opts: CallOptions): Promise<Reply> {
  const reply = await call(handler, opts);
  expect(reply.headers.get("content-type") ?? "").toContain(FHIR);
  expect(reply.headers.get("cache-control")).toBe("private, no-store");
  if (reply.status >= 400) expect(reply.body.resourceType, JSON.stringify(reply.body)).toBe("OperationOutcome");
  await expectValidR4(reply.body);
  return reply;
}
const why = (r: Reply) => r.body.issue?.[0]?.diagnostics as string;

const bookBody = (o: { patientId: string; doctorId: string; start: Date; minutes?: number; visitTypeId?: string; extra?: object }) => ({
  resourceType: "Appointment",
  status: "booked",
  start: o.start.toISOString(),
  end: new Date(o.start.getTime() + (o.minutes ?? 30) * 60_000).toISOString(),
  ...(o.visitTypeId ? { serviceType: [{ coding: [{ code: o.visitTypeId }] }] } : {}),
  participant: [
    { actor: { reference: `Patient/${o.patientId}` }, status: "accepted" },
    { actor: { reference: `Practitioner/${o.doctorId}` }, status: "accepted" },
  ],
  ...o.extra,
});
const post = (token: string | null, body: unknown, contentType = FHIR) =>
  fhir(bookAppointment, { method: "POST", url: "/fhir/Appointment", token, body: JSON.stringify(body), contentType });
const patch = (token: string | null, id: string, ops: unknown, contentType = "application/json-patch+json") =>
  fhir(patchAppointment, { method: "PATCH", url: `/fhir/Appointment/${id}`, token, params: { id }, body: JSON.stringify(ops), contentType });

async function household() {
  const guardian = await createUser({ name: "Maria Guardian", phone: "+49 30 5550101" });
  const child = await prisma.user.create({
    data: { name: "Lina Guardian", role: "patient", guardianId: guardian.id, relationship: "child", dob: new Date("2018-04-09T00:00:00Z"), gender: "female" },
  });
  return { guardian, child, token: await tokenFor(guardian.id) };
}

describe("Patient", () => {
  it("a patient reads themselves and their dependent (the guardian as contact), never another", async () => {
    const { guardian, child, token } = await household();
    const stranger = await createUser();
    const self = await fhir(readPatient, { url: `/fhir/Patient/${guardian.id}`, token, params: { id: guardian.id } });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ resourceType: "Patient", id: guardian.id, name: [{ text: "Maria Guardian" }], active: true });
    const dep = await fhir(readPatient, { url: `/fhir/Patient/${child.id}`, token, params: { id: child.id } });
    expect(dep.status).toBe(200);
    expect(dep.body).toMatchObject({ birthDate: "2018-04-09", gender: "female", contact: [{ name: { text: "Maria Guardian" }, telecom: [{ system: "phone", value: "+49 30 5550101" }, { system: "email", value: guardian.email }] }] });
    // Another's record, and one that does not exist: the same 403 (nothing learnt of either).
    for (const id of [stranger.id, "does-not-exist"]) {
      const r = await fhir(readPatient, { url: `/fhir/Patient/${id}`, token, params: { id } });
      expect(r.status).toBe(403);
      expect(r.body.issue[0].code).toBe("forbidden");
    }
    // The dependent reads nobody: it has no login. Another patient cannot read the dependent.
    const other = await fhir(readPatient, { url: `/fhir/Patient/${child.id}`, token: await tokenFor(stranger.id), params: { id: child.id } });
    expect(other.status).toBe(403);
  });

  it("staff read any patient, records without a login too; a doctor none; anonymous 401", async () => {
    const desk = await createUser({ role: "receptionist" });
    const admin = await createUser({ role: "admin" });
    const record = await prisma.user.create({ data: { name: "Walk In Record", role: "patient", phone: "030 777 1234" } });
    const { doctor, user: doctorUser } = await createDoctor();
    for (const staff of [desk, admin]) {
      const r = await fhir(readPatient, { url: `/fhir/Patient/${record.id}`, token: await tokenFor(staff.id), params: { id: record.id } });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: record.id, telecom: [{ system: "phone", value: "030 777 1234" }], gender: "unknown" });
    }
    const deskToken = await tokenFor(desk.id);
    // A doctor's account is no Patient; an unknown id is a 404 for staff.
    for (const id of [doctorUser.id, "nobody"]) expect((await fhir(readPatient, { url: `/fhir/Patient/${id}`, token: deskToken, params: { id } })).status).toBe(404);
    expect((await fhir(readPatient, { url: `/fhir/Patient/${record.id}`, token: await tokenFor(doctorUser.id), params: { id: record.id } })).status).toBe(403);
    const anonymous = await fhir(readPatient, { url: `/fhir/Patient/${record.id}`, params: { id: record.id } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect((await fhir(readPatient, { url: `/fhir/Patient/${record.id}`, token: "not-a-token", params: { id: record.id } })).status).toBe(401);
    void doctor;
  });

  it("staff search by name (accents and case ignored), telecom and birthdate, a page at a time", async () => {
    const desk = await tokenFor((await createUser({ role: "receptionist" })).id);
    const tag = `Zoë${Date.now().toString(36)}`;
    const a = await prisma.user.create({ data: { name: `${tag} Adams`, role: "patient", phone: "+49 (30) 123-4567", dob: new Date("1980-02-29T00:00:00Z") } });
    const b = await prisma.user.create({ data: { name: `${tag} Brown`, role: "patient", email: `${tag.toLowerCase()}@example.test`, dob: new Date("1990-07-01T00:00:00Z") } });
    await prisma.user.create({ data: { name: `${tag} Gone`, role: "patient", archivedAt: new Date() } });
    const search = (q: string) => fhir(searchPatients, { url: `/fhir/Patient?${q}`, token: desk });
    const ids = (r: Reply) => (r.body.entry ?? []).map((e: { resource: { id: string } }) => e.resource.id);

    const byName = await search(`name=${encodeURIComponent(tag.toUpperCase().replace("Ë", "E"))}`);
    expect(byName.body).toMatchObject({ resourceType: "Bundle", type: "searchset", total: 2 });
    expect(ids(byName)).toEqual([a.id, b.id]);
    expect(ids(await search("telecom=phone|%2B4930 1234567"))).toEqual([a.id]);
    expect(ids(await search(`telecom=${encodeURIComponent(`${tag.toLowerCase()}@example.test`)}`))).toEqual([b.id]);
    expect(ids(await search(`name=${encodeURIComponent(tag)}&birthdate=1980-02-29`))).toEqual([a.id]);
    expect(ids(await search(`name=${encodeURIComponent(tag)}&birthdate=ge1985-01-01`))).toEqual([b.id]);
    expect(ids(await search(`name=${encodeURIComponent(tag)}&birthdate=lt1985`))).toEqual([a.id]);

    const first = await search(`name=${encodeURIComponent(tag)}&_count=1`);
    expect(first.body.total).toBe(2);
    expect(ids(first)).toEqual([a.id]);
    const next = first.body.link.find((l: { relation: string }) => l.relation === "next").url as string;
    const second = await search(new URL(next).search.slice(1));
    expect(ids(second)).toEqual([b.id]);
    expect(second.body.link.find((l: { relation: string }) => l.relation === "next")).toBeUndefined();
  });

  it("only staff search patients; bad parameters are a 400", async () => {
    const patient = await tokenFor((await createUser()).id);
    expect((await fhir(searchPatients, { url: "/fhir/Patient?name=a", token: patient })).status).toBe(403);
    expect((await fhir(searchPatients, { url: "/fhir/Patient?name=a" })).status).toBe(401);
    const desk = await tokenFor((await createUser({ role: "receptionist" })).id);
    for (const q of ["family=a", "name:exact=a", "telecom=fax|123", "birthdate=1980-13-01", "birthdate=ne1980", "_count=lots", "_cursor=%21%21", "name=a&name=b", "telecom=phone|"]) {
      const r = await fhir(searchPatients, { url: `/fhir/Patient?${q}`, token: desk });
      expect(r.status, q).toBe(400);
      expect(r.body.issue[0].code, q).toBe("invalid");
    }
  });
});

describe("Appointment read and search", () => {
  it("maps a real visit; the meeting link for the patient and staff, not the doctor; others 403, unknown 404", async () => {
    const { doctor, user: doctorUser } = await createDoctor({ name: "Dr. Video Visit" });
    const video = await createVisitType({ name: "Video call", durationMinutes: 20, mode: "video" });
    const patient = await createUser({ name: "Vera Video" });
    const start = nextSlot().startsAt;
    const row = await prisma.appointment.create({
      data: { patientId: patient.id, doctorId: doctor.id, startsAt: start, endsAt: new Date(start.getTime() + 20 * 60_000), visitTypeId: video.id, amount: 40, videoUrl: "https://meet.example.test/r1", reason: "Follow-up" },
    });
    const read = async (userId: string | null) =>
      fhir(readAppointment, { url: `/fhir/Appointment/${row.id}`, token: userId ? await tokenFor(userId) : null, params: { id: row.id } });

    const mine = await read(patient.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      resourceType: "Appointment",
      id: row.id,
      status: "booked",
      start: start.toISOString().replace(".000Z", "+00:00"),
      minutesDuration: 20,
      serviceType: [{ coding: [{ code: video.id }], text: "Video call" }],
      reasonCode: [{ text: "Follow-up" }],
      participant: [
        { actor: { reference: `Patient/${patient.id}`, display: "Vera Video" }, status: "accepted" },
        { actor: { reference: `Practitioner/${doctor.id}`, display: "Dr. Video Visit" }, status: "accepted" },
      ],
    });
    expect(mine.body.slot[0].reference).toMatch(/^Slot\/[A-Za-z0-9\-.]{1,64}$/);
    const link = (r: Reply) => r.body.extension?.find((e: { url: string }) => e.url.endsWith("/video-link"))?.valueUrl;
    expect(link(mine)).toBe("https://meet.example.test/r1");
    expect(link(await read((await createUser({ role: "receptionist" })).id))).toBe("https://meet.example.test/r1");
    const doctorView = await read(doctorUser.id);
    expect(doctorView.status).toBe(200);
    expect(link(doctorView)).toBeUndefined();

    expect((await read((await createUser()).id)).status).toBe(403);
    expect((await read((await createDoctor()).user.id)).status).toBe(403);
    expect((await read(null)).status).toBe(401);
    const unknown = await fhir(readAppointment, { url: "/fhir/Appointment/nope", token: await tokenFor(patient.id), params: { id: "nope" } });
    expect(unknown.status).toBe(404);
  });

  it("every status as FHIR names it, and the search by status", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const made = new Map<string, string>();
    for (const status of ["pending", "confirmed", "checked_in", "completed", "cancelled", "no_show"] as const) {
      const a = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: pastInstant(), status });
      if (status === "cancelled") await prisma.appointment.update({ where: { id: a.id }, data: { cancelReason: "Clinic closed" } });
      made.set(a.id, status);
    }
    const all = await fhir(searchAppointments, { url: `/fhir/Appointment?patient=Patient/${patient.id}`, token });
    expect(all.body.total).toBe(6);
    const byId = Object.fromEntries(all.body.entry.map((e: { resource: { id: string; status: string } }) => [made.get(e.resource.id), e.resource.status]));
    expect(byId).toEqual({ pending: "booked", confirmed: "booked", checked_in: "arrived", completed: "fulfilled", cancelled: "cancelled", no_show: "noshow" });
    const cancelled = all.body.entry.find((e: { resource: { status: string } }) => e.resource.status === "cancelled").resource;
    expect(cancelled.cancelationReason).toEqual({ text: "Clinic closed" });
    for (const [code, n] of [["booked", 2], ["arrived", 1], ["fulfilled", 1], ["cancelled", 1], ["noshow", 1], ["booked,noshow", 3]] as const) {
      const r = await fhir(searchAppointments, { url: `/fhir/Appointment?status=${code}`, token });
      expect(r.body.total, code).toBe(n);
    }
  });

  it("a patient's search holds theirs and their dependents'; a doctor's their own; by practitioner and date, a page at a time", async () => {
    const { guardian, child, token } = await household();
    const [d1, d2] = [await createDoctor(), await createDoctor()];
    const stranger = await createUser();
    const [s1, s2, s3, s4] = [nextSlot(), nextSlot(), nextSlot(), nextSlot()];
    const own = await createAppointment({ patientId: guardian.id, doctorId: d1.doctor.id, startsAt: s1.startsAt });
    const childs = await createAppointment({ patientId: child.id, doctorId: d2.doctor.id, startsAt: s2.startsAt });
    const theirs = await createAppointment({ patientId: stranger.id, doctorId: d1.doctor.id, startsAt: s3.startsAt });
    const later = await createAppointment({ patientId: guardian.id, doctorId: d2.doctor.id, startsAt: s4.startsAt });
    const ids = (r: Reply) => (r.body.entry ?? []).map((e: { resource: { id: string } }) => e.resource.id);
    const search = (q: string, t = token) => fhir(searchAppointments, { url: `/fhir/Appointment?${q}`, token: t });

    expect(ids(await search(""))).toEqual([own.id, childs.id, later.id]);
    expect(ids(await search(`patient=${child.id}`))).toEqual([childs.id]);
    expect(ids(await search(`practitioner=Practitioner/${d1.doctor.id}`))).toEqual([own.id]);
    expect((await search(`patient=Patient/${stranger.id}`)).status).toBe(403);
    expect(ids(await search("", await tokenFor(d1.user.id)))).toEqual([own.id, theirs.id]);
    expect(ids(await search(`date=${s2.date}&practitioner=${d2.doctor.id}`))).toEqual(s4.date === s2.date ? [childs.id, later.id] : [childs.id]);
    expect(ids(await search(`date=ge${s2.startsAt.toISOString()}&date=lt${s4.startsAt.toISOString()}`))).toEqual([childs.id]);

    const first = await search("_count=2");
    expect(first.body.total).toBe(3);
    expect(ids(first)).toEqual([own.id, childs.id]);
    const next = new URL(first.body.link.find((l: { relation: string }) => l.relation === "next").url);
    // A visit booked before the page's position since does not shift the next page (keyset).
    await createAppointment({ patientId: guardian.id, doctorId: d1.doctor.id, startsAt: instantAt(dayFromToday(1), 0, tz()) });
    expect(ids(await search(next.search.slice(1)))).toEqual([later.id]);
  });

  it("bad search parameters are a 400 OperationOutcome", async () => {
    const token = await tokenFor((await createUser()).id);
    for (const q of ["status=pending", "status=constructor", "status=", "patient=Practitioner/x", "practitioner=Patient/x", "date=tomorrow", "date=2026-12-01T10:00", "subject=Patient/x", "_count=-1", "status=booked&status=noshow", "_cursor=abc"]) {
      const r = await fhir(searchAppointments, { url: `/fhir/Appointment?${q}`, token });
      if (q === "status=") expect(r.status).toBe(200); // an empty value is ignored, as FHIR's search page says
      else expect(r.status, q).toBe(400);
    }
    expect((await fhir(searchAppointments, { url: "/fhir/Appointment" })).status).toBe(401);
  });
});

describe("POST /fhir/Appointment", () => {
  it("books through the pipeline: 201, Location, the Appointment, the same row a web booking makes", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const slot = nextSlot();
    const r = await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: slot.startsAt, extra: { reasonCode: [{ text: "Palpitations" }] } }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const row = await prisma.appointment.findFirstOrThrow({ where: { doctorId: doctor.id, startsAt: slot.startsAt } });
    expect(r.headers.get("location")).toBe(`http://careslot.test/fhir/Appointment/${row.id}`);
    expect(r.body).toMatchObject({ id: row.id, status: "booked", minutesDuration: 30, reasonCode: [{ text: "Palpitations" }] });
    expect(row).toMatchObject({ patientId: patient.id, status: "pending", bookedById: patient.id, bookedByRole: "patient", reason: "Palpitations" });
    // The confirmation emails went to the outbox with it, as every booking's do.
    expect(await prisma.email.count({ where: { appointmentId: row.id } })).toBeGreaterThan(0);
  });

  it("an Idempotency-Key makes a retry answer the first booking, as on the REST door", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const body = JSON.stringify(bookBody({ patientId: patient.id, doctorId: doctor.id, start: nextSlot().startsAt }));
    const send = () => fhir(bookAppointment, { method: "POST", url: "/fhir/Appointment", token, body, contentType: FHIR, headers: { "Idempotency-Key": "fhir-retry-1" } });
    const [first, retry] = [await send(), await send()];
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.id).toBe(first.body.id);
    expect(await prisma.appointment.count({ where: { patientId: patient.id } })).toBe(1);
  });

  it("books a Slot from the Slot search by its reference alone; the Appointment names the same Slot, which is no longer free", async () => {
    const { doctor } = await createDoctor();
    const type = await createVisitType({ name: "Long talk", durationMinutes: 45 });
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const day = dayFromToday(3);
    const slots = await call(searchSlots, { url: `/fhir/Slot?schedule=Schedule/${doctor.id}&start=${day}&service-type=${type.id}` });
    expect(slots.status).toBe(200);
    const free = slots.body.entry[0].resource;
    const body = {
      resourceType: "Appointment",
      status: "booked",
      slot: [{ reference: `Slot/${free.id}` }],
      participant: [{ actor: { reference: `Patient/${patient.id}` }, status: "accepted" }, { actor: { reference: `PractitionerRole/${doctor.id}` }, status: "accepted" }],
    };
    const r = await post(token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ start: free.start, end: free.end, minutesDuration: 45, slot: [{ reference: `Slot/${free.id}` }], serviceType: [{ coding: [{ code: type.id }] }] });
    const after = await call(searchSlots, { url: `/fhir/Slot?schedule=Schedule/${doctor.id}&start=${day}&service-type=${type.id}` });
    expect(after.body.entry.map((e: { resource: { id: string } }) => e.resource.id)).not.toContain(free.id);
    // The same Slot again: taken.
    const second = await createUser();
    const again = await post(await tokenFor(second.id), { ...body, participant: [{ actor: { reference: `Patient/${second.id}` }, status: "accepted" }, body.participant[1]] });
    expect(again.status).toBe(409);
    expect(why(again)).toBe(SLOT_TAKEN);
  });

  it("a guardian books for their dependent, a desk for anyone; not for a stranger (403), not a doctor (403)", async () => {
    const { doctor, user: doctorUser } = await createDoctor();
    const { child, token } = await household();
    const ok = await post(token, bookBody({ patientId: child.id, doctorId: doctor.id, start: nextSlot().startsAt }));
    expect(ok.status).toBe(201);
    expect(ok.body.participant[0].actor.reference).toBe(`Patient/${child.id}`);
    const desk = await tokenFor((await createUser({ role: "receptionist" })).id);
    expect((await post(desk, bookBody({ patientId: child.id, doctorId: doctor.id, start: nextSlot().startsAt }))).status).toBe(201);
    const stranger = await createUser();
    expect((await post(token, bookBody({ patientId: stranger.id, doctorId: doctor.id, start: nextSlot().startsAt }))).status).toBe(403);
    expect((await post(await tokenFor(doctorUser.id), bookBody({ patientId: stranger.id, doctorId: doctor.id, start: nextSlot().startsAt }))).status).toBe(403);
    expect((await post(null, bookBody({ patientId: stranger.id, doctorId: doctor.id, start: nextSlot().startsAt }))).status).toBe(401);
  });

  it("a taken time is a 409, a rule broken a 422, each saying why; a malformed body 400, another type 415", async () => {
    const { doctor } = await createDoctor();
    const [patient, other] = [await createUser(), await createUser()];
    const token = await tokenFor(patient.id);
    const slot = nextSlot();
    await createAppointment({ patientId: other.id, doctorId: doctor.id, startsAt: slot.startsAt });
    const before = await prisma.appointment.count();
    const taken = await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: slot.startsAt }));
    expect(taken.status).toBe(409);
    expect(taken.body.issue[0]).toMatchObject({ severity: "error", code: "conflict", diagnostics: SLOT_TAKEN });

    const night = instantAt(dayFromToday(2), 3 * 60, tz());
    const outside = await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: night }));
    expect(outside.status).toBe(422);
    expect(outside.body.issue[0].code).toBe("business-rule");
    expect(why(outside).length).toBeGreaterThan(10);
    const length = await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: nextSlot().startsAt, minutes: 45 }));
    expect(length.status).toBe(422);
    expect(why(length)).toMatch(/30 minutes after start/);
    const past = await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: instantAt(dayFromToday(-2), 10 * 60, tz()) }));
    expect(past.status).toBe(422);
    expect((await post(token, bookBody({ patientId: patient.id, doctorId: "no-such-doctor", start: nextSlot().startsAt }))).status).toBe(422);
    expect((await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: nextSlot().startsAt, extra: { status: "proposed" } }))).status).toBe(422);

    expect((await post(token, { resourceType: "Patient" })).status).toBe(400);
    expect((await fhir(bookAppointment, { method: "POST", url: "/fhir/Appointment", token, body: "{not json", contentType: FHIR })).status).toBe(400);
    expect((await post(token, bookBody({ patientId: patient.id, doctorId: doctor.id, start: nextSlot().startsAt }), "text/plain")).status).toBe(415);
    // Nothing half-written.
    expect(await prisma.appointment.count()).toBe(before);
  });

  it("a time held for a waitlist patient is taken too: 409 saying until when", async () => {
    const { doctor } = await createDoctor();
    const [waiting, patient] = [await createUser(), await createUser()];
    const slot = nextSlot();
    await createHeldOffer(waiting.id, doctor.id, slot.startsAt);
    const r = await post(await tokenFor(patient.id), bookBody({ patientId: patient.id, doctorId: doctor.id, start: slot.startsAt }));
    expect(r.status).toBe(409);
    expect(why(r)).toMatch(/held for a patient on the waitlist/);
  });

  it("the race: a FHIR booking against a web booking of the same time, one wins, the other 409", async () => {
    const { POST: webBook } = await import("@/app/api/appointment/book-appointment/route");
    const { doctor } = await createDoctor();
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await createUser(), await createUser()];
      const [ta, tb] = [await tokenFor(a.id), await tokenFor(b.id)];
      const slot = nextSlot();
      const [viaFhir, viaWeb] = await Promise.all([
        post(ta, bookBody({ patientId: a.id, doctorId: doctor.id, start: slot.startsAt })),
        call(webBook, { token: tb, json: { doctorId: doctor.id, date: slot.date, time: slot.time } }),
      ]);
      expect([viaFhir.status, viaWeb.status].sort()).toEqual([201, 409]);
      if (viaFhir.status === 409) expect(why(viaFhir)).toBe(SLOT_TAKEN);
      else expect(viaWeb.body.message).toBe(SLOT_TAKEN);
      expect(await prisma.appointment.count({ where: { doctorId: doctor.id, startsAt: slot.startsAt, status: { not: "cancelled" } } })).toBe(1);
    }
  });
});

describe("PATCH /fhir/Appointment/{id}", () => {
  it("cancels with a JSON Patch under the usual policy, the reason kept", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const a = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: instantAt(dayFromToday(5), 11 * 60, tz()) });
    const r = await patch(token, a.id, [
      { op: "replace", path: "/status", value: "cancelled" },
      { op: "add", path: "/cancelationReason", value: { text: "Feeling better" } },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: a.id, status: "cancelled", cancelationReason: { text: "Feeling better" } });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ status: "cancelled", cancelReason: "Feeling better", cancelledById: patient.id });
    // Twice: the visit no longer awaits the patient (409, as the REST API).
    expect((await patch(token, a.id, [{ op: "replace", path: "/status", value: "cancelled" }])).status).toBe(409);
  });

  it("any other change 422; another's visit 403; unknown 404; inside the cutoff 409; not a JSON Patch 415/400; anonymous 401", async () => {
    const { doctor } = await createDoctor();
    const patient = await createUser();
    const token = await tokenFor(patient.id);
    const a = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: instantAt(dayFromToday(5), 12 * 60, tz()) });
    for (const ops of [[{ op: "replace", path: "/status", value: "noshow" }], [{ op: "replace", path: "/start", value: "2030-01-01T10:00:00Z" }]]) {
      const r = await patch(token, a.id, ops);
      expect(r.status).toBe(422);
      expect(r.body.issue[0].code).toBe("business-rule");
    }
    const cancel = [{ op: "replace", path: "/status", value: "cancelled" }];
    expect((await patch(await tokenFor((await createUser()).id), a.id, cancel)).status).toBe(403);
    expect((await patch(token, "nope", cancel)).status).toBe(404);
    expect((await patch(null, a.id, cancel)).status).toBe(401);
    expect((await patch(token, a.id, cancel, "application/json")).status).toBe(415);
    expect((await patch(token, a.id, { op: "replace" })).status).toBe(400);
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 24 } });
    const soon = await createAppointment({ patientId: patient.id, doctorId: doctor.id, startsAt: new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 3600_000) });
    const cutoff = await patch(token, soon.id, cancel);
    expect(cutoff.status).toBe(409);
    expect(why(cutoff)).toMatch(/call the clinic/);
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ status: "pending" });
  });
});

describe("every private route, table-driven", () => {
  // [method, handler, url, params, body, content type]
  const ROUTES = [
    ["GET", readPatient, "/fhir/Patient/x", { id: "x" }, undefined, undefined],
    ["GET", searchPatients, "/fhir/Patient?name=a", {}, undefined, undefined],
    ["GET", readAppointment, "/fhir/Appointment/x", { id: "x" }, undefined, undefined],
    ["GET", searchAppointments, "/fhir/Appointment", {}, undefined, undefined],
    ["POST", bookAppointment, "/fhir/Appointment", {}, "{}", FHIR],
    ["PATCH", patchAppointment, "/fhir/Appointment/x", { id: "x" }, "[]", "application/json-patch+json"],
  ] as const;

  it("anonymous, a made-up token and a signed-out one: 401 with an OperationOutcome and WWW-Authenticate", async () => {
    const user = await createUser();
    const revoked = await tokenFor(user.id);
    await prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    for (const [method, handler, url, params, body, contentType] of ROUTES) {
      for (const token of [null, "made-up", revoked]) {
        const r = await fhir(handler, { method, url, params, token, body, contentType });
        expect(r.status, `${method} ${url} ${token?.slice(0, 8)}`).toBe(401);
        expect(r.body.issue[0].code).toBe("login");
        expect(r.headers.get("www-authenticate")).toContain("Bearer");
      }
    }
  });

  it("what each role may not do: 403", async () => {
    const { user: doctorUser } = await createDoctor();
    const doctor = await tokenFor(doctorUser.id);
    const patientUser = await createUser();
    const patient = await tokenFor(patientUser.id);
    const body = JSON.stringify(bookBody({ patientId: patientUser.id, doctorId: "d", start: nextSlot().startsAt }));
    const refused: [string, Parameters<typeof call>[0], CallOptions][] = [
      ["doctor reads a Patient", readPatient, { url: `/fhir/Patient/${patientUser.id}`, params: { id: patientUser.id }, token: doctor }],
      ["doctor searches Patients", searchPatients, { url: "/fhir/Patient?name=a", token: doctor }],
      ["patient searches Patients", searchPatients, { url: "/fhir/Patient", token: patient }],
      ["doctor books", bookAppointment, { method: "POST", url: "/fhir/Appointment", token: doctor, body, contentType: FHIR }],
    ];
    for (const [what, handler, opts] of refused) {
      const r = await fhir(handler, opts);
      expect(r.status, what).toBe(403);
      expect(r.body.issue[0].code, what).toBe("forbidden");
    }
  });
});
