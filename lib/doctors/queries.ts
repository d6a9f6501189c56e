// Doctors: the public listing, profiles, and the admin's management.
import { prisma } from "@/lib/db";
import { clinicTimeZone } from "@/lib/clinic-time";
import { conflict, isUniqueViolation, notFound } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { computeSlots, bookingWindow, SLOT_GRID, type SlotDay } from "@/lib/slots";
import { instantAt, addDays, formatSlotTime } from "@/lib/clinic-time";
import { specialityFromSlug } from "@/lib/specialities";
import { doctorInclude, genderValue, slotsBookedMap, toDoctorDTO, type DoctorDTO } from "@/lib/serialize";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/users";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import type { addDoctorSchema, doctorProfileSchema, editDoctorSchema } from "@/lib/validation";

export const DOCTOR_NOT_FOUND = "Doctor not found";

export type DoctorListQuery = {
  speciality?: string | null;
  search?: string | null;
  /** Admins see archived doctors too. */
  includeArchived?: boolean;
  limit?: number;
  cursor?: string | null;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Start instants of the active appointments of these doctors within the booking window. */
async function takenStarts(doctorIds: string[], now: Date, tz: string): Promise<Map<string, Date[]>> {
  const window = bookingWindow(now, tz);
  const from = instantAt(window[0], 0, tz);
  const to = instantAt(addDays(window[window.length - 1], 1), 0, tz);
  const rows = doctorIds.length
    ? await prisma.appointment.findMany({
        where: { doctorId: { in: doctorIds }, status: { not: "cancelled" }, startsAt: { gte: from, lt: to } },
        select: { doctorId: true, startsAt: true },
      })
    : [];
  const byDoctor = new Map<string, Date[]>();
  for (const r of rows) {
    const list = byDoctor.get(r.doctorId) ?? [];
    list.push(r.startsAt);
    byDoctor.set(r.doctorId, list);
  }
  return byDoctor;
}

function listWhere(q: DoctorListQuery): Prisma.DoctorWhereInput {
  const search = q.search?.trim();
  // The listing's route segment is a slug ("general-physician"); names work too.
  // A recognised speciality is compared exactly: every write stores one of
  // SPECIALITIES as spelled there (z.enum), and `=` can use doctors_speciality_idx
  // where a case-insensitive ILIKE reads every doctor. Other text stays case-insensitive.
  const known = q.speciality ? specialityFromSlug(q.speciality) : null;
  return {
    ...(q.includeArchived ? {} : { archivedAt: null }),
    ...(known
      ? { speciality: known }
      : q.speciality
        ? { speciality: { equals: q.speciality, mode: "insensitive" } }
        : {}),
    ...(search
      ? {
          OR: [
            { user: { name: { contains: search, mode: "insensitive" } } },
            { speciality: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** One page of doctors (newest first by id order), each with its booked slots. */
export async function listDoctors(q: DoctorListQuery = {}, now = new Date()): Promise<Page<DoctorDTO>> {
  const tz = clinicTimeZone();
  const limit = Math.min(Math.max(q.limit ?? 1000, 1), 1000);
  const rows = await prisma.doctor.findMany({
    where: listWhere(q),
    include: doctorInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, limit);
  const taken = await takenStarts(page.map((d) => d.id), now, tz);
  return {
    items: page.map((d) => toDoctorDTO(d, slotsBookedMap(taken.get(d.id) ?? [], tz))),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

export async function countDoctors(q: DoctorListQuery = {}): Promise<number> {
  return prisma.doctor.count({ where: listWhere(q) });
}

/** A doctor with booked slots; archived doctors are not found unless asked for. */
export async function getDoctor(id: string, opts: { includeArchived?: boolean } = {}, now = new Date()): Promise<DoctorDTO> {
  const doctor = await prisma.doctor.findUnique({ where: { id }, include: doctorInclude });
  if (!doctor || (doctor.archivedAt && !opts.includeArchived)) throw notFound(DOCTOR_NOT_FOUND);
  const tz = clinicTimeZone();
  const taken = await takenStarts([doctor.id], now, tz);
  return toDoctorDTO(doctor, slotsBookedMap(taken.get(doctor.id) ?? [], tz));
}

/** The doctor profile of a doctor user, with booked slots like every other doctor read. */
export async function getDoctorOfUser(userId: string, now = new Date()): Promise<DoctorDTO> {
  const doctor = await prisma.doctor.findUnique({ where: { userId }, include: doctorInclude });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  const tz = clinicTimeZone();
  const taken = await takenStarts([doctor.id], now, tz);
  return toDoctorDTO(doctor, slotsBookedMap(taken.get(doctor.id) ?? [], tz));
}

/**
 * The free slots of a doctor for the next 7 clinic days: none while the
 * doctor is not available (booking would be refused), 404 for unknown or
 * archived doctors, as for getDoctor.
 */
export async function getDoctorSlots(doctorId: string, now = new Date()): Promise<SlotDay[]> {
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { available: true, archivedAt: true } });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  if (!doctor.available) return [];
  const tz = clinicTimeZone();
  const taken = await takenStarts([doctorId], now, tz);
  return computeSlots(now, tz, taken.get(doctorId) ?? []);
}

/** The first free slot of each doctor (for listing cards), null when fully booked or unavailable. */
export async function nextFreeSlots(doctors: { _id: string; available: boolean }[], now = new Date()) {
  const tz = clinicTimeZone();
  const taken = await takenStarts(doctors.map((d) => d._id), now, tz);
  const out = new Map<string, { date: string; time: string; startsAt: Date } | null>();
  for (const d of doctors) {
    if (!d.available) {
      out.set(d._id, null);
      continue;
    }
    out.set(d._id, firstFreeSlot(now, tz, taken.get(d._id) ?? []));
  }
  return out;
}

/**
 * computeSlots(now, tz, taken)[0].slots[0] with its date, without building
 * the whole week: it stops at the first free start. Each start costs a
 * time-zone conversion, and a listing page asked for 24 doctors x 154 starts.
 */
function firstFreeSlot(now: Date, tz: string, taken: Date[]) {
  const takenMs = new Set(taken.map((t) => t.getTime()));
  for (const date of bookingWindow(now, tz)) {
    for (const minutes of SLOT_GRID) {
      const startsAt = instantAt(date, minutes, tz);
      if (startsAt.getTime() <= now.getTime() || takenMs.has(startsAt.getTime())) continue;
      return { date, time: formatSlotTime(minutes), minutes, startsAt };
    }
  }
  return null;
}

/** Admin: creates a doctor account and profile in one transaction. */
export async function addDoctor(input: z.output<typeof addDoctorSchema>, image?: string): Promise<DoctorDTO> {
  const passwordHash = await hashPassword(input.password);
  try {
    const doctor = await prisma.doctor.create({
      data: {
        speciality: input.speciality,
        degree: input.degree,
        experience: input.experience,
        about: input.about,
        fees: input.fees,
        available: true,
        user: {
          create: {
            name: input.name,
            email: input.email,
            passwordHash,
            role: "doctor",
            phone: input.phone,
            address: input.address,
            image: image ?? "",
          },
        },
      },
      include: doctorInclude,
    });
    return toDoctorDTO(doctor);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/** Admin: edits a doctor's account and profile. */
export async function editDoctor(id: string, input: z.output<typeof editDoctorSchema>, image?: string): Promise<DoctorDTO> {
  const existing = await prisma.doctor.findUnique({ where: { id }, select: { userId: true } });
  if (!existing) throw notFound(DOCTOR_NOT_FOUND);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    const doctor = await prisma.doctor.update({
      where: { id },
      data: {
        speciality: input.speciality,
        degree: input.degree,
        experience: input.experience,
        about: input.about,
        fees: input.fees,
        user: {
          update: {
            name: input.name,
            email: input.email,
            phone: input.phone,
            address: input.address,
            ...(image ? { image } : {}),
            // A new password signs the doctor out everywhere.
            ...(passwordHash ? { passwordHash, tokenVersion: { increment: 1 } } : {}),
          },
        },
      },
      include: doctorInclude,
    });
    return toDoctorDTO(doctor);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/** A doctor edits their own profile (SPEC: patient fields plus speciality, experience, fees, degree, about). */
export async function updateOwnDoctorProfile(
  actor: Actor,
  input: z.output<typeof doctorProfileSchema>,
  image?: string,
): Promise<DoctorDTO> {
  const existing = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true } });
  if (!existing) throw notFound(DOCTOR_NOT_FOUND);
  const doctor = await prisma.doctor.update({
    where: { id: existing.id },
    data: {
      speciality: input.speciality,
      degree: input.degree,
      experience: input.experience,
      about: input.about,
      fees: input.fees,
      user: {
        update: {
          name: input.name,
          phone: input.phone,
          address: input.address,
          dob: input.dob ? new Date(`${input.dob}T00:00:00.000Z`) : null,
          gender: genderValue(input.gender),
          ...(image ? { image } : {}),
        },
      },
    },
    include: doctorInclude,
  });
  return toDoctorDTO(doctor);
}

/** Admin: opens or closes a doctor's booking. */
export async function setAvailability(id: string, available: boolean): Promise<DoctorDTO> {
  try {
    const doctor = await prisma.doctor.update({ where: { id }, data: { available }, include: doctorInclude });
    return toDoctorDTO(doctor);
  } catch (err) {
    if ((err as { code?: string }).code === "P2025") throw notFound(DOCTOR_NOT_FOUND);
    throw err;
  }
}

/**
 * Admin: removes a doctor. One without any appointment is deleted with their
 * account; one with history is archived instead (hidden from patients, no new
 * bookings, history kept).
 */
export async function removeDoctor(id: string): Promise<"deleted" | "archived"> {
  return prisma.$transaction(async (tx) => {
    const doctor = await tx.doctor.findUnique({
      where: { id },
      select: { userId: true, _count: { select: { appointments: true } } },
    });
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    if (doctor._count.appointments > 0) {
      await tx.doctor.update({ where: { id }, data: { archivedAt: new Date(), available: false } });
      return "archived";
    }
    await tx.doctor.delete({ where: { id } });
    await tx.user.delete({ where: { id: doctor.userId } });
    return "deleted";
  });
}
