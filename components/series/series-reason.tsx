// Why a date of a series does not fit (issue 48), in the page's language. The domain names the
// reason by a code; a code this screen does not know yet is shown as the server wrote it.
import { useTranslations } from "next-intl";

const REASON_KEYS = {
  booked: "reasonBooked",
  time_off: "reasonTimeOff",
  outside_hours: "reasonOutsideHours",
  held: "reasonHeld",
  beyond_window: "reasonBeyondWindow",
  patient_busy: "reasonPatientBusy",
  past: "reasonPast",
} as const;

export function SeriesReason({ reason }: { reason: string }) {
  const t = useTranslations("Series");
  return Object.hasOwn(REASON_KEYS, reason) ? t(REASON_KEYS[reason as keyof typeof REASON_KEYS]) : reason;
}
