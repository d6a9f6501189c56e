import { displaySlotTime, parseSlotTime } from "@/lib/clinic-time";
import type { Locale } from "@/lib/i18n/locales";

/** An appointment's time as serialized ("10:00 AM") as the page's language writes it ("10:00" outside English). Browser-safe. */
export function timeText(time: string, locale: Locale): string {
  const minutes = parseSlotTime(time);
  return minutes === null ? time : displaySlotTime(minutes, locale);
}
