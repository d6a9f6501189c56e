// A doctor's calendar feed link (lib/appointments/calendar-feed.ts) is a long-lived secret that
// outlives any session, so it ends wherever the account's sessions end because its password may
// have been taken (issue 41): a password reset, "log out everywhere", a password an admin sets.
// Bumping doctors.calendar_feed_version is what "Reset link" does: every earlier link is a 404.
// Here, in accounts, because those three live here (and in doctors/admin.ts, which may import it).
import type { Prisma } from "@/lib/generated/prisma/client";

/** Ends the calendar feed link of `userId`'s doctor profile, if they have one, in `db`. */
export async function endCalendarFeedLink(db: Pick<Prisma.TransactionClient, "doctor">, userId: string): Promise<void> {
  await db.doctor.updateMany({ where: { userId }, data: { calendarFeedVersion: { increment: 1 } } });
}
