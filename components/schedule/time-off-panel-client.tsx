"use client";

// Time off on the My Schedule screen: the upcoming list with Remove, and the
// form to add whole days or part of a day. Before saving, the server lists
// the open appointments inside; if there are any, a confirmation offers to
// cancel them together with saving the time off.
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { CalendarOff, CalendarPlus, Trash2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { clockLabel, TimeSelect } from "@/components/schedule/time-select";
import { addTimeOffAction, previewTimeOffAction, removeTimeOffAction } from "@/lib/actions/schedule";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import { timeText } from "@/components/appointments/time-text";
import { TIME_OFF_REASON_MAX, timeOffSchema, type TimeOffInput } from "@/lib/schedule/schedule-schema";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { TimeOffDTO } from "@/lib/appointments/time-off";
import type { Locale } from "@/lib/i18n/locales";
import { SchedulePanel } from "@/components/schedule/schedule-panel";

type TimeOffTranslator = ReturnType<typeof useTranslations<"TimeOff">>;

type Fields = { first: string; last: string; partial: boolean; fromTime: string; untilTime: string; reason: string };
const EMPTY: Fields = { first: "", last: "", partial: false, fromTime: "09:00", untilTime: "13:00", reason: "" };

function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The request as the API takes it: whole days, or the first day from a time to the last day until a time. */
function requestOf(f: Fields): TimeOffInput {
  const last = f.last || f.first;
  if (!f.partial) return { from: f.first, to: last, reason: f.reason };
  const to = f.untilTime === "24:00" ? `${nextDate(last)}T00:00` : `${last}T${f.untilTime}`;
  return { from: `${f.first}T${f.fromTime}`, to, reason: f.reason };
}

/** "Wed, 10/06/2026 (all day)", "Wed, 10/06/2026 to Fri, 12/06/2026", "Wed, 10/06/2026, 12:00 PM to 04:00 PM" (in the page's language). */
function describeTimeOff(item: TimeOffDTO, t: TimeOffTranslator, locale: Locale): string {
  const day = (date: string) => shortDateWithWeekday(date, locale);
  const midnight = t("untilMidnight");
  const clock = (time: string) => clockLabel(time, locale, midnight);
  if (item.wholeDays) return item.from === item.to ? t("allDay", { date: day(item.from) }) : t("daysRange", { from: day(item.from), to: day(item.to) });
  const [fromDate, fromTime] = item.from.split("T");
  const [toDate, toTime] = item.to.split("T");
  const untilMidnight = toTime === "00:00" && toDate === nextDate(fromDate);
  if (toDate === fromDate || untilMidnight) {
    return t("partOfDay", { date: day(fromDate), from: clock(fromTime), until: untilMidnight ? midnight : clock(toTime) });
  }
  return t("partOfDays", { fromDate: day(fromDate), fromTime: clock(fromTime), toDate: day(toDate), toTime: clock(toTime) });
}

export function TimeOffPanelClient({ doctorId, items, today }: { doctorId?: string; items: TimeOffDTO[]; today: string }) {
  const t = useTranslations("TimeOff");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const ids = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The confirmation keeps its last content while it animates closed, so its
  // title and buttons never flip to the plural wording on the way out.
  const [confirming, setConfirming] = useState<{ input: TimeOffInput; appointments: AppointmentDTO[] } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [removing, setRemoving] = useState<string | null>(null);

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors({});
  }

  function fail(message: string, fieldErrors?: Record<string, string>) {
    toast.error(message);
    const out: Record<string, string> = {};
    for (const [k, m] of Object.entries(fieldErrors ?? {})) out[k.split(".").at(-1)!] ??= m;
    setErrors(Object.keys(out).length ? out : { form: message });
  }

  function save(input: TimeOffInput, cancelAffected: boolean) {
    startTransition(async () => {
      const result = await addTimeOffAction({ doctorId, timeOff: { ...input, cancelAffected } });
      setConfirmOpen(false);
      if (!result.ok) return fail(result.message, result.fieldErrors);
      toast.success(result.message);
      setFields(EMPTY);
      router.refresh();
    });
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!fields.first) return fail(t("chooseFirstDayOfTimeOff"), { from: t("chooseFirstDay") });
    const input = requestOf(fields);
    const parsed = timeOffSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
      return fail(parsed.error.issues[0].message, fieldErrors);
    }
    startTransition(async () => {
      const preview = await previewTimeOffAction({ doctorId, timeOff: input });
      if (!preview.ok) return fail(preview.message, preview.fieldErrors);
      if (preview.data.length === 0) return save(input, false);
      setConfirming({ input, appointments: preview.data });
      setConfirmOpen(true);
    });
  }

  function remove(t: TimeOffDTO) {
    setRemoving(t._id);
    startTransition(async () => {
      const result = await removeTimeOffAction({ doctorId, id: t._id });
      setRemoving(null);
      if (!result.ok) return void toast.error(result.message);
      toast.success(result.message);
      router.refresh();
    });
  }

  const affected = confirming?.appointments.length ?? 0;
  const field = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${ids}-${name}-error` } : {});
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <SchedulePanel id={ids} title={t("title")} intro={doctorId ? t("introDoctor") : t("introSelf")}>

      <div className="grid gap-6 p-4 sm:px-6 lg:grid-cols-2">
        <div className="space-y-3">
          <h3 className="font-medium">{t("upcoming")}</h3>
          {items.length === 0 ? (
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              <CalendarOff className="size-4 shrink-0" aria-hidden /> {t("nonePlanned")}
            </p>
          ) : (
            <ul aria-label={t("upcomingLabel")} className="divide-y rounded-lg border">
              {items.map((item) => (
                <li key={item._id} className="flex items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{describeTimeOff(item, t, locale)}</p>
                    {item.reason ? <p className="truncate text-sm text-muted-foreground">{item.reason}</p> : null}
                  </div>
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(item)} disabled={pending}>
                    {removing === item._id ? <Spinner size="sm" className="text-current" label={t("removing")} /> : <Trash2 aria-hidden />}
                    {t("remove")}
                    <span className="sr-only">{t("removeTarget", { what: describeTimeOff(item, t, locale) })}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <form onSubmit={submit} noValidate aria-labelledby={`${ids}-add`} className="space-y-4">
          <h3 id={`${ids}-add`} className="font-medium">
            {t("addTimeOff")}
          </h3>
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${ids}-first`}>{t("firstDay")}</Label>
              <Input id={`${ids}-first`} type="date" min={today} value={fields.first} onChange={(e) => set("first", e.target.value)} {...field("from")} />
              {fieldError("from")}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${ids}-last`}>{t("lastDay")}</Label>
              <Input
                id={`${ids}-last`}
                type="date"
                min={fields.first || today}
                value={fields.last}
                placeholder={t("sameDay")}
                onChange={(e) => set("last", e.target.value)}
                {...field("to")}
              />
              {fieldError("to")}
            </div>
          </div>
          <div className="flex items-center gap-2.5">
            <Checkbox id={`${ids}-partial`} checked={fields.partial} onCheckedChange={(v) => set("partial", v === true)} />
            <label htmlFor={`${ids}-partial`} className="cursor-pointer text-sm font-medium select-none">
              {t("partOfTheDay")}
            </label>
          </div>
          {fields.partial ? (
            <div className="grid gap-4 min-[420px]:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${ids}-from-time`}>{t("fromFirstDay")}</Label>
                <TimeSelect id={`${ids}-from-time`} kind="start" className="w-full" value={fields.fromTime} onChange={(e) => set("fromTime", e.target.value)} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${ids}-until-time`}>{t("untilLastDay")}</Label>
                <TimeSelect id={`${ids}-until-time`} kind="end" className="w-full" value={fields.untilTime} onChange={(e) => set("untilTime", e.target.value)} />
              </div>
            </div>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={`${ids}-reason`}>{t("reasonOptional")}</Label>
            <Input id={`${ids}-reason`} value={fields.reason} maxLength={TIME_OFF_REASON_MAX} placeholder={t("reasonPlaceholder")} onChange={(e) => set("reason", e.target.value)} {...field("reason")} />
            {fieldError("reason")}
          </div>
          {fieldError("form")}
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending && !removing ? <Spinner size="sm" className="text-current" label={t("saving")} /> : <CalendarPlus aria-hidden />}
            {t("addTimeOff")}
          </Button>
        </form>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t("confirmTitle", { count: affected })}
        description={t("confirmText", { count: affected })}
        cancelLabel={t("goBack")}
        confirmLabel={t("confirmAction", { count: affected })}
        busyLabel={t("saving")}
        pending={pending}
        onConfirm={() => {
          if (confirming && confirmOpen) save(confirming.input, true);
        }}
      >
          <ul aria-label={t("affectedLabel")} className="max-h-60 divide-y overflow-y-auto rounded-lg border text-sm">
            {confirming?.appointments.map((a) => (
              <li key={a._id} className="flex flex-wrap justify-between gap-x-3 p-2.5">
                <span className="font-medium">{a.user.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {t("affectedWhen", { date: shortDateWithWeekday(a.date, locale), time: timeText(a.time, locale) })}
                </span>
              </li>
            ))}
          </ul>
      </ConfirmDialog>
    </SchedulePanel>
  );
}
