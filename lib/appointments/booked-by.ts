// "Booked by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM" (issue 26): who booked an
// appointment for someone else, as its pages say it; and whose child or relative a visit is. Nothing when the patient booked it
// themself (every appointment of a SPEC clinic). Pure and browser-safe.
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { formatDate } from "@/lib/format";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

const AS_ROLE = { receptionist: "the front desk", admin: "the clinic", doctor: "the doctor" } as const;

export function bookedByText(a: Pick<AppointmentDTO, "userId" | "bookedBy" | "bookedAt">, tz: string): string | null {
  if (a.bookedBy._id === a.userId) return null;
  const at = new Date(a.bookedAt);
  const who = a.bookedBy.role === "patient" ? a.bookedBy.name : `${AS_ROLE[a.bookedBy.role]}, ${a.bookedBy.name}`;
  return `Booked by ${who}, ${formatDate(clinicDateOf(at, tz))} at ${formatSlotTime(clinicMinutesOf(at, tz))}`;
}

/** A dependent's visit (issue 26): "9 years · Guardian Maria Lopez, +1 555 0606"; null for anyone else. */
export function dependentLine(a: Pick<AppointmentDTO, "user" | "guardian">): string | null {
  if (!a.guardian) return null;
  const age = a.user.age !== null ? `${a.user.age} years · ` : "";
  return `${age}Guardian ${a.guardian.name}${a.guardian.phone ? `, ${a.guardian.phone}` : ""}`;
}
