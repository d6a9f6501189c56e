// A slot time ("10:30 AM", as forms and the API carry it) as a page in a language shows it
// (issue 29): unchanged in English, "10:30" in Spanish, French and Arabic (displaySlotTime).
import { displaySlotTime, parseSlotTime } from "@/lib/clinic-time";
import type { Locale } from "@/lib/i18n/locales";

export function shownTime(time: string, locale: Locale): string {
  const minutes = parseSlotTime(time);
  return minutes === null ? time : displaySlotTime(minutes, locale);
}
