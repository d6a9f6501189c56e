// Issue 41, finding 1: one account, many dependents. A patient has at most the clinic's number of
// family members (maxDependentsPerGuardian, a setting, default 10) and adds them at a bounded
// pace; the limits that protect the clinic from one account count the household (a guardian and
// their family): places in one doctor's waitlist, open visits with one doctor.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addDependent } from "@/app/api/user/dependents/route";
import { DELETE as removeDependent } from "@/app/api/user/dependents/[id]/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/admin/settings/route";
import { POST as joinWaitlist } from "@/app/api/waitlist/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { prisma } from "@/lib/db";
import { tooManyDependents } from "@/lib/clinic/dependent-addition";
import { householdOpenLimit } from "@/lib/appointments/household";
import { HOUSEHOLD_LINE_FULL } from "@/lib/waitlist/entries";
import { createDoctor, createUser, dayFromToday, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let admin: string;
const child = (i: number) => ({ name: `Child Number${i}`, dob: "2015-05-05", relationship: "child" });
const add = (token: string, i: number) => call(addDependent, { token, json: child(i) });

beforeAll(async () => {
  admin = await tokenFor((await createUser({ role: "admin" })).id);
});
afterAll(async () => {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { maxDependentsPerGuardian: 10 } });
  await setOpenLimits(2, 5);
});

describe("family members per patient", () => {
  it("is a clinic setting, 10 by default, read and changed by GET and PUT /api/admin/settings", async () => {
    expect((await call(readSettings, { token: admin })).body.settings.maxDependentsPerGuardian).toBe(10);
    expectFailure(await call(saveSettings, { method: "PUT", token: admin, json: { maxDependentsPerGuardian: 0 } }), 400);
    expectFailure(await call(saveSettings, { method: "PUT", token: admin, json: { maxDependentsPerGuardian: 51 } }), 400);
    const saved = await call(saveSettings, { method: "PUT", token: admin, json: { maxDependentsPerGuardian: 3 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.maxDependentsPerGuardian).toBe(3);
  });

  it("caps a patient's family members; removing one frees a place", async () => {
    const token = await tokenFor((await createUser()).id);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await add(token, i);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.dependent._id);
    }
    expectFailure(await add(token, 3), 409, tooManyDependents(3));
    expect((await call(removeDependent, { method: "DELETE", token, params: { id: ids[0] } })).status).toBe(200);
    expect((await add(token, 4)).status).toBe(201);
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { maxDependentsPerGuardian: 10 } });
  });

  it("limits how fast they are added: removing and adding again does not get around the cap", async () => {
    const token = await tokenFor((await createUser()).id);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await add(token, i)).body.dependent._id);
    expectFailure(await add(token, 10), 409, tooManyDependents(10));
    expect((await call(removeDependent, { method: "DELETE", token, params: { id: ids[0] } })).status).toBe(200);
    const r = await add(token, 11);
    expectFailure(r, 429, /^Too many family members added\./);
    expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("limits that count the household", () => {
  it("a family holds at most 3 places in one doctor's waitlist, whoever they are for", async () => {
    const guardian = await createUser();
    const token = await tokenFor(guardian.id);
    const kids: string[] = [];
    for (let i = 0; i < 4; i++) kids.push((await add(token, i)).body.dependent._id);
    const doctorId = (await createDoctor({ available: false })).doctor.id;
    const join = (userId: string) => call(joinWaitlist, { token, json: { doctorId, from: dayFromToday(0), to: dayFromToday(10), userId } });
    for (const id of kids.slice(0, 3)) expect((await join(id)).status).toBe(201);
    expectFailure(await join(kids[3]), 409, HOUSEHOLD_LINE_FULL);
    expectFailure(await join(guardian.id), 409, HOUSEHOLD_LINE_FULL);
    // Another doctor's line is another matter.
    const other = (await createDoctor({ available: false })).doctor.id;
    expect((await call(joinWaitlist, { token, json: { doctorId: other, from: dayFromToday(0), to: dayFromToday(10), userId: kids[3] } })).status).toBe(201);
  });

  it("a family holds at most the clinic's open visits in all with one doctor; each person keeps their own limits", async () => {
    await setOpenLimits(2, 3);
    const guardian = await createUser();
    const token = await tokenFor(guardian.id);
    const kids: string[] = [];
    for (let i = 0; i < 2; i++) kids.push((await add(token, i)).body.dependent._id);
    const doctorId = (await createDoctor()).doctor.id;
    const bookFor = (userId: string) => {
      const slot = nextSlot();
      return call(book, { token, json: { userId, doctorId, date: slot.date, time: slot.time } });
    };
    for (const id of [kids[0], kids[0], kids[1]]) expect((await bookFor(id)).status).toBe(201);
    expectFailure(await bookFor(kids[1]), 409, householdOpenLimit(3));
    expectFailure(await bookFor(guardian.id), 409, householdOpenLimit(3));
    // An admin booking on the family's behalf is not limited (as for one person).
    const slot = nextSlot();
    expect((await call(book, { token: admin, json: { userId: kids[1], doctorId, date: slot.date, time: slot.time } })).status).toBe(201);
  });
});
