// "Booked by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM" (issue 26): who booked an
// appointment for someone else, as its pages say it; and whose child or relative a visit is. Nothing when the patient booked it
// themself (every appointment of a SPEC clinic). The words for who and when are the accounts'
// (lib/accounts/acted-by.ts), shared with a patient record's history. Pure and browser-safe.
import { actedAt, actedBy } from "@/lib/accounts/acted-by";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

export function bookedByText(a: Pick<AppointmentDTO, "userId" | "bookedBy" | "bookedAt">, tz: string): string | null {
  if (a.bookedBy._id === a.userId) return null;
  return `Booked by ${actedBy(a.bookedBy)}, ${actedAt(a.bookedAt, tz)}`;
}

/** A dependent's visit (issue 26): "9 years · Guardian Maria Lopez, +1 555 0606"; null for anyone else. */
export function dependentLine(a: Pick<AppointmentDTO, "user" | "guardian">): string | null {
  if (!a.guardian) return null;
  const age = a.user.age !== null ? `${a.user.age} years · ` : "";
  return `${age}Guardian ${a.guardian.name}${a.guardian.phone ? `, ${a.guardian.phone}` : ""}`;
}
