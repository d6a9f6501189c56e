import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { messagesFor } from "@/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { slotTimeLabel } from "@/lib/desk/labels";

// Issue 40: the walk-in dialog says which start the patient will get before booking
// (components/desk/desk-book-dialog.tsx: the first of today's free starts).
describe("the walk-in dialog's start", () => {
  it("names the start in every language, as the page writes times", () => {
    const said = Object.fromEntries(
      LOCALES.map((locale) => [locale, createTranslator({ locale, messages: messagesFor(locale), namespace: "DeskBook" })("walkInStart", { time: slotTimeLabel("01:30 PM", locale) })]),
    );
    expect(said.en).toBe("The patient will get the next free start today: 01:30 PM.");
    expect(said.fr).toContain("13:30");
    expect(said.es).toContain("13:30");
    for (const text of Object.values(said)) expect(text).not.toContain("{time}");
  });
});
