"use server";

// The patient's reminder switch: on the profile (signed in), and the
// one-click unsubscribe page a reminder links to (no sign-in, a signed link).
import { serverAction } from "@/lib/actions/safe-action";
import {
  REMINDERS_OFF,
  REMINDERS_ON,
  reminderSwitchSchema,
  setReminderEmails,
  unsubscribeFromReminders,
  UNSUBSCRIBED,
  unsubscribeQuery,
} from "@/lib/accounts/email-preferences";

export const setReminderEmailsAction = serverAction(
  { roles: [], schema: reminderSwitchSchema, success: (on: boolean) => (on ? REMINDERS_ON : REMINDERS_OFF) },
  async (on, { actor }) => setReminderEmails(actor, on),
);

export const unsubscribeAction = serverAction(
  { roles: "public", schema: unsubscribeQuery, success: UNSUBSCRIBED },
  async (input): Promise<null> => {
    await unsubscribeFromReminders(input);
    return null;
  },
);
