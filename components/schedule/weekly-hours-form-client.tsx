"use client";

// The week on the My Schedule screen: for each weekday, open or closed, and
// its working intervals (a second interval after a break, e.g. for lunch).
// Checked with the shared zod schema before it goes to the server, which
// checks it again.
import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Copy, Plus, RotateCcw, Save, X } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { clockLabel, TimeSelect } from "@/components/schedule/time-select";
import { saveScheduleAction } from "@/lib/actions/schedule";
import { weekdayName } from "@/lib/i18n/format";
import { clockMinutes, clockOf, DEFAULT_WEEKLY_HOURS, sameHours, WEEKDAYS, type HoursInterval, type Weekday, type WeeklyHours } from "@/lib/schedule/slots";
import { scheduleSchema } from "@/lib/schedule/schedule-schema";
import type { Locale } from "@/lib/i18n/locales";
import { SchedulePanel } from "@/components/schedule/schedule-panel";

const WORKDAYS: Weekday[] = ["1", "2", "3", "4", "5"];
const FIRST_HOURS: HoursInterval = { start: "09:00", end: "17:00" };

/** The problem of each day, from zod issues or the server's field errors ("schedule.weekly.1.0.start"). */
function errorsByDay(entries: [path: (string | number | symbol)[], message: string][]): Partial<Record<Weekday, string>> {
  const out: Partial<Record<Weekday, string>> = {};
  for (const [path, message] of entries) {
    const day = path.map(String).find((p) => (WEEKDAYS as readonly string[]).includes(p)) as Weekday | undefined;
    if (day) out[day] ??= message;
  }
  return out;
}

/** A new interval after the day's last one, an hour later (a break), or the first of the day. */
function nextInterval(intervals: HoursInterval[]): HoursInterval | null {
  const last = intervals.at(-1);
  if (!last) return FIRST_HOURS;
  const start = clockMinutes(last.end) + 60;
  if (start > 23 * 60 + 30) return null;
  return { start: clockOf(start), end: clockOf(Math.min(start + 4 * 60, 24 * 60)) };
}

export function WeeklyHoursFormClient({
  doctorId,
  initial,
  timeZoneLabel,
  slotIntervalMinutes,
}: {
  doctorId?: string;
  initial: WeeklyHours;
  timeZoneLabel: string;
  /** The clinic's slot interval, which the help names ("every 15 minutes"). */
  slotIntervalMinutes: number;
}) {
  const t = useTranslations("WeeklyHours");
  const tTime = useTranslations("TimeSelect");
  const locale = useLocale() as Locale;
  // Spanish and French write weekdays in lower case inside a sentence; English capitalises them.
  const inSentence = (weekday: string) => (locale === "en" ? weekday : weekday.toLocaleLowerCase(locale));
  const router = useRouter();
  const ids = useId();
  const [week, setWeek] = useState<WeeklyHours>(initial);
  const [errors, setErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [saving, startSaving] = useTransition();
  // What a day had before it was closed, to bring back when it is opened again.
  const closed = useRef<Partial<Record<Weekday, HoursInterval[]>>>({});
  const changed = !sameHours(week, initial);

  function setDay(day: Weekday, intervals: HoursInterval[]) {
    setWeek((w) => ({ ...w, [day]: intervals }));
    setErrors((e) => ({ ...e, [day]: undefined }));
  }

  function setOpen(day: Weekday, open: boolean) {
    if (open) {
      setDay(day, closed.current[day] ?? [FIRST_HOURS]);
    } else {
      closed.current[day] = week[day];
      setDay(day, []);
    }
  }

  function change(day: Weekday, i: number, field: keyof HoursInterval, value: string) {
    setDay(day, week[day].map((iv, j) => (j === i ? { ...iv, [field]: value } : iv)));
  }

  function copyToWorkdays(day: Weekday) {
    setWeek((w) => ({ ...w, ...Object.fromEntries(WORKDAYS.map((d) => [d, w[day].map((iv) => ({ ...iv }))])) }));
    setErrors({});
    toast.info(t("copiedToWorkdays", { day: inSentence(weekdayName(Number(day), locale)) }));
  }

  function save() {
    const parsed = scheduleSchema.safeParse({ weekly: week });
    if (!parsed.success) {
      const found = errorsByDay(parsed.error.issues.map((i) => [i.path, i.message]));
      setErrors(found);
      toast.error(Object.values(found)[0] ?? parsed.error.issues[0]?.message ?? t("checkHours"));
      return;
    }
    startSaving(async () => {
      const result = await saveScheduleAction({ doctorId, schedule: parsed.data });
      if (result.ok) {
        toast.success(result.message);
        router.refresh();
      } else {
        toast.error(result.message);
        setErrors(errorsByDay(Object.entries(result.fieldErrors ?? {}).map(([k, m]) => [k.split("."), m])));
      }
    });
  }

  return (
    <SchedulePanel id={ids} title={t("title")} intro={t("intro", { timeZone: timeZoneLabel, minutes: slotIntervalMinutes })}>

      <ul className="divide-y">
        {WEEKDAYS.map((day) => {
          const name = weekdayName(Number(day), locale);
          const nameInSentence = inSentence(name);
          const intervals = week[day];
          const open = intervals.length > 0;
          const next = nextInterval(intervals);
          const errorId = `${ids}-error-${day}`;
          return (
            <li key={day} data-weekday={day} className="grid gap-3 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:px-6">
              <div className="flex h-10 items-center gap-2.5">
                <Checkbox id={`${ids}-open-${day}`} checked={open} onCheckedChange={(v) => setOpen(day, v === true)} aria-describedby={`${ids}-state-${day}`} />
                <label htmlFor={`${ids}-open-${day}`} className="cursor-pointer font-medium select-none">
                  {name}
                </label>
                <span id={`${ids}-state-${day}`} className="sr-only">
                  {open ? t("dayOpen") : t("dayClosed")}
                </span>
              </div>
              <div className="min-w-0 space-y-2">
                {open ? (
                  intervals.map((iv, i) => {
                    // The interval's two ends: the same select, for its start and for its end.
                    const bound = (kind: "start" | "end", label: string) => (
                      <TimeSelect
                        kind={kind}
                        aria-label={label}
                        value={iv[kind]}
                        onChange={(e) => change(day, i, kind, e.target.value)}
                        aria-invalid={errors[day] ? true : undefined}
                        aria-describedby={errors[day] ? errorId : undefined}
                      />
                    );
                    return (
                      <div key={i} className="flex flex-wrap items-center gap-2">
                        {bound("start", t("intervalFrom", { day: name, number: String(i + 1) }))}
                        <span aria-hidden className="text-muted-foreground">
                          {t("intervalTo")}
                        </span>
                        {bound("end", t("intervalUntil", { day: name, number: String(i + 1) }))}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-9"
                          onClick={() => setDay(day, intervals.filter((_, j) => j !== i))}
                          aria-label={t("removeInterval", {
                            day: nameInSentence,
                            from: clockLabel(iv.start, locale, tTime("midnight")),
                            until: clockLabel(iv.end, locale, tTime("midnight")),
                          })}
                        >
                          <X aria-hidden />
                        </Button>
                      </div>
                    );
                  })
                ) : (
                  <p className="flex h-10 items-center text-sm text-muted-foreground">{t("closedNoBookings")}</p>
                )}
                <div className="flex flex-wrap gap-2">
                  {next ? (
                    <Button type="button" variant="outline" size="sm" onClick={() => setDay(day, [...intervals, next])}>
                      <Plus aria-hidden />
                      {open ? t("addHoursAfterBreak") : t("addHours")}
                      <span className="sr-only">{t("onDay", { day: nameInSentence })}</span>
                    </Button>
                  ) : null}
                  {open ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => copyToWorkdays(day)}>
                      <Copy aria-hidden />
                      {t("copyToWorkdays")}
                      <span className="sr-only">{t("fromDay", { day: nameInSentence })}</span>
                    </Button>
                  ) : null}
                </div>
                {errors[day] ? (
                  <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                    {errors[day]}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>

      <div className="flex flex-col-reverse gap-2 border-t p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Button
          type="button"
          variant="ghost"
          onClick={() => setWeek(structuredClone(DEFAULT_WEEKLY_HOURS))}
          disabled={saving}
          title={t("defaultHoursTitle")}
        >
          <RotateCcw aria-hidden />
          {t("resetToDefault")}
        </Button>
        <div className="flex items-center gap-3">
          {changed ? <span className="text-sm text-muted-foreground">{t("unsavedChanges")}</span> : null}
          <Button type="button" onClick={save} disabled={saving}>
            {saving ? <Spinner size="sm" className="text-current" label={t("saving")} /> : <Save aria-hidden />}
            {t("saveHours")}
          </Button>
        </div>
      </div>
    </SchedulePanel>
  );
}
