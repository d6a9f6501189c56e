// Every kind of email, in each of its shapes, rendered in every language
// (issue 29): no missing message (next-intl would print "Ns.key"), no ICU
// argument left raw ("{doctor}"), no English sentence left in the Spanish,
// French or Arabic ones (the names, addresses and links of the data aside),
// Arabic written right to left, and the calendar files' words translated.
import { describe, expect, it } from "vitest";
import { templateOf } from "@/lib/notifications/registry";
import type { EmailContext } from "@/lib/outbox/template";
import { appointmentEvent, buildIcs } from "@/lib/appointments/calendar-file";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { EMAIL_CASES, PLAIN_TEXT, SITE, TZ, downloadAppointment, render } from "@/tests/helpers/email-fixtures";

const ctxFor = (userId: string | null, locale: Locale): EmailContext => ({
  emailId: "email-1",
  createdAt: new Date("2026-03-01T08:00:00.000Z"),
  siteUrl: SITE,
  tz: TZ,
  userId,
  locale,
});

/** What the data brings in, whatever the language: people, places, visit types, reasons, links. */
const DATA_WORDS =
  /https?:\/\/\S+|Dr\. Sarah Patel|Pat Jones|Maria Jones|Sam Lee|Cardiologist|12 Main St|Follow-up|Video consult|Chest pain|Doctor unwell|Feeling better|Europe\/Berlin|GMT\+1|CareSlot/g;

/** English words of the templates that no translation uses (a leftover shows as one of them). */
const ENGLISH = /\b(the|your|you|with|appointment|please|cancel(?:led)?|calendar|email|reminder|password|link|doctor|time|when|where|reason|visit|hello|booked|moved|book|view|open|join|choose|welcome|account|clinic|waitlist|held|until)\b/i;

async function rendered(kind: (typeof EMAIL_CASES)[number], locale: Locale) {
  const template = templateOf(kind.kind);
  const ctx = ctxFor(kind.userId, locale);
  const body = template.body(kind.data, ctx);
  return {
    subject: template.subject(kind.data, ctx),
    html: await render(body),
    text: await render(body, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
    ics: (template.attachments?.(kind.data, ctx) ?? []).map((a) => String(a.content)).join("\n"),
  };
}

/** The words a calendar file shows: its SUMMARY and DESCRIPTION, unfolded and unescaped. */
function icsWords(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((l) => /^(SUMMARY|DESCRIPTION)[:;]/.test(l))
    .map((l) => l.slice(l.indexOf(":") + 1).replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1"))
    .join("\n");
}

describe.each(LOCALES)("emails in %s", (locale) => {
  it.each(EMAIL_CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const { subject, html, text, ics } = await rendered(c, locale);
    for (const part of [subject, text, icsWords(ics)]) {
      expect(part).not.toMatch(/\{\s*\w+\s*[,}]/); // no raw ICU argument
      expect(part).not.toMatch(/\bEmail[A-Z]\w*\.\w+|CalendarText\.\w+/); // no missing message
    }
    expect(html).toContain(`lang="${locale}"`);
    if (locale === "ar") {
      expect(html).toContain('dir="rtl"');
      expect(html).toMatch(/<body[^>]*dir="rtl"/);
    } else expect(html).not.toContain('dir="rtl"');
    if (locale === "en") return;
    for (const [part, value] of [["subject", subject], ["body", text], ["calendar file", icsWords(ics)]] as const) {
      const leftover = value.replace(DATA_WORDS, " ").match(ENGLISH);
      expect(leftover?.[0] ?? null, `${part} in ${locale}: ${value}`).toBeNull();
    }
  });

  it("the Add to calendar download", () => {
    const ics = buildIcs(appointmentEvent(downloadAppointment, SITE, 3, locale));
    const words = icsWords(ics);
    expect(words).not.toMatch(/\{\s*\w+\s*[,}]|CalendarText\./);
    if (locale !== "en") expect(words.replace(DATA_WORDS, " ").match(ENGLISH)?.[0] ?? null, words).toBeNull();
  });
});

describe("languages of the emails", () => {
  it("dates, times and the calendar's words follow the language, in the clinic's time zone", async () => {
    const confirmation = EMAIL_CASES.find((c) => c.name === "confirmation")!;
    const fr = await rendered(confirmation, "fr");
    expect(fr.subject).toBe("Rendez-vous réservé\u00a0: Dr. Sarah Patel, mar. 10 mars, 10:00 GMT+1");
    expect(fr.text).toContain("mardi 10 mars 2026, 10:00 – 10:30");
    expect(icsWords(fr.ics)).toContain("Follow-up · 30 min avec Dr. Sarah Patel (Cardiologue)");
    const es = await rendered(confirmation, "es");
    expect(es.text).toContain("martes, 10 de marzo de 2026, 10:00 – 10:30");
    const ar = await rendered(confirmation, "ar");
    expect(ar.subject).toContain("تم حجز الموعد");
    expect(ar.text).toContain("10 مارس 2026"); // Latin digits, as the Arabic pages write them
    expect(ar.html).toMatch(/<html[^>]*dir="rtl"[^>]*lang="ar"|<html[^>]*lang="ar"[^>]*dir="rtl"/);
  });
});
