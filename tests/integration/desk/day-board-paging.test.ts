// The front desk's day a page of doctors at a time (issue 40): a clinic of many doctors is not one
// column each on one screen. The board pages by name (`offset`, `?page=`), GET /api/desk/day by
// `limit` and `cursor`; without `limit` the answer is every doctor of the day as before (no
// nextCursor key). Who works the day (hours that weekday, or visits on it) decides the pages.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as deskDayRoute } from "@/app/api/desk/day/route";
import { prisma } from "@/lib/db";
import { findActor, type Actor } from "@/lib/accounts/users";
import { DESK_UNKNOWN_CURSOR, deskDay } from "@/lib/desk/day-board";
import { deskDoctorShape } from "@/lib/appointments/shapes";
import { WEEKDAYS } from "@/lib/schedule/slots";
import { createAppointment, createDoctor, createUser, nextSlot, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const SPECIALITY = "Dermatologist";
const noHours = Object.fromEntries(WEEKDAYS.map((d) => [d, []]));
let desk: Actor;
let deskToken: string;
let date: string;
/** The working doctors' ids in the board's order (by name). */
let working: string[];
let visitId: string;

beforeAll(async () => {
  const user = await createUser({ role: "receptionist" });
  desk = (await findActor(user.id, 0))!;
  deskToken = await tokenFor(user.id);
  const patient = await createUser({ role: "patient" });
  const slot = nextSlot();
  date = slot.date;
  // Seven of the speciality work the day (default hours), named out of order; one has no hours
  // but a visit that day (it works); one has no hours and no visit (it does not); one of another speciality.
  const names = ["Dr. Gia Page", "Dr. Ada Page", "Dr. Fay Page", "Dr. Cy Page", "Dr. Eve Page", "Dr. Bo Page", "Dr. Dan Page"];
  const made = [];
  for (const name of names) made.push(await createDoctor({ name, speciality: SPECIALITY }));
  const visited = await createDoctor({ name: "Dr. Hal Page", speciality: SPECIALITY });
  await prisma.doctor.update({ where: { id: visited.doctor.id }, data: { hours: noHours } });
  visitId = (await createAppointment({ patientId: patient.id, doctorId: visited.doctor.id, startsAt: slot.startsAt })).id;
  const idle = await createDoctor({ name: "Dr. Ida Page", speciality: SPECIALITY });
  await prisma.doctor.update({ where: { id: idle.doctor.id }, data: { hours: noHours } });
  await createDoctor({ name: "Dr. Abe Other", speciality: "Cardiologist" });
  working = [...made, visited].sort((a, b) => a.user.name.localeCompare(b.user.name)).map((d) => d.doctor.id);
});

describe("deskDay paging (the board)", () => {
  it("gives every working doctor by name without a limit, and a page of them with one", async () => {
    const all = await deskDay(desk, date, { speciality: SPECIALITY });
    expect(all.doctors.map((d) => d._id)).toEqual(working);
    expect(all.working.map((d) => d._id)).toEqual(working);
    expect(all.nextCursor).toBeNull();
    expect(all.visits).toBe(1);

    const second = await deskDay(desk, date, { speciality: SPECIALITY }, new Date(), { offset: 3, limit: 3 });
    expect(second.doctors.map((d) => d._id)).toEqual(working.slice(3, 6));
    expect(second.offset).toBe(3);
    // The doctor filter's list and the summary's counts stay the whole day's.
    expect(second.working.map((d) => d._id)).toEqual(working);
    expect(second.visits).toBe(1);
    expect(second.nextCursor).toBe(working[5]);
    // The Hal column (no hours, one visit) is on the last page with its visit.
    const last = await deskDay(desk, date, { speciality: SPECIALITY }, new Date(), { offset: 6, limit: 3 });
    expect(last.doctors.map((d) => d._id)).toEqual(working.slice(6));
    expect(last.doctors.at(-1)!.appointments.map((a) => a._id)).toEqual([visitId]);
    expect(last.nextCursor).toBeNull();
  });

  it("shows the last page for a page past the end, and one doctor when the doctor filter names them", async () => {
    const past = await deskDay(desk, date, { speciality: SPECIALITY }, new Date(), { offset: 30, limit: 3 });
    expect(past.offset).toBe(6);
    expect(past.doctors.map((d) => d._id)).toEqual(working.slice(6));

    const one = await deskDay(desk, date, { speciality: SPECIALITY, doctorId: working[4] }, new Date(), { offset: 3, limit: 3 });
    expect(one.doctors.map((d) => d._id)).toEqual([working[4]]);
    expect(one.working.map((d) => d._id)).toEqual(working);
    expect(one.nextCursor).toBeNull();
    expect(one.visits).toBe(0);
  });
});

describe("GET /api/desk/day paging", () => {
  const get = (query: string) => call(deskDayRoute, { token: deskToken, url: `/x?date=${date}&speciality=${SPECIALITY}${query}` });

  it("answers as before without limit: every doctor, no nextCursor", async () => {
    const res = await get("");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["date", "doctors", "success"]);
    expect(res.body.doctors.map((d: unknown) => deskDoctorShape.parse(d)._id)).toEqual(working);
  });

  it("walks the pages by limit and cursor: every doctor once, in order, nextCursor null on the last", async () => {
    const seen: string[] = [];
    let cursor = "";
    for (let pages = 0; pages < 10; pages++) {
      const res = await get(`&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ids = res.body.doctors.map((d: unknown) => deskDoctorShape.parse(d)._id);
      expect(ids.length).toBeLessThanOrEqual(3);
      seen.push(...ids);
      if (res.body.nextCursor === null) break;
      expect(res.body.nextCursor).toBe(ids.at(-1));
      cursor = res.body.nextCursor;
    }
    expect(seen).toEqual(working);
  });

  it("refuses a cursor that is no doctor of the list, and a bad limit, with 400", async () => {
    const other = await createDoctor({ name: "Dr. Zed Else", speciality: "Neurologist" });
    expectFailure(await get(`&limit=3&cursor=${other.doctor.id}`), 400, DESK_UNKNOWN_CURSOR);
    expect((await get("&limit=0")).status).toBe(400);
    expect((await get("&limit=101")).status).toBe(400);
  });
});
