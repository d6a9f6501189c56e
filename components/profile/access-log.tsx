// "Who has opened your record" on the patient's profile (issue 45): the last twelve months of staff
// reads and changes of their data and their dependents' (lib/privacy/access-log.ts), newest first:
// when, who (name and role) and what, in the page's language; never an address. A server component:
// the page loads the entries and this renders them, no script needed.
import { getLocale, getTranslations } from "next-intl/server";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, displaySlotTime } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { AccessLogEntry } from "@/lib/privacy/access-log";
import { ProfileCard } from "@/components/profile/profile-card";

/** What each action is called on screen (messages key under AccessLog.actions); anything else reads as "other". */
const ACTION_KEYS = {
  "patient_record.viewed": "recordViewed",
  "appointment.viewed": "visitViewed",
  "patient_visits.viewed": "visitsViewed",
  "patient_search.run": "foundInSearch",
  "appointment.booked": "visitBooked",
  "appointment.cancelled": "visitCancelled",
  "appointment.rescheduled": "visitMoved",
  "appointment.checked_in": "visitCheckedIn",
  "appointment.completed": "visitCompleted",
  "appointment.no_show": "visitNoShow",
  "patient_record.created": "recordCreated",
  "patient_record.updated": "recordChanged",
  "patient_record.invited": "recordInvited",
  "waitlist.joined": "waitlistJoined",
  "waitlist.left": "waitlistLeft",
  "two_factor.reset": "secondFactorReset",
  "calendar_feed.fetched": "calendarFetched",
  "export.downloaded": "exported",
  "appointment.answers_updated": "answersChanged",
} as const;
type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS] | "other";
const actionKey = (action: string): ActionKey => (ACTION_KEYS as Record<string, ActionKey>)[action] ?? "other";

export async function AccessLog({ entries, names }: { entries: AccessLogEntry[]; names: Record<string, string> }) {
  const [t, actions, roles, locale] = await Promise.all([
    getTranslations("AccessLog"),
    getTranslations("AccessLog.actions"),
    getTranslations("AccessLog.roles"),
    getLocale() as Promise<Locale>,
  ]);
  const tz = clinicTimeZone();
  return (
    <ProfileCard id="access-log-title" title={t("title")}>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {entries.length === 0 ? (
        <p className="text-sm">{t("empty")}</p>
      ) : (
        <ol className="divide-y text-sm" data-field="access-log">
          {entries.map((e, i) => {
            const at = new Date(e.at);
            const whose = names[e.patientId];
            return (
              <li key={`${e.at}-${i}`} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <time dateTime={e.at} className="shrink-0 text-muted-foreground tabular-nums">
                  {t("at", { date: formatDate(clinicDateOf(at, tz), locale), time: displaySlotTime(clinicMinutesOf(at, tz), locale) })}
                </time>
                <span>
                  {t("line", { name: e.actor.name, role: roles(e.actor.role), what: actions(actionKey(e.action)) })}
                  {whose ? ` ${t("forDependent", { name: whose })}` : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </ProfileCard>
  );
}
