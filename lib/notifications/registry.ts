// Every kind of email the app sends, by the name stored in emails.kind.
// Adding a kind: name it in EMAIL_KINDS (lib/outbox/template.ts), write its
// template in its domain's emails/ folder, and list it here (see lib/notifications/README.md for the whole recipe).
import { bookingConfirmation } from "@/lib/appointments/emails/booking-confirmation";
import { bookingNotice } from "@/lib/appointments/emails/booking-notice";
import { cancellation } from "@/lib/appointments/emails/cancellation";
import { passwordReset } from "@/lib/accounts/emails/password-reset";
import { reminder } from "@/lib/appointments/emails/reminder";
import { rescheduled } from "@/lib/appointments/emails/rescheduled";
import { setPassword } from "@/lib/accounts/emails/set-password";
import { waitlistOffer } from "@/lib/waitlist/emails/offer";
import { welcome } from "@/lib/accounts/emails/welcome";
import { twoFactorChanged } from "@/lib/accounts/emails/two-factor-changed";
import { seriesBooked, seriesChanged } from "@/lib/appointments/series/emails/series";
import { isEmailKind, type EmailKind, type EmailTemplate } from "@/lib/outbox/template";

/** Every kind's template, by its name (a missing or misnamed one fails to compile). */
const templates = {
  booking_confirmation: bookingConfirmation,
  booking_notice: bookingNotice,
  cancellation,
  rescheduled,
  reminder,
  welcome,
  password_reset: passwordReset,
  set_password: setPassword,
  waitlist_offer: waitlistOffer,
  two_factor_changed: twoFactorChanged,
  series_booked: seriesBooked,
  series_changed: seriesChanged,
} satisfies Record<EmailKind, { kind: EmailKind }>;

export { isEmailKind, type EmailKind };

/** A kind's template, for code that holds the kind as a string (the outbox row). */
export function templateOf(kind: EmailKind): EmailTemplate<unknown> {
  // Each template checks its own data's shape by type at record time; the
  // row's JSON is that data, so widening to unknown here loses nothing.
  return templates[kind] as unknown as EmailTemplate<unknown>;
}
