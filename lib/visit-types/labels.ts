// How visit types read on pages and in emails (issue 24): "Follow-up · 15 min", "from $40",
// "10:00 AM – 11:00 AM". Pure and free of the database, so client components use them too.
//
// A clinic that configures nothing has one active type (SPEC's half-hour "Consultation"): its
// pages read exactly as SPEC describes them, so the type line shows only where it says something
// (`showsVisitType`).
import { formatMoney } from "@/lib/i18n/format";

/** 15 -> "15 min", 60 -> "60 min". */
export function durationText(minutes: number): string {
  return `${minutes} min`;
}

/** "Follow-up · 15 min". */
export function visitTypeLine(type: { name: string; durationMinutes: number }): string {
  return `${type.name} · ${durationText(type.durationMinutes)}`;
}

/** "10:00 AM – 11:00 AM" (an en dash between the clinic-local start and end labels). */
export function timeRange(start: string, end: string): string {
  return `${start} – ${end}`;
}

/** The fee as cards show it: "from $40" when the doctor's types cost differently, else "$50" as always. */
export function feeText(fee: number, fromPrice: number | null | undefined): string {
  return fromPrice == null ? formatMoney(fee) : `from ${formatMoney(fromPrice)}`;
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
