// The actor behind a session (lib/accounts/users.ts findSessionActor), read with one query on every
// signed-in request (issue 43): each reason a session no longer signs anyone in, one at a time,
// against the database's own rows (the session, its account, the account's doctor row).
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { findSessionActor } from "@/lib/accounts/users";
import { startSession } from "@/lib/accounts/sessions";
import { createDoctor, createUser } from "@/tests/helpers/factories";

type Claims = Parameters<typeof findSessionActor>[0];
let patient: Awaited<ReturnType<typeof createUser>>;
let claims: Claims;

beforeEach(async () => {
  patient = await createUser({ role: "patient", name: "Sam Session" });
  await prisma.user.update({ where: { id: patient.id }, data: { locale: "fr" } });
  const session = await startSession(patient.id, "web", 3600);
  claims = { userId: patient.id, version: 0, sessionId: session.id };
});

describe("findSessionActor", () => {
  it("gives the account's actor, its language and the session it came by", async () => {
    expect(await findSessionActor(claims)).toEqual({
      id: patient.id,
      role: "patient",
      name: "Sam Session",
      email: patient.email,
      image: expect.any(String),
      tokenVersion: 0,
      locale: "fr",
      sessionId: claims.sessionId,
    });
  });

  it("refuses an unknown session, another account's, an expired one and an old token version", async () => {
    expect(await findSessionActor({ ...claims, sessionId: "no-such-session" })).toBeNull();
    const other = await createUser({ role: "patient" });
    expect(await findSessionActor({ ...claims, userId: other.id })).toBeNull();
    expect(await findSessionActor(claims, new Date(Date.now() + 3601 * 1000))).toBeNull();
    await prisma.user.update({ where: { id: patient.id }, data: { tokenVersion: 1 } });
    expect(await findSessionActor(claims)).toBeNull();
    expect(await findSessionActor({ ...claims, version: 1 })).toMatchObject({ id: patient.id, tokenVersion: 1 });
  });

  it("refuses a closed account: an archived staff account, and a doctor whose doctor row is archived", async () => {
    const desk = await createUser({ role: "receptionist" });
    const deskClaims = { userId: desk.id, version: 0, sessionId: (await startSession(desk.id, "web", 3600)).id };
    expect(await findSessionActor(deskClaims)).toMatchObject({ id: desk.id, role: "receptionist" });
    await prisma.user.update({ where: { id: desk.id }, data: { archivedAt: new Date() } });
    expect(await findSessionActor(deskClaims)).toBeNull();

    // Archiving ends the doctor's sessions too; a session left over is still refused by the doctor row.
    const doctor = await createDoctor({ name: "Dr. Session Kept" });
    const doctorClaims = { userId: doctor.user.id, version: 0, sessionId: (await startSession(doctor.user.id, "web", 3600)).id };
    expect(await findSessionActor(doctorClaims)).toMatchObject({ id: doctor.user.id, role: "doctor" });
    await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { archivedAt: new Date() } });
    expect(await findSessionActor(doctorClaims)).toBeNull();
  });
});
