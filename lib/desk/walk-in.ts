// A walk-in (issue 26): the front desk books a patient who is at the desk into the doctor's next
// free start today, under every usual rule (the slot rule, the overlap constraints), and checks
// them in at once. With no free start left today it says so and books nothing.
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { conflict, forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { bookAppointment } from "@/lib/appointments/book";
import { assertMayBookFor } from "@/lib/appointments/booking-for";
import { checkInAppointment } from "@/lib/appointments/outcomes";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { WalkIn } from "@/lib/desk/desk-schema";
import type { Actor } from "@/lib/accounts/users";

export const NO_START_LEFT_TODAY = "This doctor has no free start left today. Please book another time or another doctor.";
export const WALK_IN_BOOKED = "Walk-in booked and checked in";

export async function bookWalkIn(actor: Actor, input: WalkIn, now = new Date()): Promise<AppointmentDTO> {
  if (!isStaff(actor)) throw forbidden("Only the front desk and admins book walk-ins");
  // Who before when, as every booking checks: a removed person is refused as such, not with
  // "no free start left" late in the day (the booking below checks again, in its own steps).
  await assertMayBookFor(actor, input.patientId);
  const today = clinicDateOf(now, clinicTimeZone());
  const days = await getDoctorSlots(input.doctorId, now, input.visitTypeId ?? null);
  const next = days.find((d) => d.date === today)?.slots[0];
  if (!next) throw conflict(NO_START_LEFT_TODAY);
  const booked = await bookAppointment(
    actor,
    { doctorId: input.doctorId, date: today, time: next.minutes, visitTypeId: input.visitTypeId, reason: input.reason, answers: input.answers },
    { patientId: input.patientId, now },
  );
  return checkInAppointment(actor, booked._id, now);
}
