// The one place that says which cached public reads a write makes stale.
// Domain writes call these after their transaction commits; the reads that
// carry the tags are in lib/doctors/queries.ts (cachedRead of
// lib/platform/read-cache.ts).
import { invalidateTags } from "@/lib/platform/read-cache";

/** Every read over several doctors: the listing, counts, speciality pages, next free slots. */
export const DOCTOR_LIST_TAG = "doctors";
/** What the clinic policy shapes (slots of every doctor). */
export const CLINIC_TAG = "clinic";
/** One doctor's own reads: the profile with slots_booked, the free slots. */
export const doctorTag = (doctorId: string) => `doctor:${doctorId}`;

/** Tags of a read about one doctor. */
export const oneDoctorTags = (doctorId: string) => [doctorTag(doctorId), CLINIC_TAG];

/**
 * Something a public doctor read shows has changed: a booking, cancellation,
 * reschedule or status change of one of their appointments, their
 * availability, profile, weekly hours, time off or archiving. Without an id
 * (the change may concern any doctor, e.g. an account's name or photo), every
 * doctor read is dropped.
 */
export function doctorsChanged(doctorId?: string | null): void {
  invalidateTags(doctorId ? [DOCTOR_LIST_TAG, doctorTag(doctorId)] : [DOCTOR_LIST_TAG, CLINIC_TAG]);
}

/** The clinic settings changed (the policy decides every doctor's slots). */
export function clinicSettingsChanged(): void {
  invalidateTags([DOCTOR_LIST_TAG, CLINIC_TAG]);
}

/** The visit types (their list, lengths, who offers them): every doctor's slots depend on them. */
export const VISIT_TYPES_TAG = "visit-types";

/** A visit type was added, changed, reordered or archived. */
export function visitTypesChanged(): void {
  invalidateTags([VISIT_TYPES_TAG, DOCTOR_LIST_TAG, CLINIC_TAG]);
}
