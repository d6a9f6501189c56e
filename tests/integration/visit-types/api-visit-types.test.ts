// Issue 24 items 2 and 7: GET /api/visit-types and the admin's visit-type routes. Who may call
// them, each field's bounds, archiving (never deleting; the last active type stays), restoring,
// the order (the first active type is the default) and two admins archiving the last two types
// at once.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as publicList } from "@/app/api/visit-types/route";
import { GET as adminList, POST as create } from "@/app/api/admin/visit-types/route";
import { PUT as replace, DELETE as archive } from "@/app/api/admin/visit-types/[id]/route";
import { POST as restore } from "@/app/api/admin/visit-types/[id]/restore/route";
import { POST as move } from "@/app/api/admin/visit-types/[id]/move/route";
import { prisma } from "@/lib/db";
import { adminVisitTypeShape, visitTypeShape } from "@/lib/visit-types/shapes";
import { LAST_ACTIVE_TYPE, UNKNOWN_DOCTORS, VISIT_TYPE_NOT_FOUND } from "@/lib/visit-types/admin";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { call, expectFailure, type CallOptions } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, createVisitType, nextSlot, snapshot, tokenFor } from "@/tests/helpers/factories";

type Who = "anonymous" | "patient" | "doctor" | "admin";
const tokens: Record<Who, string | null> = { anonymous: null, patient: null, doctor: null, admin: null };
let admin: string;
let doctorA: string;
let doctorB: string;
const UNKNOWN = "cunknownid0000000000000000";

beforeAll(async () => {
  const patient = await createUser();
  const doctor = await createDoctor({ name: "Dr. Alma Alpha" });
  doctorA = doctor.doctor.id;
  doctorB = (await createDoctor({ name: "Dr. Bea Beta" })).doctor.id;
  tokens.patient = await tokenFor(patient.id);
  tokens.doctor = await tokenFor(doctor.user.id);
  tokens.admin = await tokenFor((await createUser({ role: "admin" })).id);
  admin = tokens.admin;
});

const followUp = { name: "Follow-up", description: "A short check after a visit", durationMinutes: 15, price: 20, mode: "in_person", bufferMinutes: 5 };
const publicTypes = async () => z.array(visitTypeShape).parse((await call(publicList)).body.visitTypes);
const adminTypes = async () => z.array(adminVisitTypeShape).parse((await call(adminList, { token: admin })).body.visitTypes);
/** Direct writes skip the domain: drop the cached reads as it would. */
const direct = async <T>(write: Promise<T>) => {
  const out = await write;
  visitTypesChanged();
  return out;
};

describe("authorization", () => {
  const ROWS: [string, (token: string | null) => Promise<number>, Record<Who, number>][] = [
    ["GET /api/visit-types", async (token) => (await call(publicList, { token })).status, { anonymous: 200, patient: 200, doctor: 200, admin: 200 }],
    ["GET /api/admin/visit-types", async (token) => (await call(adminList, { token })).status, { anonymous: 401, patient: 403, doctor: 403, admin: 200 }],
    [
      "POST /api/admin/visit-types",
      async (token) => (await call(create, { token, json: { name: "Matrix", durationMinutes: 30 } })).status,
      { anonymous: 401, patient: 403, doctor: 403, admin: 201 },
    ],
    [
      "PUT /api/admin/visit-types/{id}",
      async (token) => (await call(replace, { token, method: "PUT", params: { id: (await createVisitType()).id }, json: followUp })).status,
      { anonymous: 401, patient: 403, doctor: 403, admin: 200 },
    ],
    [
      "DELETE /api/admin/visit-types/{id}",
      async (token) => (await call(archive, { token, method: "DELETE", params: { id: (await createVisitType()).id } })).status,
      { anonymous: 401, patient: 403, doctor: 403, admin: 200 },
    ],
    [
      "POST /api/admin/visit-types/{id}/restore",
      async (token) => (await call(restore, { token, method: "POST", params: { id: (await createVisitType({ archived: true })).id } })).status,
      { anonymous: 401, patient: 403, doctor: 403, admin: 200 },
    ],
    [
      "POST /api/admin/visit-types/{id}/move",
      async (token) => (await call(move, { token, params: { id: (await createVisitType()).id }, json: { direction: "down" } })).status,
      { anonymous: 401, patient: 403, doctor: 403, admin: 200 },
    ],
  ];

  it.each(ROWS)("%s", async (_route, run, want) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(want) as Who[]) got[who] = await run(tokens[who]);
    expect(got).toEqual(want);
  });

  it("refuses non-admins without writing anything", async () => {
    const id = (await createVisitType()).id;
    const before = await snapshot();
    for (const who of ["anonymous", "patient", "doctor"] as const) {
      const token = tokens[who];
      const status = who === "anonymous" ? 401 : 403;
      expectFailure(await call(create, { token, json: followUp }), status);
      expectFailure(await call(replace, { token, method: "PUT", params: { id }, json: followUp }), status);
      expectFailure(await call(archive, { token, method: "DELETE", params: { id } }), status);
      expectFailure(await call(move, { token, params: { id }, json: { direction: "up" } }), status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("adding and editing", () => {
  it("adds a type last in the list, in the admin's shape: 201", async () => {
    const r = await call(create, { token: admin, json: { ...followUp, doctorIds: [doctorB, doctorA, doctorA] } });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("Visit type added");
    const type = adminVisitTypeShape.parse(r.body.visitType);
    expect(type).toMatchObject({ ...followUp, active: true });
    expect([...type.doctorIds!].sort()).toEqual([doctorA, doctorB].sort());
    expect((await adminTypes()).at(-1)?._id).toBe(type._id);
  });

  it("takes the defaults: the doctor's fee, in person, no buffer, every doctor", async () => {
    const r = await call(create, { token: admin, json: { name: "  Quick chat  ", durationMinutes: "10", price: "" } });
    expect(r.status).toBe(201);
    expect(r.body.visitType).toMatchObject({ name: "Quick chat", description: "", durationMinutes: 10, price: null, mode: "in_person", bufferMinutes: 0, doctorIds: null });
  });

  it("replaces a type with PUT; fields left out take their defaults", async () => {
    const { id } = await createVisitType({ price: 40, bufferMinutes: 10, doctorIds: [doctorA] });
    const r = await call(replace, { token: admin, method: "PUT", params: { id }, json: { name: "Video consult", durationMinutes: 20, mode: "video" } });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Visit type saved");
    expect(adminVisitTypeShape.parse(r.body.visitType)).toEqual({
      _id: id, name: "Video consult", description: "", durationMinutes: 20, price: null, mode: "video", bufferMinutes: 0, doctorIds: null, seriesAllowed: false, seriesMaxCount: 8, active: true,
    });
    expect(await prisma.visitTypeDoctor.count({ where: { visitTypeId: id } })).toBe(0);
    // ...and back to a list of doctors.
    const again = await call(replace, { token: admin, method: "PUT", params: { id }, json: { name: "Video consult", durationMinutes: 20, doctorIds: [doctorB] } });
    expect(again.body.visitType.doctorIds).toEqual([doctorB]);
  });

  it("keeps what booked appointments were booked with", async () => {
    const type = await createVisitType({ durationMinutes: 45, bufferMinutes: 10 });
    const booked = await createAppointment({ patientId: (await createUser()).id, doctorId: doctorA, startsAt: nextSlot().startsAt, visitTypeId: type.id, durationMinutes: 45, bufferMinutes: 10 });
    expect((await call(replace, { token: admin, method: "PUT", params: { id: type.id }, json: { name: "Shorter", durationMinutes: 15 } })).status).toBe(200);
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({ endsAt: booked.endsAt, bufferMinutes: 10, visitTypeId: type.id });
  });
});

describe("bad input: a 400 with a clear message, nothing written", () => {
  const CASES: [string, unknown, RegExp | string][] = [
    ["no name", { durationMinutes: 30 }, "The name is required"],
    ["a blank name", { name: "  ", durationMinutes: 30 }, "The name is required"],
    ["a name of 81 characters", { name: "x".repeat(81), durationMinutes: 30 }, "The name must be at most 80 characters"],
    ["a description of 501 characters", { name: "A", description: "x".repeat(501), durationMinutes: 30 }, "The description must be at most 500 characters"],
    ["no duration", { name: "A" }, "The duration is required"],
    ["a duration of 0", { name: "A", durationMinutes: 0 }, "The duration must be between 5 and 480 minutes"],
    ["a duration of 485", { name: "A", durationMinutes: 485 }, "The duration must be between 5 and 480 minutes"],
    ["a duration of 32", { name: "A", durationMinutes: 32 }, "The duration must be a multiple of 5 minutes"],
    ["a fractional duration", { name: "A", durationMinutes: 30.5 }, "The duration must be a whole number of minutes"],
    ["a duration as words", { name: "A", durationMinutes: "half an hour" }, "The duration must be a whole number of minutes"],
    ["a negative price", { name: "A", durationMinutes: 30, price: -1 }, "The price must be between 0 and 100000"],
    ["a price of 100001", { name: "A", durationMinutes: 30, price: 100001 }, "The price must be between 0 and 100000"],
    ["a fractional price", { name: "A", durationMinutes: 30, price: 9.99 }, "The price must be a whole number"],
    ["a price as words", { name: "A", durationMinutes: 30, price: "free" }, /price must be a whole number/],
    ["a buffer of 125", { name: "A", durationMinutes: 30, bufferMinutes: 125 }, "The buffer must be between 0 and 120 minutes"],
    ["a negative buffer", { name: "A", durationMinutes: 30, bufferMinutes: -5 }, "The buffer must be between 0 and 120 minutes"],
    ["a buffer of 3", { name: "A", durationMinutes: 30, bufferMinutes: 3 }, "The buffer must be a multiple of 5 minutes"],
    ["an unknown mode", { name: "A", durationMinutes: 30, mode: "phone" }, 'The mode must be "in_person" or "video"'],
    ["an empty list of doctors", { name: "A", durationMinutes: 30, doctorIds: [] }, "Choose at least one doctor, or offer it with every doctor"],
    ["doctors as a string", { name: "A", durationMinutes: 30, doctorIds: "all" }, /doctorIds must be a list/],
    ["a malformed doctor id", { name: "A", durationMinutes: 30, doctorIds: ["a b"] }, "That id is not valid"],
    ["an unknown doctor id", { name: "A", durationMinutes: 30, doctorIds: [UNKNOWN] }, UNKNOWN_DOCTORS],
    ["a known and an unknown doctor id", { name: "A", durationMinutes: 30, doctorIds: ["placeholder", UNKNOWN] }, UNKNOWN_DOCTORS],
  ];

  it.each(CASES)("POST and PUT: %s", async (_label, body, message) => {
    const json = JSON.parse(JSON.stringify(body).replace("placeholder", doctorA));
    const before = await snapshot();
    const created = await call(create, { token: admin, json });
    expectFailure(created, 400, message);
    const replaced = await call(replace, { token: admin, method: "PUT", params: { id: "consultation" }, json });
    expectFailure(replaced, 400, message);
    expect(await snapshot()).toEqual(before);
  });

  const RAW: [string, CallOptions][] = [
    ["malformed JSON", { body: '{"name": "unterminated', contentType: "application/json" }],
    ["a JSON array", { body: "[]", contentType: "application/json" }],
    ["a JSON string", { body: '"Follow-up"', contentType: "application/json" }],
  ];
  it.each(RAW)("%s", async (_label, opts) => {
    expectFailure(await call(create, { token: admin, ...opts }), 400);
    expectFailure(await call(replace, { token: admin, method: "PUT", params: { id: "consultation" }, ...opts }), 400);
    expectFailure(await call(move, { token: admin, params: { id: "consultation" }, ...opts }), 400);
  });

  it("an unknown visit type id: 404; a malformed one: 400", async () => {
    for (const [id, status] of [[UNKNOWN, 404], ["has space", 400], ["x".repeat(65), 400]] as const) {
      const message = status === 404 ? VISIT_TYPE_NOT_FOUND : undefined;
      expectFailure(await call(replace, { token: admin, method: "PUT", params: { id }, json: followUp }), status, message);
      expectFailure(await call(archive, { token: admin, method: "DELETE", params: { id } }), status, message);
      expectFailure(await call(restore, { token: admin, method: "POST", params: { id } }), status, message);
      expectFailure(await call(move, { token: admin, params: { id }, json: { direction: "up" } }), status, message);
    }
  });

  it("a move without a direction, or another one: 400", async () => {
    expectFailure(await call(move, { token: admin, params: { id: "consultation" }, json: {} }), 400, 'direction must be "up" or "down"');
    expectFailure(await call(move, { token: admin, params: { id: "consultation" }, json: { direction: "left" } }), 400, 'direction must be "up" or "down"');
  });
});

/** Leaves exactly these types active, in this order, at the top of the list. */
async function onlyActive(...ids: string[]) {
  const top = (await prisma.visitType.aggregate({ _min: { position: true } }))._min.position ?? 0;
  await direct(
    prisma.$transaction([
      prisma.visitType.updateMany({ where: { id: { notIn: ids }, archivedAt: null }, data: { archivedAt: new Date() } }),
      prisma.visitType.updateMany({ where: { id: { in: ids } }, data: { archivedAt: null } }),
      ...ids.map((id, i) => prisma.visitType.update({ where: { id }, data: { position: top - ids.length + i } })),
    ]),
  );
}

describe("archiving and restoring", () => {
  it("archives (never deletes) a type with appointments; patients no longer see it; restore brings it back", async () => {
    const type = await createVisitType({ name: "Archivable" });
    await createAppointment({ patientId: (await createUser()).id, doctorId: doctorB, startsAt: nextSlot().startsAt, visitTypeId: type.id });
    visitTypesChanged();
    expect((await publicTypes()).map((t) => t._id)).toContain(type.id);

    const r = await call(archive, { token: admin, method: "DELETE", params: { id: type.id } });
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^Visit type archived/);
    expect(adminVisitTypeShape.parse(r.body.visitType)).toMatchObject({ _id: type.id, active: false });
    expect(await prisma.visitType.count({ where: { id: type.id } })).toBe(1);
    expect(await prisma.appointment.count({ where: { visitTypeId: type.id } })).toBe(1);
    expect((await publicTypes()).map((t) => t._id)).not.toContain(type.id);
    expect((await adminTypes()).find((t) => t._id === type.id)).toMatchObject({ active: false });
    // Archiving it again changes nothing.
    expect((await call(archive, { token: admin, method: "DELETE", params: { id: type.id } })).status).toBe(200);

    const back = await call(restore, { token: admin, method: "POST", params: { id: type.id } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ success: true, message: "Visit type restored", visitType: { _id: type.id, active: true } });
    expect((await publicTypes()).map((t) => t._id)).toContain(type.id);
  });

  it("refuses to archive the last active type: 409, and it stays active", async () => {
    await onlyActive("consultation");
    const r = await call(archive, { token: admin, method: "DELETE", params: { id: "consultation" } });
    expectFailure(r, 409, LAST_ACTIVE_TYPE);
    expect((await publicTypes()).map((t) => t._id)).toEqual(["consultation"]);
  });

  it("two admins archiving the last two types at once leave one active", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createVisitType({ name: `Race A${round}` });
      const b = await createVisitType({ name: `Race B${round}` });
      await onlyActive(a.id, b.id);
      const replies = await Promise.all([a.id, b.id].map((id) => call(archive, { token: admin, method: "DELETE", params: { id } })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await prisma.visitType.count({ where: { archivedAt: null } })).toBe(1);
    }
  });
});

describe("no doctor is left without a type to book", () => {
  it("refuses archiving the last type a doctor offers, or narrowing its doctors away from them: 409 naming them, nothing changed", async () => {
    const general = await createVisitType({ name: "General visit" }); // every doctor
    const onlyA = await createVisitType({ name: "Alpha only", doctorIds: [doctorA] });
    await onlyActive(general.id, onlyA.id);
    // Dr. Alma Alpha keeps "Alpha only"; Dr. Bea Beta would have nothing.
    const archived = await call(archive, { token: admin, method: "DELETE", params: { id: general.id } });
    const narrowed = await call(replace, { token: admin, method: "PUT", params: { id: general.id }, json: { ...followUp, name: "General visit", doctorIds: [doctorA] } });
    for (const r of [archived, narrowed]) {
      expect(r.status).toBe(409);
      expect(r.body.message).toContain("Dr. Bea Beta");
      expect(r.body.message).not.toContain("Dr. Alma Alpha");
      expect(r.body.message).toMatch(/would have no visit type left.*first\.$/);
    }
    expect((await publicTypes()).map((t) => [t._id, t.doctorIds])).toEqual([
      [general.id, null],
      [onlyA.id, [doctorA]],
    ]);
    // Once Dr. Bea Beta has a type of her own, the general one can go.
    const forB = await call(create, { token: admin, json: { name: "Beta only", durationMinutes: 30, doctorIds: [doctorB] } });
    expect(forB.status).toBe(201);
    expect((await call(archive, { token: admin, method: "DELETE", params: { id: general.id } })).status).toBe(200);
  });
});

describe("the order", () => {
  it("the first active type is the default; moving one up or down swaps it with its neighbour", async () => {
    const first = await createVisitType({ name: "Consultation first" });
    const second = await createVisitType({ name: "Follow-up second" });
    await onlyActive(first.id, second.id);
    expect((await publicTypes()).map((t) => t._id)).toEqual([first.id, second.id]);

    const r = await call(move, { token: admin, params: { id: second.id }, json: { direction: "up" } });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Order saved");
    const order = z.array(adminVisitTypeShape).parse(r.body.visitTypes).map((t) => t._id);
    expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1);
    expect((await publicTypes()).map((t) => t._id)).toEqual([second.id, first.id]);
    expect((await adminTypes()).map((t) => t._id)).toEqual(order);

    // At the top, up moves nothing; down puts it back.
    const top = (await adminTypes())[0]._id;
    const still = await call(move, { token: admin, params: { id: top }, json: { direction: "up" } });
    expect(still.body.visitTypes.map((t: { _id: string }) => t._id)).toEqual(order);
    await call(move, { token: admin, params: { id: second.id }, json: { direction: "down" } });
    expect((await publicTypes()).map((t) => t._id)).toEqual([first.id, second.id]);
  });

  it("adds new types last, after the archived ones too", async () => {
    const r = await call(create, { token: admin, json: { name: "Newest", durationMinutes: 60 } });
    const all = await adminTypes();
    expect(all.at(-1)?._id).toBe(r.body.visitType._id);
    const positions = await prisma.visitType.findMany({ select: { position: true } });
    expect(new Set(positions.map((p) => p.position)).size).toBe(positions.length);
  });
});
