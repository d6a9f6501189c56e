// The patient's switch for reminder emails: on the profile, or off with the
// signed one-click link every reminder carries (no sign-in needed). Only
// reminders listen to it: confirmations, cancellations and password emails
// always go. A reminder already scheduled is dropped at send time (the
// template's stillWanted reads the switch).
import { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { isUnsubscribeSignature } from "@/lib/outbox/unsubscribe";
import { idSchema } from "@/lib/validation";
import type { Actor } from "@/lib/accounts/users";

export const REMINDERS_ON = "Reminder emails are on.";
export const REMINDERS_OFF = "Reminder emails are off. Confirmations and cancellations still come by email.";
export const UNSUBSCRIBED = "Reminder emails are off. You can turn them on again in your profile.";
export const UNSUBSCRIBE_LINK_NOT_VALID = "This unsubscribe link is not valid. You can turn reminder emails off in your profile.";

export const reminderSwitchSchema = z.boolean({ error: "Choose on or off" });

/** The query of an unsubscribe link: the account and its signature. */
export const unsubscribeQuery = z.object({
  u: idSchema.describe("The account (from the link in a reminder email)"),
  sig: z
    .string({ error: UNSUBSCRIBE_LINK_NOT_VALID })
    .regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_LINK_NOT_VALID)
    .describe("The link's signature"),
});

export async function reminderEmailsOf(actor: Actor): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { reminderEmails: true } });
  return user?.reminderEmails ?? true;
}

/** The actor's own switch. */
export async function setReminderEmails(actor: Actor, on: boolean): Promise<boolean> {
  await prisma.user.update({ where: { id: actor.id }, data: { reminderEmails: on } });
  return on;
}

/** True when `u` and `sig` are a genuine unsubscribe link (the /unsubscribe page asks before showing its button). */
export function isUnsubscribeLink(raw: unknown): boolean {
  const parsed = unsubscribeQuery.safeParse(raw);
  return parsed.success && isUnsubscribeSignature(parsed.data.u, parsed.data.sig);
}

/**
 * Turns reminders off for the account a signed link names. Repeating it is
 * harmless; a link of an account that no longer exists changes nothing.
 */
export async function unsubscribeFromReminders(raw: unknown): Promise<void> {
  const parsed = unsubscribeQuery.safeParse(raw);
  if (!parsed.success || !isUnsubscribeSignature(parsed.data.u, parsed.data.sig)) throw badRequest(UNSUBSCRIBE_LINK_NOT_VALID);
  await prisma.user.updateMany({ where: { id: parsed.data.u }, data: { reminderEmails: false } });
}
