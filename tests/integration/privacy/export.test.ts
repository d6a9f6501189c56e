// Issue 45 item 4: "Download my data". The file holds every kind of data the clinic keeps about the
// account and its dependents (profile, dependents, visits with their notes, answers and moves, waitlist,
// emails, second-factor status, access log) and nothing of another account, never a secret; it is
// an attachment, private, and rate limited.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as exportRoute } from "@/app/api/user/export/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { encryptSecret } from "@/lib/accounts/two-factor-secret";
import { createAppointment, createDoctor, createUser, createWaitlistEntry, nextSlot, pastInstant, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

const SECRET = "JBSWY3DPEHPK3PXP";
let doctor: Awaited<ReturnType<typeof createDoctor>>;

beforeAll(async () => {
  doctor = await createDoctor({ name: "Dr. Export Doctor" });
});

/** An account with a child, visits (one with a note and a move), a waitlist place, emails and a second factor. */
async function household(name: string, email: string) {
  const user = await createUser({ name, email, phone: `+1 555 ${email.length} 0001` });
  await prisma.user.update({ where: { id: user.id }, data: { address: `${name}'s house`, dob: new Date("1980-01-02T00:00:00Z") } });
  const child = await prisma.user.create({ data: { name: `${name} Junior`, guardianId: user.id, relationship: "child", dob: new Date("2015-03-04T00:00:00Z") } });
  const token = await tokenFor(user.id);
  const slot = nextSlot();
  const r = await call(book, { token, json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time, reason: `${name}'s sore throat` } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const past = await createAppointment({ patientId: child.id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
  // The child's intake answer (issue 47), with its question as asked.
  await prisma.appointment.update({ where: { id: past.id }, data: { answers: [{ questionId: "fever", question: "Any fever?", help: "", kind: "yesNo", choices: [], required: true, value: true }] } });
  await prisma.appointmentReschedule.create({ data: { appointmentId: past.id, fromStartsAt: new Date(past.startsAt.getTime() - 86_400_000), toStartsAt: past.startsAt, byRole: "patient", byUserId: user.id } });
  await createWaitlistEntry(child.id, doctor.doctor.id);
  await prisma.totpFactor.create({ data: { userId: user.id, encryptedSecret: encryptSecret(SECRET), confirmedAt: new Date() } });
  return { user, child, token };
}

describe("GET /api/user/export", () => {
  it("answers every kind of the account's data as an attachment, and nothing of another account", async () => {
    const mine = await household("Esther Exporter", "esther.exporter@example.test");
    const theirs = await household("Norbert Notmine", "norbert.notmine@example.test");
    const r = await call(exportRoute, { token: mine.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="careslot-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers.get("cache-control")).toContain("no-store");
    const data = r.body as Record<string, never>;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(["profile", "dependents", "appointments", "waitlist", "emails", "twoFactor", "accessLog"]));
    expect(data.profile).toMatchObject({ name: "Esther Exporter", email: "esther.exporter@example.test", address: "Esther Exporter's house", dateOfBirth: "1980-01-02" });
    expect(data.dependents).toEqual([expect.objectContaining({ name: "Esther Exporter Junior", relationship: "child", dateOfBirth: "2015-03-04" })]);
    const visits = data.appointments as { patientId: string; notes: string; reschedules: unknown[]; doctor: { name: string } }[];
    expect(visits.map((v) => v.patientId).sort()).toEqual([mine.user.id, mine.child.id].sort());
    expect(visits.find((v) => v.patientId === mine.user.id)?.notes).toBe("Esther Exporter's sore throat");
    expect(visits.find((v) => v.patientId === mine.child.id)?.reschedules).toHaveLength(1);
    expect(visits.find((v) => v.patientId === mine.child.id)).toMatchObject({ answers: [{ question: "Any fever?", kind: "yesNo", value: true }] });
    expect(visits.find((v) => v.patientId === mine.user.id)).toMatchObject({ answers: [] });
    expect(visits[0].doctor.name).toBe("Dr. Export Doctor");
    expect(data.waitlist).toEqual([expect.objectContaining({ patientId: mine.child.id, status: "waiting" })]);
    expect((data.emails as { kind: string; subject: string; date: string }[]).map((e) => e.kind)).toContain("booking_confirmation");
    expect(data.twoFactor).toEqual({ authenticatorApp: true, passkeys: [], recoveryCodesLeft: 0 });
    expect(Array.isArray(data.accessLog)).toBe(true);

    const text = JSON.stringify(data);
    for (const value of ["Norbert", "norbert.notmine", theirs.user.id, theirs.child.id, SECRET, mine.user.passwordHash, "encryptedSecret", "passwordHash", "tokenVersion"]) {
      expect(text, value).not.toContain(value);
    }
  });

  it("is refused to a signed-out caller and to staff, and rate limited", async () => {
    expectFailure(await call(exportRoute, {}), 401);
    expectFailure(await call(exportRoute, { token: await tokenFor(doctor.user.id) }), 403);
    expectFailure(await call(exportRoute, { token: await tokenFor((await createUser({ role: "receptionist" })).id) }), 403);
    const token = await tokenFor((await createUser()).id);
    for (let i = 0; i < 5; i++) expect((await call(exportRoute, { token })).status).toBe(200);
    const limited = await call(exportRoute, { token });
    expectFailure(limited, 429, /Too many downloads/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
