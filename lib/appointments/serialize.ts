// An appointment as the REST contract shows it: its patient and its doctor
// populated (the doctor in the public shape), its visit type and length, and a
// video visit's meeting link. Type: lib/appointments/shapes.ts.
import type { z } from "zod";
import type { AppointmentStatus, Role, VisitMode } from "@/lib/generated/prisma/enums";
import type { appointmentShape } from "@/lib/appointments/shapes";
import { clinicDateAndMinutesOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { toUserDTO, userSelect, type PublicUserRow, type UserRow } from "@/lib/accounts/serialize";
import { publicUserSelect, toPublicDoctorDTO, type DoctorRow } from "@/lib/doctors/serialize";

type AppointmentRow = {
  id: string;
  patientId: string;
  doctorId: string;
  startsAt: Date;
  endsAt: Date;
  videoUrl: string | null;
  visitType: { id: string; name: string; mode: VisitMode };
  status: AppointmentStatus;
  amount: number;
  reason: string;
  cancelledAt?: Date | null;
  cancelReason?: string | null;
  completedAt?: Date | null;
  createdAt: Date;
  bookedByRole: Role | null;
  bookedBy: { id: string; name: string } | null;
  seriesId?: string | null;
  patient: UserRow & { guardian?: { id: string; name: string; phone: string } | null };
  doctor: DoctorRow<PublicUserRow>;
};

export type AppointmentDTO = z.output<typeof appointmentShape>;

export function toAppointmentDTO(a: AppointmentRow, tz: string): AppointmentDTO {
  const start = clinicDateAndMinutesOf(a.startsAt, tz);
  return {
    _id: a.id,
    userId: a.patientId,
    doctorId: a.doctorId,
    user: toUserDTO(a.patient),
    doctor: toPublicDoctorDTO(a.doctor),
    date: start.date,
    time: formatSlotTime(start.minutes),
    endTime: formatSlotTime(clinicMinutesOf(a.endsAt, tz)),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    visitType: {
      _id: a.visitType.id,
      name: a.visitType.name,
      durationMinutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000),
      mode: a.visitType.mode,
    },
    // Every appointment shape goes only to its patient, its doctor or staff (the callers check),
    // the ones allowed to see the meeting link.
    ...(a.videoUrl ? { videoUrl: a.videoUrl } : {}),
    status: a.status,
    amount: a.amount,
    reason: a.reason,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    cancellationReason: a.status === "cancelled" ? (a.cancelReason ?? "") : "",
    completedAt: a.completedAt?.toISOString() ?? null,
    // Not recorded before issue 26 (null): the patient booked those.
    bookedBy: a.bookedBy && a.bookedByRole
      ? { _id: a.bookedBy.id, name: a.bookedBy.name, role: bookedByRole(a.bookedByRole, a.bookedBy.id, a.patientId) }
      : { _id: a.patientId, name: a.patient.name, role: "patient" },
    bookedAt: a.createdAt.toISOString(),
    ...(a.patient.guardian ? { guardian: { _id: a.patient.guardian.id, name: a.patient.guardian.name, phone: a.patient.guardian.phone } } : {}),
    ...(a.seriesId ? { seriesId: a.seriesId } : {}),
  };
}

/**
 * The role a booking was made in (issue 40): a patient account that booked someone else's visit
 * booked it as that dependent's guardian (only a guardian may), so an outside client can tell
 * a guardian's booking from a self booking without comparing ids.
 */
export function bookedByRole(role: Role, bookedById: string, patientId: string): Role | "guardian" {
  return role === "patient" && bookedById !== patientId ? "guardian" : role;
}

export const appointmentInclude = {
  // A dependent's guardian too (issue 26): who acts for them, and whom the clinic calls.
  patient: { select: { ...userSelect, guardianId: true, guardian: { select: { id: true, name: true, phone: true } } } },
  visitType: { select: { id: true, name: true, mode: true } },
  doctor: { include: { user: { select: publicUserSelect } } },
  bookedBy: { select: { id: true, name: true } },
} as const;
