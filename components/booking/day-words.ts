// The words of one day in the day and time pickers (SlotFields): its radio's name ("Monday 10
// March: 4 free times"), the box's weekday (or "Today") and month, and the times' heading ("Mon 10
// Mar", "Tomorrow"). Not a client module: the booking page writes them on the server (issue 43),
// because the first plural with a count ("# free times") builds the browser's number format, and
// names of days in other languages build date formats: ~60 ms of a phone's main thread under
// Lighthouse's 4x slowdown, spent during hydration. SlotFields writes them itself when its caller
// did not (the reschedule dialog's times, loaded after the page).
import { monthShort, relativeDay, spokenDate, weekdayShort } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

export type DayWords = { label: string; weekday: string; month: string; relative: string };

/** The "SlotFields" messages this needs, as next-intl's `t` (client or server) gives them. */
type SlotWords = (key: "dayLabel" | "dayLabelToday" | "today", values?: { date: string; count: number }) => string;

export function dayWords(date: string, count: number, today: string, locale: Locale, t: SlotWords): DayWords {
  const isToday = date === today;
  return {
    label: t(isToday ? "dayLabelToday" : "dayLabel", { date: spokenDate(date, locale), count }),
    weekday: isToday ? t("today") : weekdayShort(date, locale),
    month: monthShort(date, locale),
    relative: relativeDay(date, today, locale),
  };
}
