// Booking, step 3: the doctor and the visit type. The doctor must be open for bookings and not
// the patient; the type is the one named (one the doctor offers) or the doctor's default, and it
// gives the visit its length, buffer, price and meeting link. (lib/README.md)
import { prisma } from "@/lib/db";
import { badRequest, conflict, DOCTOR_NOT_FOUND, notFound } from "@/lib/errors";
import { activeVisitTypes, pickVisitType, priceWith, type VisitType } from "@/lib/visit-types/catalog";
import { meetingUrlFor } from "@/lib/visit-types/video";

export const DOCTOR_UNAVAILABLE = "This doctor is not taking appointments right now.";
export const DOCTOR_IS_PATIENT = "Doctors cannot book appointments with themselves.";

export type BookedDoctor = { id: string; fees: number; videoUrl: string | null };

/** The doctor to book and the visit's type, or the refusal. */
export async function doctorAndType(doctorId: string, patientId: string, visitTypeId?: string | null): Promise<{ doctor: BookedDoctor; type: VisitType }> {
  const doctor = await prisma.doctor.findUnique({
    where: { id: doctorId },
    select: { id: true, fees: true, available: true, archivedAt: true, userId: true, videoUrl: true },
  });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  if (!doctor.available) throw conflict(DOCTOR_UNAVAILABLE);
  if (doctor.userId === patientId) throw badRequest(DOCTOR_IS_PATIENT);
  // The type named (it must be one the doctor offers), else the doctor's default.
  const type = pickVisitType(await activeVisitTypes(), doctor.id, visitTypeId);
  return { doctor: { id: doctor.id, fees: doctor.fees, videoUrl: doctor.videoUrl }, type };
}

/** The columns a visit of `type` starting at `startsAt` gets: its end, its buffer, its type, its meeting link, its price. */
export function visitColumns(type: VisitType, startsAt: Date, doctor: BookedDoctor) {
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + type.durationMinutes * 60_000),
    bufferMinutes: type.bufferMinutes,
    visitTypeId: type.id,
    videoUrl: type.mode === "video" ? meetingUrlFor(doctor.videoUrl) : null,
    amount: priceWith(type, doctor.fees),
  };
}
