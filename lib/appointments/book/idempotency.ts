// Booking, step 2: the idempotency replay. A retry (after a timeout or a crash) with the same
// Idempotency-Key gets the appointment its first attempt made, not a second booking or a
// confusing "slot taken"; the same key for a different booking is a 409. (lib/README.md)
import { prisma } from "@/lib/db";
import { instantAt } from "@/lib/clinic-time";
import { conflict } from "@/lib/errors";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import type { Booking } from "@/lib/appointments/booking-schema";

export const KEY_REUSED = "This Idempotency-Key was already used for a different booking.";

/** The appointment an earlier request with the same idempotency key made, if any. */
export async function replayed(patientId: string, key: string | undefined, input: Booking, tz: string): Promise<AppointmentDTO | null> {
  if (!key) return null;
  const row = await prisma.appointment.findUnique({
    where: { patientId_idempotencyKey: { patientId, idempotencyKey: key } },
    include: appointmentInclude,
  });
  if (!row) return null;
  const sameRequest =
    row.doctorId === input.doctorId &&
    row.startsAt.getTime() === instantAt(input.date, input.time, tz).getTime() &&
    (!input.visitTypeId || row.visitTypeId === input.visitTypeId);
  if (!sameRequest) throw conflict(KEY_REUSED);
  return toAppointmentDTO(row, tz);
}
