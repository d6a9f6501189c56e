// What a kind of email is: its subject, its body as a react-email element,
// and optionally attachments, extra headers and a last check before sending.
// Templates are pure apart from `stillWanted`; they get their data from the
// outbox row (JSON written when the email was recorded) and the context below.
import type { ReactElement } from "react";
import type Mail from "nodemailer/lib/mailer";
import type { Locale } from "@/lib/i18n/locales";

export type EmailContext = {
  /** The outbox row's id (also the left part of its Message-ID). */
  emailId: string;
  /** When the email was recorded: the DTSTAMP of calendar files, for instance. */
  createdAt: Date;
  /** Origin for links, without a trailing slash. */
  siteUrl: string;
  /** The clinic's IANA zone: every date and time is shown in it. */
  tz: string;
  /** The account the email is for, when it is one (the reminder's unsubscribe link names it). */
  userId: string | null;
  /** The recipient's language, read when the email is rendered (lib/outbox/language.ts). */
  locale: Locale;
};

/**
 * Every kind of email, by the name stored in emails.kind. Each template names
 * its own kind; lib/notifications/registry.ts maps the names back to the
 * templates for delivery.
 */
export const EMAIL_KINDS = ["booking_confirmation", "booking_notice", "cancellation", "rescheduled", "reminder", "welcome", "password_reset", "set_password", "waitlist_offer", "two_factor_changed", "series_booked", "series_changed"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export function isEmailKind(kind: string): kind is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(kind);
}

export type EmailRow = { id: string; appointmentId: string | null; userId: string | null; recipient: string };

export type EmailTemplate<D> = {
  /** The name stored in emails.kind. */
  kind: EmailKind;
  /**
   * The subject line, in the recipient's language: computed when the email is
   * recorded and stored with it, and again when it is sent (the language may
   * have changed meanwhile; the row then keeps the one sent).
   */
  subject(data: D, ctx: Pick<EmailContext, "tz" | "locale">): string;
  /** The body. The plain-text part is derived from it. */
  body(data: D, ctx: EmailContext): ReactElement;
  attachments?(data: D, ctx: EmailContext): Mail.Attachment[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?(data: D, ctx: EmailContext): Record<string, string>;
  /**
   * Asked right before each send attempt. False drops the email (status
   * "cancelled") without sending: a reminder whose appointment is no longer open.
   */
  stillWanted?(data: D, email: EmailRow): Promise<boolean>;
  /**
   * The data to keep once the email is done with (sent, dropped, or failed
   * for good): a single-use secret it carried (a password link's token) is
   * blanked, so it does not outlive its email in emails.data.
   */
  redact?(data: D): D;
};

/** Declares a template; only for the type inference of its data. */
export function defineTemplate<D>(template: EmailTemplate<D>): EmailTemplate<D> {
  return template;
}
