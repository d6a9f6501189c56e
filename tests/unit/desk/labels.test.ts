// The desk's words that depend on data (issue 29): English exactly as before (issue 26's
// wording), and the other languages from messages/desk/*.json.
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { bookedByLine, recordChangeLine, slotTimeLabel } from "@/lib/desk/labels";
import { messagesFor } from "@/messages";
import type { Locale } from "@/lib/i18n/locales";

const translator = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale), namespace: "DeskVisit" });

describe("a start as the page's language writes it", () => {
  it("keeps the slot value in English and writes the 24-hour clock elsewhere", () => {
    expect(slotTimeLabel("01:30 PM", "en")).toBe("01:30 PM");
    expect(slotTimeLabel("01:30 PM", "fr")).toBe("13:30");
    expect(slotTimeLabel("09:05 AM", "ar")).toBe("09:05");
    // Not a time: shown as it came.
    expect(slotTimeLabel("soon", "es")).toBe("soon");
  });
});

describe("who did what to a visit or a record, on the desk's visit page", () => {
  const at = "2026-11-25T08:12:00.000Z";
  const desk = { _id: "d1", name: "Anna Lopez", role: "receptionist" as const };
  const en = translator("en");

  it("says who made, changed and invited the record (English as issue 26 has it)", () => {
    expect(recordChangeLine(en, { action: "created", fields: [], at, by: desk }, "Europe/Berlin", "en")).toBe("Record created by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM.");
    expect(recordChangeLine(en, { action: "updated", fields: ["phone", "email", "dob"], at, by: { _id: "a1", name: "Admin User", role: "admin" } }, "UTC", "en")).toBe(
      "Details changed (phone, email, date of birth) by the clinic, Admin User, 25/11/2026 at 08:12 AM.",
    );
    expect(recordChangeLine(en, { action: "invited", fields: [], at, by: desk }, "UTC", "en")).toBe("Invitation sent by the front desk, Anna Lopez, 25/11/2026 at 08:12 AM.");
  });

  it("leaves out who once their account is gone", () => {
    expect(recordChangeLine(en, { action: "created", fields: [], at, by: null }, "UTC", "en")).toBe("Record created, 25/11/2026 at 08:12 AM.");
    expect(recordChangeLine(en, { action: "updated", fields: ["name"], at, by: null }, "UTC", "en")).toBe("Details changed (name), 25/11/2026 at 08:12 AM.");
  });

  it("says who booked a visit for someone else, and nothing when the patient did", () => {
    const base = { userId: "p1", bookedAt: at };
    expect(bookedByLine(en, { ...base, bookedBy: { _id: "p1", name: "Pat", role: "patient" } }, "UTC", "en")).toBeNull();
    expect(bookedByLine(en, { ...base, bookedBy: desk }, "Europe/Berlin", "en")).toBe("Booked by the front desk, Anna Lopez, 25/11/2026 at 09:12 AM.");
    expect(bookedByLine(en, { ...base, bookedBy: { _id: "g1", name: "Maria Lopez", role: "patient" } }, "UTC", "en")).toBe("Booked by Maria Lopez, 25/11/2026 at 08:12 AM.");
  });

  it("speaks the page's language, with its clock", () => {
    expect(recordChangeLine(translator("fr"), { action: "updated", fields: ["phone", "dob"], at, by: desk }, "Europe/Paris", "fr")).toBe(
      "Informations modifiées (téléphone, date de naissance) par l’accueil, Anna Lopez, le 25/11/2026 à 09:12.",
    );
    expect(bookedByLine(translator("es"), { userId: "p1", bookedAt: at, bookedBy: { _id: "d2", name: "Dr. Ruiz", role: "doctor" } }, "UTC", "es")).toBe(
      "Reservada por el médico, Dr. Ruiz, el 25/11/2026 a las 08:12.",
    );
    expect(recordChangeLine(translator("ar"), { action: "updated", fields: ["name", "address"], at, by: null }, "UTC", "ar")).toBe("عُدّلت البيانات (الاسم، العنوان) في 25/11/2026 الساعة 08:12.");
  });
});
