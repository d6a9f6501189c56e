// How visit types read on pages and in emails (issue 24): "10:00 AM – 11:00 AM", and whether a
// visit's type is worth a line. Pure and free of the database, so client components use them
// too (the translated lines, "Follow-up · 15 min" and "from $40", are messages).
//
// A clinic that configures nothing has one active type (SPEC's half-hour "Consultation"): its
// pages read exactly as SPEC describes them, so the type line shows only where it says something
// (`showsVisitType`).
/** "10:00 AM – 11:00 AM" (an en dash between the clinic-local start and end labels). */
export function timeRange(start: string, end: string): string {
  return `${start} – ${end}`;
}

/**
 * The id of the clinic's only active visit type, or null when it offers several (or none).
 * Pages read it once and pass it to `showsVisitType`.
 */
export function soleVisitTypeId(activeTypes: readonly { id: string }[]): string | null {
  return activeTypes.length === 1 ? activeTypes[0].id : null;
}

/**
 * Whether an appointment's type is worth a line: not when it is the clinic's only active type
 * (the SPEC clinic, every visit a half-hour consultation); always when the clinic offers several,
 * or the appointment's type has since been archived.
 */
export function showsVisitType(appointmentTypeId: string, soleTypeId: string | null): boolean {
  return appointmentTypeId !== soleTypeId;
}
