// A day's words in the booking pickers (issue 43): the booking page writes them on the server and
// SlotFields writes them itself for the reschedule dialog; both must read as the pickers always did.
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { dayWords } from "@/components/booking/day-words";
import { messagesFor } from "@/messages";
import type { Locale } from "@/lib/i18n/locales";

const words = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale), namespace: "SlotFields" });

describe("a day's words in the day and time pickers", () => {
  it("names today, tomorrow and a later day with its count of free times (English)", () => {
    const en = words("en");
    expect(dayWords("2026-11-30", 1, "2026-11-30", "en", en)).toEqual({
      label: "Monday 30 November, today: 1 free time",
      weekday: "Today",
      month: "Nov",
      relative: "Today",
    });
    expect(dayWords("2026-12-01", 12, "2026-11-30", "en", en)).toMatchObject({ label: "Tuesday 1 December: 12 free times", weekday: "Tue", month: "Dec", relative: "Tomorrow" });
    expect(dayWords("2026-12-03", 3, "2026-11-30", "en", en).relative).toBe("Thu 3 Dec");
  });

  it("writes the other languages' names", () => {
    const fr = dayWords("2026-12-03", 3, "2026-11-30", "fr", words("fr"));
    expect(fr.label).toMatch(/^Jeudi 3 décembre.*3/);
    expect(dayWords("2026-12-03", 3, "2026-11-30", "ar", words("ar")).label.startsWith("الخميس")).toBe(true);
  });
});
