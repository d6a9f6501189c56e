// An appointment as the REST contract shows it: its patient and its doctor
// populated (the doctor in the public shape). Type: lib/appointments/shapes.ts.
import type { z } from "zod";
import type { AppointmentStatus } from "@/lib/generated/prisma/enums";
import type { appointmentShape } from "@/lib/appointments/shapes";
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { toUserDTO, userSelect, type PublicUserRow, type UserRow } from "@/lib/accounts/serialize";
import { publicUserSelect, toPublicDoctorDTO, type DoctorRow } from "@/lib/doctors/serialize";

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

export type AppointmentDTO = z.output<typeof appointmentShape>;

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

export const appointmentInclude = {
  patient: { select: userSelect },
  doctor: { include: { user: { select: publicUserSelect } } },
} as const;
