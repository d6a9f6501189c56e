// A doctor as the REST contract shows them, built from database rows. Two
// shapes: the public one (what anyone sees: the listing, a profile, the doctor
// of an appointment) and the full one with the doctor's account (for that
// doctor and for admins). Types: lib/doctors/shapes.ts.
import type { z } from "zod";
import type { doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { imageOf, toUserDTO, userSelect, type PublicUserRow, type UserRow } from "@/lib/accounts/serialize";

export type DoctorRow<U extends PublicUserRow = UserRow> = {
  id: string;
  speciality: string;
  degree: string;
  experience: string;
  about: string;
  fees: number;
  available: boolean;
  archivedAt?: Date | null;
  /** The doctor's own video room: only in the full shape. */
  videoUrl?: string | null;
  user: U;
};

export type DoctorDTO = z.output<typeof doctorShape>;
export type PublicDoctorDTO = z.output<typeof publicDoctorShape>;

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
  return { ...toPublicDoctorDTO(d, slotsBooked), user: toUserDTO(d.user), videoUrl: d.videoUrl ?? null };
}

export const doctorInclude = { user: { select: userSelect } } as const;

/** What the public doctor shape reads of the account: nothing private is even loaded. */
export const publicUserSelect = { id: true, name: true, image: true, address: true } as const;
