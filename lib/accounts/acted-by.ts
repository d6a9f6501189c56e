// Who did something, and when, as the pages say it (issue 26): "the front desk, Anna Lopez,
// 25/11/2026 at 09:12 AM", for who booked an appointment (lib/appointments/booked-by.ts). The
// desk's visit page says the same in the page's language (lib/desk/labels.ts).
// Pure and browser-safe.
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";
import type { Role } from "@/lib/generated/prisma/enums";

const AS_ROLE = { receptionist: "the front desk", admin: "the clinic", doctor: "the doctor" } as const;

/** "the front desk, Anna Lopez"; a patient (a guardian) by name alone. */
export function actedBy(by: { name: string; role: Role | "guardian" }): string {
  return by.role === "patient" || by.role === "guardian" ? by.name : `${AS_ROLE[by.role]}, ${by.name}`;
}

/** "25/11/2026 at 09:12 AM" in the clinic's zone. */
export function actedAt(iso: string, tz: string): string {
  const at = new Date(iso);
  return `${formatDate(clinicDateOf(at, tz))} at ${formatSlotTime(clinicMinutesOf(at, tz))}`;
}
