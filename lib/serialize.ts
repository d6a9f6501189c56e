// The REST shapes of REST-CONTRACT.md (ids under `_id`, nested entities
// populated), built from database rows. Server components use the same
// shapes. The types are those of the zod response schemas in
// lib/api/schemas.ts, so there is one definition of what a user, a doctor and
// an appointment look like outside the database. Never includes password
// hashes or token versions. A doctor has two shapes: the public one (what
// anyone sees: the listing, a profile, the doctor of an appointment) and the
// full one with the doctor's account (for that doctor and for admins).
import type { z } from "zod";
import type { AppointmentStatus, Gender, Role } from "@/lib/generated/prisma/enums";
import type { appointmentShape, doctorShape, publicDoctorShape, userShape } from "@/lib/api/schemas";
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { genderLabel } from "@/lib/gender";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  image: string;
  phone: string;
  address: string;
  dob: Date | null;
  gender: Gender;
};

type PublicUserRow = Pick<UserRow, "id" | "name" | "image" | "address">;

type DoctorRow<U extends PublicUserRow = UserRow> = {
  id: string;
  speciality: string;
  degree: string;
  experience: string;
  about: string;
  fees: number;
  available: boolean;
  archivedAt?: Date | null;
  user: U;
};

type AppointmentRow = {
  id: string;
  patientId: string;
  doctorId: string;
  startsAt: Date;
  status: AppointmentStatus;
  amount: number;
  reason: string;
  cancelledAt?: Date | null;
  cancelReason?: string | null;
  completedAt?: Date | null;
  patient: UserRow;
  doctor: DoctorRow<PublicUserRow>;
};

export type UserDTO = z.output<typeof userShape>;
export type DoctorDTO = z.output<typeof doctorShape>;
export type PublicDoctorDTO = z.output<typeof publicDoctorShape>;
export type AppointmentDTO = z.output<typeof appointmentShape>;

// The conversion lives in lib/gender.ts; lib/users.ts and lib/doctors.ts import it from here.

/** Whole years between a date of birth and `now`. */
export function ageOn(dob: Date | null, now: Date = new Date()): number | null {
  if (!dob) return null;
  let age = now.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < dob.getUTCMonth() ||
    (now.getUTCMonth() === dob.getUTCMonth() && now.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const imageOf = (u: PublicUserRow) => u.image || DEFAULT_AVATAR;

export function toUserDTO(u: UserRow): UserDTO {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    image: imageOf(u),
    phone: u.phone,
    address: u.address,
    dob: u.dob ? u.dob.toISOString() : null,
    gender: genderLabel(u.gender),
    age: ageOn(u.dob),
  };
}

/** Groups active appointment starts into the `slots_booked` map clients hide slots with. */
export function slotsBookedMap(starts: Iterable<Date>, tz: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const s of starts) {
    const date = clinicDateOf(s, tz);
    (map[date] ??= []).push(formatSlotTime(clinicMinutesOf(s, tz)));
  }
  return map;
}

/** A doctor as anyone may see them: no email, phone, date of birth or gender of the account. */
export function toPublicDoctorDTO(d: DoctorRow<PublicUserRow>, slotsBooked: Record<string, string[]> = {}): PublicDoctorDTO {
  const image = imageOf(d.user);
  return {
    _id: d.id,
    user: { _id: d.user.id, name: d.user.name, image, address: d.user.address },
    name: d.user.name,
    image,
    speciality: d.speciality,
    degree: d.degree,
    experience: d.experience,
    about: d.about,
    fees: d.fees,
    available: d.available,
    archived: Boolean(d.archivedAt),
    slots_booked: slotsBooked,
  };
}

/** A doctor with their whole account: only for that doctor and for admins. */
export function toDoctorDTO(d: DoctorRow, slotsBooked: Record<string, string[]> = {}): DoctorDTO {
  return { ...toPublicDoctorDTO(d, slotsBooked), user: toUserDTO(d.user) };
}

export function toAppointmentDTO(a: AppointmentRow, tz: string): AppointmentDTO {
  return {
    _id: a.id,
    userId: a.patientId,
    doctorId: a.doctorId,
    user: toUserDTO(a.patient),
    doctor: toPublicDoctorDTO(a.doctor),
    date: clinicDateOf(a.startsAt, tz),
    time: formatSlotTime(clinicMinutesOf(a.startsAt, tz)),
    startsAt: a.startsAt.toISOString(),
    status: a.status,
    amount: a.amount,
    reason: a.reason,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    cancellationReason: a.status === "cancelled" ? (a.cancelReason ?? "") : "",
    completedAt: a.completedAt?.toISOString() ?? null,
  };
}

/** Prisma `select` for the user columns every DTO needs (never the hash). */
export const userSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  image: true,
  phone: true,
  address: true,
  dob: true,
  gender: true,
} as const;

export const doctorInclude = { user: { select: userSelect } } as const;

/** What the public doctor shape reads of the account: nothing private is even loaded. */
const publicUserSelect = { id: true, name: true, image: true, address: true } as const;

export const appointmentInclude = {
  patient: { select: userSelect },
  doctor: { include: { user: { select: publicUserSelect } } },
} as const;
