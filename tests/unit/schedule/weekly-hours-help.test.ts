import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { messagesFor } from "@/messages";
import type { Locale } from "@/lib/i18n/locales";

// Issue 40: My Schedule's help names the clinic's slot interval, not always "every half hour".
const intro = (locale: Locale, minutes: number) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace: "WeeklyHours" })("intro", { timeZone: "CET", minutes });

describe("the weekly hours' help says the clinic's slot interval", () => {
  it("in English", () => {
    expect(intro("en", 30)).toContain("Patients can book every half hour that fits");
    expect(intro("en", 15)).toContain("Patients can book every 15 minutes that fits");
    expect(intro("en", 60)).toContain("every hour");
  });

  it("in Spanish, French and Arabic", () => {
    expect(intro("es", 30)).toContain("cada media hora");
    expect(intro("es", 20)).toContain("cada 20 minutos");
    expect(intro("fr", 30)).toContain("chaque demi-heure");
    expect(intro("fr", 10)).toContain("toutes les 10 minutes");
    expect(intro("ar", 30)).toContain("كل نصف ساعة");
    expect(intro("ar", 5)).toContain("كل 5 دقائق");
    expect(intro("ar", 15)).toContain("كل 15 دقيقة");
    for (const locale of ["en", "es", "fr", "ar"] as const) expect(intro(locale, 15)).not.toMatch(/half|media hora|demi-heure|نصف/);
  });
});
