// English emails stay exactly as they were before the languages (issue 29):
// every kind in each of its shapes, its subject, plain text, headers and
// calendar file in full and its HTML as a fingerprint, against a snapshot
// taken from the English-only templates. React separates adjacent text nodes
// with invisible "<!-- -->" comments; a sentence that became one message has
// fewer of them, so the fingerprint is of the HTML without them.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { templateOf } from "@/lib/notifications/registry";
import type { EmailContext } from "@/lib/outbox/template";
import { appointmentEvent, buildIcs } from "@/lib/appointments/calendar-file";
import { EMAIL_CASES, PLAIN_TEXT, SITE, TZ, render } from "@/tests/helpers/email-fixtures";
import { downloadAppointment } from "@/tests/helpers/email-fixtures";

const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex");

describe("English emails", () => {
  it("are byte for byte what they were", async () => {
    const parts: string[] = [];
    for (const c of EMAIL_CASES) {
      const template = templateOf(c.kind);
      const ctx: EmailContext = { emailId: "email-1", createdAt: new Date("2026-03-01T08:00:00.000Z"), siteUrl: SITE, tz: TZ, userId: c.userId, locale: "en" };
      const body = template.body(c.data, ctx);
      const html = await render(body);
      const text = await render(body, { plainText: true, htmlToTextOptions: PLAIN_TEXT });
      parts.push(
        `=== ${c.name}`,
        `Subject: ${template.subject(c.data, { tz: TZ, locale: "en" })}`,
        `HTML: ${fingerprint(html.replaceAll("<!-- -->", ""))}`,
        `Headers: ${JSON.stringify(template.headers?.(c.data, ctx) ?? {})}`,
        text,
        ...(template.attachments?.(c.data, ctx) ?? []).map((a) => `--- ${a.filename} ${a.contentType}\n${String(a.content)}`),
      );
    }
    parts.push("=== download", buildIcs({ ...appointmentEvent(downloadAppointment, SITE, 3), stamp: new Date("2026-03-01T08:00:00.000Z") }));
    await expect(parts.join("\n")).toMatchFileSnapshot("./__snapshots__/english-emails.txt");
  });
});
