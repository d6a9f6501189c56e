// Who did something, and when, as the pages say it (issue 26): "the front desk, Anna Lopez,
// 25/11/2026 at 09:12 AM". One wording for who booked an appointment
// (lib/appointments/booked-by.ts) and for who made, changed or invited a patient record (the
// desk's visit page). Pure and browser-safe.
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { formatDate } from "@/lib/format";
import type { PatientRecordChangeDTO, RecordField } from "@/lib/accounts/patient-record-schema";
import type { Role } from "@/lib/generated/prisma/enums";

const AS_ROLE = { receptionist: "the front desk", admin: "the clinic", doctor: "the doctor" } as const;

/** "the front desk, Anna Lopez"; a patient (a guardian) by name alone. */
export function actedBy(by: { name: string; role: Role }): string {
  return by.role === "patient" ? by.name : `${AS_ROLE[by.role]}, ${by.name}`;
}

/** "25/11/2026 at 09:12 AM" in the clinic's zone. */
export function actedAt(iso: string, tz: string): string {
  const at = new Date(iso);
  return `${formatDate(clinicDateOf(at, tz))} at ${formatSlotTime(clinicMinutesOf(at, tz))}`;
}

const FIELD_WORDS: Record<RecordField, string> = { name: "name", phone: "phone", email: "email", dob: "date of birth", gender: "gender", address: "address" };

/**
 * One line of a record's history: "Record created by the front desk, Anna Lopez, 25/11/2026 at
 * 09:12 AM", "Details changed (phone, email) by ...", "Invitation sent by ...". Without "by" once
 * the account that did it is gone.
 */
export function recordChangeText(change: PatientRecordChangeDTO, tz: string): string {
  const what =
    change.action === "created" ? "Record created" : change.action === "invited" ? "Invitation sent" : `Details changed (${change.fields.map((f) => FIELD_WORDS[f]).join(", ")})`;
  return `${what}${change.by ? ` by ${actedBy(change.by)}` : ""}, ${actedAt(change.at, tz)}`;
}
