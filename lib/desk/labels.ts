// The front desk's words that depend on data (issue 29): a slot value as the page's language
// writes it, and who did what to a visit or a patient record, and when ("Record created by the
// front desk, Anna Lopez, 25/11/2026 at 09:12 AM."). The words are DeskVisit messages
// (messages/desk/*.json); the times are the clinic's. Pure and browser-safe.
import type { getTranslations } from "next-intl/server";
import { clinicDateOf, clinicMinutesOf, displaySlotTime, parseSlotTime } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";
import type { PatientRecordChangeDTO, RecordField } from "@/lib/desk/patient-record-schema";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A start as the slots, the API and the forms carry it ("01:30 PM"), as a page in a language
 * shows it ("13:30" in French): the value sent back stays the carried one.
 */
export function slotTimeLabel(time: string, locale: Locale): string {
  const minutes = locale === "en" ? null : parseSlotTime(time);
  return minutes === null ? time : displaySlotTime(minutes, locale);
}

type DeskVisitT = Awaited<ReturnType<typeof getTranslations<"DeskVisit">>>;
type Actor = NonNullable<PatientRecordChangeDTO["by"]>;

/** "the front desk, Anna Lopez"; a patient (a guardian) by name alone. */
function actedBy(t: DeskVisitT, by: Actor | AppointmentDTO["bookedBy"]): string {
  if (by.role === "receptionist") return t("byDesk", { name: by.name });
  if (by.role === "admin") return t("byClinic", { name: by.name });
  if (by.role === "doctor") return t("byDoctor", { name: by.name });
  return by.name;
}

/** "25/11/2026 at 09:12 AM" in the clinic's zone. */
function actedAt(t: DeskVisitT, iso: string, tz: string, locale: Locale): string {
  const at = new Date(iso);
  return t("actedAt", { date: formatDate(clinicDateOf(at, tz), locale), time: displaySlotTime(clinicMinutesOf(at, tz), locale) });
}

/** Who booked a visit for someone else (the staff, a guardian); null when the patient booked it themself. */
export function bookedByLine(t: DeskVisitT, a: Pick<AppointmentDTO, "userId" | "bookedBy" | "bookedAt">, tz: string, locale: Locale): string | null {
  if (a.bookedBy._id === a.userId) return null;
  return t("bookedBy", { by: actedBy(t, a.bookedBy), at: actedAt(t, a.bookedAt, tz, locale) });
}

const FIELD_KEYS = {
  name: "fieldName",
  phone: "fieldPhone",
  email: "fieldEmail",
  dob: "fieldDob",
  gender: "fieldGender",
  address: "fieldAddress",
} as const satisfies Record<RecordField, string>;

/**
 * One line of a record's history: "Record created by the front desk, Anna Lopez, 25/11/2026 at
 * 09:12 AM.", "Details changed (phone, email) by ...", "Invitation sent by ...". Without "by"
 * once the account that did it is gone.
 */
export function recordChangeLine(t: DeskVisitT, change: PatientRecordChangeDTO, tz: string, locale: Locale): string {
  const at = actedAt(t, change.at, tz, locale);
  const fields = change.fields.map((f) => t(FIELD_KEYS[f])).join(t("fieldSeparator"));
  if (change.by === null) {
    if (change.action === "created") return t("historyCreated", { at });
    if (change.action === "invited") return t("historyInvited", { at });
    return t("historyChanged", { fields, at });
  }
  const by = actedBy(t, change.by);
  if (change.action === "created") return t("historyCreatedBy", { by, at });
  if (change.action === "invited") return t("historyInvitedBy", { by, at });
  return t("historyChangedBy", { fields, by, at });
}
