// The staff lists one page at a time (issue 25): /admin/appointments, /doctor/appointments and
// /admin/doctors render a page and link the next by a keyset cursor (the last id shown). Walking
// the pages must give every row once, in the list's order, with its search or status filter,
// ties on the same start broken by id; the admin's doctor cards carry no booked slots.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { findActor, type Actor } from "@/lib/accounts/users";
import { listAllAppointments, listDoctorAppointments } from "@/lib/appointments/reads";
import { OPEN_STATUSES, type AppointmentStatus } from "@/lib/appointments/status";
import { listDoctorCardsForAdmin, listDoctorsForAdmin } from "@/lib/doctors/queries";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createAppointment, createDoctor, createUser } from "@/tests/helpers/factories";

let admin: Actor;
let doctorActor: Actor;
let doctors: Awaited<ReturnType<typeof createDoctor>>[];
const STATUSES: AppointmentStatus[] = ["pending", "confirmed", "completed", "cancelled", "no_show", "checked_in"];

const actorOf = async (id: string) => (await findActor(id, 0))!;

/** Every page of `load` from the first, `limit` rows each: the ids in page order and the page sizes. */
async function walk(load: (cursor: string | null) => Promise<{ items: { _id: string }[]; nextCursor: string | null }>) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await load(cursor);
    ids.push(...page.items.map((r) => r._id));
    sizes.push(page.items.length);
    if (!page.nextCursor) return { ids, sizes };
    expect(page.nextCursor).toBe(page.items[page.items.length - 1]._id);
    cursor = page.nextCursor;
  }
  throw new Error("more than 100 pages");
}

/** The ids the list should show, straight from the table, in (startsAt desc, id asc) order. */
async function expected(where: Prisma.AppointmentWhereInput) {
  const rows = await prisma.appointment.findMany({ where, select: { id: true }, orderBy: [{ startsAt: "desc" }, { id: "asc" }] });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  admin = await actorOf((await createUser({ role: "admin" })).id);
  doctors = [
    await createDoctor({ name: "Dr. Quentin Pagewalker" }),
    await createDoctor({ name: "Dr. Rosa Other" }),
    await createDoctor({ name: "Dr. Sam Third", archived: true }),
  ];
  doctorActor = await actorOf(doctors[0].user.id);
  const patients = [
    await createUser({ name: "Zelda Pagewalker" }),
    await createUser({ name: "Yusuf Plain" }),
    await createUser({ name: "Xavier Plain" }),
  ];
  // 12 starts, each taken by all three doctors at once (three rows on the same instant: the
  // id decides their order), with every status in turn.
  const base = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 30 * 24 * 3_600_000;
  for (let k = 0; k < 12; k++) {
    const startsAt = new Date(base + k * 3 * 3_600_000);
    for (let d = 0; d < 3; d++) {
      await createAppointment({ doctorId: doctors[d].doctor.id, patientId: patients[d].id, startsAt, status: STATUSES[(k + d) % STATUSES.length] });
    }
  }
});

describe("listAllAppointments, page by page", () => {
  it("gives every appointment once, latest first, ties by id, whatever the page size", async () => {
    const all = await expected({});
    expect(all.length).toBeGreaterThanOrEqual(36);
    for (const limit of [1, 5, 12, 36]) {
      const { ids, sizes } = await walk((cursor) => listAllAppointments(admin, { limit, cursor }));
      expect(ids).toEqual(all);
      expect(sizes.slice(0, -1).every((s) => s === limit)).toBe(true);
    }
  });

  it("pages a search by patient or doctor name the same way", async () => {
    // Zelda Pagewalker is the patient of every one of Dr. Pagewalker's appointments: one row each.
    const want = await expected({ doctorId: doctors[0].doctor.id });
    expect(want).toHaveLength(12);
    const { ids } = await walk((cursor) => listAllAppointments(admin, { search: "pagewalker", limit: 5, cursor }));
    expect(ids).toEqual(want);
    const plain = await walk((cursor) => listAllAppointments(admin, { search: "Plain", limit: 7, cursor }));
    expect(plain.ids).toEqual(await expected({ doctorId: { in: [doctors[1].doctor.id, doctors[2].doctor.id] } }));
  });

  it("pages a name so common that hundreds of people share it, and finds nothing for a name nobody has", async () => {
    // More people than the search lists by id (SEARCH_PEOPLE_MAX): it tests the names row by row instead.
    await prisma.user.createMany({
      data: Array.from({ length: 520 }, (_, i) => ({ name: `Commonname Walker ${i}`, email: `commonname${i}@example.test`, passwordHash: "x" })),
    });
    const many = await prisma.user.findMany({ where: { name: { startsWith: "Commonname" } }, select: { id: true }, orderBy: { id: "asc" }, take: 4 });
    const base = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 40 * 24 * 3_600_000;
    for (const [i, p] of many.entries()) {
      await createAppointment({ doctorId: doctors[1].doctor.id, patientId: p.id, startsAt: new Date(base + i * 3_600_000) });
    }
    const { ids } = await walk((cursor) => listAllAppointments(admin, { search: "commonname walker", limit: 3, cursor }));
    expect(ids).toEqual(await expected({ patientId: { in: many.map((p) => p.id) } }));
    expect(ids).toHaveLength(4);
    expect(await listAllAppointments(admin, { search: "nobody-is-called-this", limit: 3 })).toEqual({ items: [], nextCursor: null });
  });

  it("answers an unknown cursor with an empty last page", async () => {
    expect(await listAllAppointments(admin, { limit: 5, cursor: "no-such-appointment" })).toEqual({ items: [], nextCursor: null });
  });
});

describe("listDoctorAppointments, page by page", () => {
  it("gives every one of the doctor's appointments once, with and without a status filter", async () => {
    const doctorId = doctors[0].doctor.id;
    const filters: (readonly AppointmentStatus[] | null)[] = [null, OPEN_STATUSES, ["completed"], ["cancelled"]];
    for (const statuses of filters) {
      const want = await expected({ doctorId, ...(statuses ? { status: { in: [...statuses] } } : {}) });
      expect(want.length).toBeGreaterThan(0);
      const { ids } = await walk((cursor) => listDoctorAppointments(doctorActor, doctorId, { statuses, limit: 2, cursor }));
      expect(ids).toEqual(want);
    }
  });

  it("still lets a doctor page only their own", async () => {
    await expect(listDoctorAppointments(doctorActor, doctors[1].doctor.id, { limit: 2 })).rejects.toMatchObject({ kind: "forbidden" });
  });
});

describe("listDoctorCardsForAdmin, page by page", () => {
  it("gives every doctor once, archived ones included, in the order they joined, with no booked slots", async () => {
    const all = await prisma.doctor.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const { ids } = await walk((cursor) => listDoctorCardsForAdmin(admin, { limit: 2, cursor }));
    expect(ids).toEqual(all.map((d) => d.id));
    const page = await listDoctorCardsForAdmin(admin, { limit: 50 });
    expect(page.items.every((d) => Object.keys(d.slots_booked).length === 0)).toBe(true);
    // The header's counts come with the page: every doctor, and the archived ones among them.
    expect(page.total).toBe(all.length);
    expect(page.archived).toBe(await prisma.doctor.count({ where: { archivedAt: { not: null } } }));
    // The same doctors as the API's admin listing, field for field apart from the slots.
    const api = await listDoctorsForAdmin(admin, { limit: 50 });
    expect(page.items.map(({ slots_booked: _, ...d }) => d)).toEqual(api.items.map(({ slots_booked: _, ...d }) => d));
  });

  it("pages a search by name or speciality", async () => {
    const matching = await prisma.doctor.findMany({
      where: { OR: [{ user: { name: { contains: "o", mode: "insensitive" } } }, { speciality: { contains: "o", mode: "insensitive" } }] },
      select: { id: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(matching.length).toBeGreaterThanOrEqual(3);
    expect((await walk((cursor) => listDoctorCardsForAdmin(admin, { search: "O", limit: 2, cursor }))).ids).toEqual(matching.map((d) => d.id));
    expect((await listDoctorCardsForAdmin(admin, { search: "O", limit: 2 })).total).toBe(matching.length);
    expect((await walk((cursor) => listDoctorCardsForAdmin(admin, { search: "pagewalker", limit: 1, cursor }))).ids).toEqual([doctors[0].doctor.id]);
    expect((await walk((cursor) => listDoctorCardsForAdmin(admin, { search: "third", limit: 1, cursor }))).ids).toEqual([doctors[2].doctor.id]);
  });

  it("breaks ties on the same joining instant by id, and answers an unknown cursor with an empty last page", async () => {
    // The keyset is (createdAt, id) written as a range (issue 43): doctors who joined at the same instant are each shown once.
    const twins = [await createDoctor({ name: "Dr. Tia Twin" }), await createDoctor({ name: "Dr. Tom Twin" }), await createDoctor({ name: "Dr. Ted Twin" })];
    const at = new Date("2020-06-01T10:00:00Z");
    await prisma.doctor.updateMany({ where: { id: { in: twins.map((d) => d.doctor.id) } }, data: { createdAt: at } });
    const all = await prisma.doctor.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    for (const limit of [1, 2, 3]) {
      expect((await walk((cursor) => listDoctorCardsForAdmin(admin, { limit, cursor }))).ids).toEqual(all.map((d) => d.id));
    }
    const twinIds = all.map((d) => d.id).filter((id) => twins.some((t) => t.doctor.id === id));
    expect((await walk((cursor) => listDoctorCardsForAdmin(admin, { search: "twin", limit: 1, cursor }))).ids).toEqual(twinIds);
    expect(await listDoctorCardsForAdmin(admin, { limit: 5, cursor: "no-such-doctor" })).toMatchObject({ items: [], nextCursor: null });
  });

  it("is for admins only", async () => {
    await expect(listDoctorCardsForAdmin(doctorActor)).rejects.toMatchObject({ kind: "forbidden" });
  });
});
