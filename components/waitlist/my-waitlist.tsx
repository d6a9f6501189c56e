// "Your waitlist" on My Appointments (issue 27): the patient's entries and their family's, each
// with its days and wishes, its place in line, a time held for it now (with the way to claim it)
// and Leave. Shown only to a patient who has or had entries.
import Link from "next/link";
import { Clock, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { LeaveWaitlistButton } from "@/components/waitlist/leave-button";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, spokenDate, weekdayShort } from "@/lib/i18n/format";
import { clinicMinutesOf, clinicTimeZone, displaySlotTime } from "@/lib/clinic-time";
import { PART_LABELS, type PartOfDay } from "@/lib/waitlist/matching";
import type { WaitlistEntryDTO } from "@/lib/waitlist/waitlist-schema";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { specialityName } from "@/lib/clinic/speciality-names";

const ENDED = { booked: "endedBooked", left: "endedLeft", removed: "endedRemoved", ended: "endedEnded" } as const;
const PART_KEYS = { morning: "partMorning", afternoon: "partAfternoon", evening: "partEvening" } as const;

type WishWords = { part: (p: PartOfDay) => string; weekday: (day: number) => string; anyTime: string };

/** English, as the desk's list writes it. 2023-01-01 was a Sunday. */
const ENGLISH_WISHES: WishWords = {
  part: (p) => PART_LABELS[p].split(" (")[0],
  weekday: (day) => weekdayShort(`2023-01-0${1 + day}`),
  anyTime: "Any time",
};

/** "Mornings, Afternoons · Mon, Thu" or "Any time" (in a language: the words given). */
export function wishText(e: Pick<WaitlistEntryDTO, "partsOfDay" | "weekdays">, words: WishWords = ENGLISH_WISHES): string {
  const parts = e.partsOfDay.map(words.part).join(", ");
  const days = [...e.weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map(words.weekday).join(", ");
  return [parts, days].filter(Boolean).join(" · ") || words.anyTime;
}

/** wishText in the page's language (the "MyWaitlist" messages): a server component. */
export function WishText({ entry }: { entry: Pick<WaitlistEntryDTO, "partsOfDay" | "weekdays"> }) {
  const t = useTranslations("MyWaitlist");
  const locale = useLocale() as Locale;
  return wishText(entry, { part: (p) => t(PART_KEYS[p]), weekday: (day) => weekdayShort(`2023-01-0${1 + day}`, locale), anyTime: t("anyTime") });
}

export function MyWaitlist({ entries, selfId }: { entries: WaitlistEntryDTO[]; selfId: string }) {
  const t = useTranslations("MyWaitlist");
  const specialities = useTranslations("SpecialityNames");
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="waitlist-title" className="space-y-4">
      <h2 id="waitlist-title" className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass className="size-5 text-primary" aria-hidden /> {t("heading")}
      </h2>
      <ul className="grid gap-3">
        {entries.map((e) => (
          <li key={e._id} data-waitlist-entry={e._id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold">{e.doctor.name}</p>
                <p className="text-sm text-muted-foreground">
                  {specialityName(e.doctor.speciality, specialities)}
                  {e.visitType ? ` · ${e.visitType.name}` : ""}
                  {e.patient._id !== selfId ? ` · ${t("forPatient", { name: e.patient.name })}` : ""}
                </p>
                <p className="text-sm">
                  {formatDate(e.from, locale)} – {formatDate(e.to, locale)} · <WishText entry={e} />
                </p>
              </div>
              {e.status === "waiting" ? (
                <Badge variant="warning">{e.position === 1 ? t("nextInLine") : t("numberInLine", { position: String(e.position) })}</Badge>
              ) : (
                <Badge variant="outline">{t(ENDED[e.status])}</Badge>
              )}
            </div>
            {e.offer ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3" role="status">
                <p className="flex items-center gap-2 text-sm font-medium">
                  <Clock className="size-4 shrink-0 text-warning" aria-hidden />
                  {t("heldFor", {
                    date: spokenDate(e.offer.date, locale),
                    time: shownTime(e.offer.time, locale),
                    until: displaySlotTime(clinicMinutesOf(new Date(e.offer.expiresAt), clinicTimeZone()), locale),
                  })}
                </p>
                <Button asChild size="sm">
                  <Link href={`/waitlist/offers/${e.offer.token}`}>{t("claimOrDecline")}</Link>
                </Button>
              </div>
            ) : null}
            {e.status === "waiting" ? (
              <div>
                <LeaveWaitlistButton entryId={e._id} doctorName={e.doctor.name} patientName={e.patient._id !== selfId ? e.patient.name : ""} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
