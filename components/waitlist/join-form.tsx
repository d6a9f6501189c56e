"use client";

// "Join the waitlist" (issue 27): the visit type, the days (from today up to 60 days ahead),
// optionally parts of the day and weekdays, and who waits (the patient, one of their family, or
// for the desk any patient found by search). The server decides everything again
// (lib/actions/waitlist.ts); a matching time free right now comes back as the answer to book it.
import { useId, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Hourglass } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { joinWaitlistAction } from "@/lib/actions/waitlist";
import { PatientFinder } from "@/components/desk/patient-finder";
import { PARTS_OF_DAY, type PartOfDay } from "@/lib/waitlist/matching";
import { useLocale, useTranslations } from "next-intl";
import { weekdayName } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { PatientRecordDTO } from "@/lib/desk/patient-record-schema";
import { addDays } from "@/lib/clinic-time";

type Props = {
  doctor: { id: string; name: string };
  types: { id: string; name: string; durationMinutes: number }[];
  today: string;
  lastDay: string;
  /** A patient's dependents (issue 26): "Who is waiting?" when there is any. */
  dependents: { id: string; name: string }[];
  /** The front desk and admins: find the patient first. */
  staff: boolean;
  /** Where to go once on the list. */
  doneHref: string;
  bookHref: string;
};

// Monday first, as the clinic's calendars show weeks; values are 0 (Sunday) to 6.
const WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6, 0];
/** The label key of each part of the day (lib/waitlist/matching's PART_LABELS in English). */
const PART_KEYS = { morning: "partMorning", afternoon: "partAfternoon", evening: "partEvening" } as const;
const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export function WaitlistJoinForm({ doctor, types, today, lastDay, dependents, staff, doneHref, bookHref }: Props) {
  const t = useTranslations("WaitlistJoin");
  const locale = useLocale() as Locale;
  const ids = useId();
  const router = useRouter();
  const [typeId, setTypeId] = useState(types.length > 1 ? types[0].id : "");
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(lastDay < addWeek(today) ? lastDay : addWeek(today));
  const [parts, setParts] = useState<PartOfDay[]>([]);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [who, setWho] = useState("");
  const [patient, setPatient] = useState<PatientRecordDTO | null>(null);
  const [query, setQuery] = useState("");
  const [error, setError] = useState<{ message: string; freeNow: boolean } | null>(null);
  const [pending, start] = useTransition();

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (staff && !patient) return setError({ message: t("choosePatientFirst"), freeNow: false });
    setError(null);
    start(async () => {
      const r = await joinWaitlistAction({
        doctorId: doctor.id,
        ...(typeId ? { visitTypeId: typeId } : {}),
        from,
        to,
        partsOfDay: parts,
        weekdays,
        ...(staff && patient ? { userId: patient._id } : who ? { userId: who } : {}),
      });
      if (!r.ok) return setError({ message: r.message, freeNow: Boolean(r.freeNow) });
      toast.success(r.message ?? t("joined"));
      router.push(doneHref);
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-6" aria-label={t("formLabel", { name: doctor.name })} noValidate>
      {staff ? (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 text-sm font-semibold">{t("patient")}</legend>
          {patient ? (
            <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/50 p-3" data-field="chosen-patient">
              <span className="min-w-0 font-medium break-words">{patient.name}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => setPatient(null)}>
                {t("change")}
              </Button>
            </div>
          ) : (
            <PatientFinder query={query} onQueryChange={setQuery} onChoose={setPatient} onError={(message) => setError({ message, freeNow: false })} />
          )}
        </fieldset>
      ) : dependents.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-who`}>{t("whoWaits")}</Label>
          <select id={`${ids}-who`} className={selectStyle} value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">{t("myself")}</option>
            {dependents.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {types.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-type`}>{t("visitType")}</Label>
          <select id={`${ids}-type`} className={selectStyle} value={typeId} onChange={(e) => setTypeId(e.target.value)}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {t("typeOption", { name: type.name, minutes: type.durationMinutes })}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-from`}>{t("from")}</Label>
          <Input id={`${ids}-from`} type="date" min={today} max={lastDay} value={from} onChange={(e) => setFrom(e.target.value)} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-to`}>{t("until")}</Label>
          <Input id={`${ids}-to`} type="date" min={from || today} max={lastDay} value={to} onChange={(e) => setTo(e.target.value)} required />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("partsLegend")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PARTS_OF_DAY.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={parts.includes(p)} onChange={() => setParts(toggle(parts, p))} />
              {t(PART_KEYS[p])}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("partsHint")}</p>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("weekdaysLegend")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAY_CHOICES.map((n) => (
            <label key={n} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={weekdays.includes(n)} onChange={() => setWeekdays(toggle(weekdays, n))} />
              {weekdayName(n, locale)}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("weekdaysHint")}</p>
      </fieldset>

      {error ? (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">{error.message}</p>
          {error.freeNow ? (
            <Button asChild size="sm" className="justify-self-start">
              <Link href={bookHref}>{t("seeFreeTimes")}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}

      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Spinner size="sm" className="text-current" label={t("joining")} /> : <Hourglass aria-hidden />}
        {t("submit")}
      </Button>
    </form>
  );
}

/** A week from `date` (the range a patient most often means). */
const addWeek = (date: string) => addDays(date, 6);
