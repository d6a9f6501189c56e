// Every kind of email the app sends, by the name stored in emails.kind.
// Adding a kind: write its template in lib/notifications/emails/ and list it
// here (see lib/notifications/README.md for the whole recipe).
import { bookingConfirmation } from "./emails/booking-confirmation";
import { bookingNotice } from "./emails/booking-notice";
import { cancellation } from "./emails/cancellation";
import { passwordReset } from "./emails/password-reset";
import { reminder } from "./emails/reminder";
import { rescheduled } from "./emails/rescheduled";
import { setPassword } from "./emails/set-password";
import { welcome } from "./emails/welcome";
import type { EmailTemplate } from "./template";

export const templates = {
  booking_confirmation: bookingConfirmation,
  booking_notice: bookingNotice,
  cancellation,
  rescheduled,
  reminder,
  welcome,
  password_reset: passwordReset,
  set_password: setPassword,
};

export type EmailKind = keyof typeof templates;

/** The data a kind's template takes. */
export type EmailData<K extends EmailKind> = (typeof templates)[K] extends EmailTemplate<infer D> ? D : never;

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(templates, kind);
}

/** A kind's template, for code that holds the kind as a string (the outbox row). */
export function templateOf(kind: EmailKind): EmailTemplate<unknown> {
  // Each template checks its own data's shape by type at record time; the
  // row's JSON is that data, so widening to unknown here loses nothing.
  return templates[kind] as unknown as EmailTemplate<unknown>;
}
