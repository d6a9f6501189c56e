"use client";

// Time off on the My Schedule screen: the upcoming list with Remove, and the
// form to add whole days or part of a day. Before saving, the server lists
// the open appointments inside; if there are any, a confirmation offers to
// cancel them together with saving the time off.
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { CalendarOff, CalendarPlus, Trash2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { clockLabel, TimeSelect } from "@/components/schedule/time-select";
import { addTimeOffAction, previewTimeOffAction, removeTimeOffAction } from "@/lib/actions/schedule";
import { plural, shortDateWithWeekday } from "@/lib/format";
import { TIME_OFF_REASON_MAX, timeOffSchema, type TimeOffInput } from "@/lib/schedule/schemas";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import type { TimeOffDTO } from "@/lib/appointments/time-off";

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

/** "Wed, 10/06/2026 (all day)", "Wed, 10/06/2026 to Fri, 12/06/2026", "Wed, 10/06/2026, 12:00 PM to 04:00 PM". */
export function describeTimeOff(t: TimeOffDTO): string {
  if (t.wholeDays) return t.from === t.to ? `${shortDateWithWeekday(t.from)} (all day)` : `${shortDateWithWeekday(t.from)} to ${shortDateWithWeekday(t.to)}`;
  const [fromDate, fromTime] = t.from.split("T");
  const [toDate, toTime] = t.to.split("T");
  const until = toTime === "00:00" && toDate === nextDate(fromDate) ? "midnight" : clockLabel(toTime);
  if (toDate === fromDate || until === "midnight") return `${shortDateWithWeekday(fromDate)}, ${clockLabel(fromTime)} to ${until}`;
  return `${shortDateWithWeekday(fromDate)}, ${clockLabel(fromTime)} to ${shortDateWithWeekday(toDate)}, ${clockLabel(toTime)}`;
}

export function TimeOffPanel({ doctorId, items, today }: { doctorId?: string; items: TimeOffDTO[]; today: string }) {
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
    if (!fields.first) return fail("Choose the first day of the time off", { from: "Choose the first day" });
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

  const field = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${ids}-${name}-error` } : {});
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl border bg-card shadow-sm">
      <div className="space-y-1 border-b p-4 sm:px-6">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          Time off
        </h2>
        <p className="text-sm text-muted-foreground">
          Days or hours when {doctorId ? "the doctor does" : "you do"} not see patients: nothing can be booked then.
        </p>
      </div>

      <div className="grid gap-6 p-4 sm:px-6 lg:grid-cols-2">
        <div className="space-y-3">
          <h3 className="font-medium">Upcoming</h3>
          {items.length === 0 ? (
            <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              <CalendarOff className="size-4 shrink-0" aria-hidden /> No time off planned.
            </p>
          ) : (
            <ul aria-label="Upcoming time off" className="divide-y rounded-lg border">
              {items.map((t) => (
                <li key={t._id} className="flex items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{describeTimeOff(t)}</p>
                    {t.reason ? <p className="truncate text-sm text-muted-foreground">{t.reason}</p> : null}
                  </div>
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(t)} disabled={pending}>
                    {removing === t._id ? <Spinner size="sm" className="text-current" label="Removing" /> : <Trash2 aria-hidden />}
                    Remove<span className="sr-only"> time off {describeTimeOff(t)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <form onSubmit={submit} noValidate aria-labelledby={`${ids}-add`} className="space-y-4">
          <h3 id={`${ids}-add`} className="font-medium">
            Add time off
          </h3>
          <div className="grid gap-4 min-[420px]:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${ids}-first`}>First day</Label>
              <Input id={`${ids}-first`} type="date" min={today} value={fields.first} onChange={(e) => set("first", e.target.value)} {...field("from")} />
              {fieldError("from")}
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${ids}-last`}>Last day</Label>
              <Input
                id={`${ids}-last`}
                type="date"
                min={fields.first || today}
                value={fields.last}
                placeholder="Same day"
                onChange={(e) => set("last", e.target.value)}
                {...field("to")}
              />
              {fieldError("to")}
            </div>
          </div>
          <div className="flex items-center gap-2.5">
            <Checkbox id={`${ids}-partial`} checked={fields.partial} onCheckedChange={(v) => set("partial", v === true)} />
            <label htmlFor={`${ids}-partial`} className="cursor-pointer text-sm font-medium select-none">
              Only part of the day
            </label>
          </div>
          {fields.partial ? (
            <div className="grid gap-4 min-[420px]:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${ids}-from-time`}>From (first day)</Label>
                <TimeSelect id={`${ids}-from-time`} kind="start" className="w-full" value={fields.fromTime} onChange={(e) => set("fromTime", e.target.value)} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${ids}-until-time`}>Until (last day)</Label>
                <TimeSelect id={`${ids}-until-time`} kind="end" className="w-full" value={fields.untilTime} onChange={(e) => set("untilTime", e.target.value)} />
              </div>
            </div>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={`${ids}-reason`}>Reason (optional)</Label>
            <Input id={`${ids}-reason`} value={fields.reason} maxLength={TIME_OFF_REASON_MAX} placeholder="For example: conference" onChange={(e) => set("reason", e.target.value)} {...field("reason")} />
            {fieldError("reason")}
          </div>
          {fieldError("form")}
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending && !removing ? <Spinner size="sm" className="text-current" label="Saving" /> : <CalendarPlus aria-hidden />}
            Add time off
          </Button>
        </form>
      </div>

      <AlertDialog open={confirmOpen} onOpenChange={(open) => !open && !pending && setConfirmOpen(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel {plural(confirming?.appointments.length ?? 0, "appointment")}?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming?.appointments.length === 1 ? "This open appointment falls" : "These open appointments fall"} within the time off. Cancel{" "}
              {confirming?.appointments.length === 1 ? "it" : "them"} and add the time off, or go back and choose other times.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul aria-label="Appointments inside the time off" className="max-h-60 divide-y overflow-y-auto rounded-lg border text-sm">
            {confirming?.appointments.map((a) => (
              <li key={a._id} className="flex flex-wrap justify-between gap-x-3 p-2.5">
                <span className="font-medium">{a.user.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {shortDateWithWeekday(a.date)} at {a.time}
                </span>
              </li>
            ))}
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Go back</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                if (confirming && confirmOpen) save(confirming.input, true);
              }}
            >
              {pending ? <Spinner size="sm" className="text-current" label="Saving" /> : null}
              Cancel {confirming?.appointments.length === 1 ? "it" : "them"} and add time off
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
