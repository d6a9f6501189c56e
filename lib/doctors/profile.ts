// A doctor edits their own profile (SPEC: the patient fields plus speciality,
// experience, fees, degree and about). Only the doctor themself: the actor's
// own profile is the only one this can reach.
import { prisma } from "@/lib/db";
import { DOCTOR_NOT_FOUND, forbidden, notFound } from "@/lib/errors";
import { doctorInclude, toDoctorDTO, type DoctorDTO } from "@/lib/doctors/serialize";
import { professionalData } from "@/lib/doctors/fields";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { personalData, type Actor } from "@/lib/accounts/users";
import type { z } from "zod";
import type { doctorProfileSchema } from "@/lib/doctors/doctor-schema";

export const DOCTOR_PROFILE_UPDATED = "Doctor profile updated.";
export const DOCTORS_ONLY = "Only doctors have a doctor profile";

export async function updateOwnDoctorProfile(
  actor: Actor,
  input: z.output<typeof doctorProfileSchema>,
  image?: string,
): Promise<DoctorDTO> {
  if (actor.role !== "doctor") throw forbidden(DOCTORS_ONLY);
  const existing = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true } });
  if (!existing) throw notFound(DOCTOR_NOT_FOUND);
  const doctor = await prisma.doctor.update({
    where: { id: existing.id },
    data: {
      ...professionalData(input),
      user: { update: personalData(input, image) },
    },
    include: doctorInclude,
  });
  doctorsChanged(existing.id);
  return toDoctorDTO(doctor);
}
