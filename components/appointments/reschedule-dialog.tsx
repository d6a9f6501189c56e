"use client";

// "Reschedule": a dialog with the booking page's day and time pickers
// (SlotPicker) over the doctor's free slots, loaded when it opens. The same
// dialog serves the patient's appointment page and the doctor's and admin's
// lists; the server decides who may move what (lib/appointments/reschedule.ts) and its
// refusals arrive as messages, shown in the dialog and as a toast. Its words: the
// "RescheduleDialog" and "SlotFields" messages (RESCHEDULE_DIALOG_NAMESPACES), which every
// caller's ClientMessages lists.
import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
// Plain SVG (components/ui/icons.tsx): every open appointment card of a staff list draws the trigger (issue 43).
import { CalendarClock, Clock, LoaderCircle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { DialogLink } from "@/components/ui/dialog-link";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PickerDay } from "@/components/booking/slot-fields";
import { FreeTimeChoice } from "@/components/booking/free-time-choice";
import { useChosenDayInView } from "@/components/booking/use-chosen-day-in-view";
import { rescheduleAppointmentAction, rescheduleSlotsAction } from "@/lib/actions/appointments";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useLocale, useTranslations } from "next-intl";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";

type Options = { days: PickerDay[]; today: string; horizonDays: number };

export function RescheduleDialog({
  appointmentId,
  current,
  label,
  size = "default",
  variant = "outline",
  className,
  href,
}: {
  appointmentId: string;
  /**
   * The reschedule page (issue 25): the button is then a link to it, so it works before any script
   * runs; with one it opens this dialog instead. Without: a plain button (staff lists).
   */
  href?: string;
  /** The appointment as it is now, e.g. "Dr. Sarah Patel on Mon, 10/03/2025 at 10:30 AM CET". */
  current: string;
  /** The trigger's text (screen-reader context may follow it); "Reschedule" in the page's language by default. */
  label?: React.ReactNode;
  size?: "sm" | "default";
  variant?: "outline" | "secondary" | "default";
  className?: string;
}) {
  const t = useTranslations("RescheduleDialog");
  const locale = useLocale() as Locale;
  const FAILED = t("failed");
  const router = useRouter();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const trigger = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Options | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const scroller = useChosenDayInView(open ? date : null);
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const [saving, startSaving] = useTransition();

  /** The free slots as they are now; the chosen day is kept when it still has some. */
  function load(keepDate: string | null) {
    startLoading(async () => {
      let result: Awaited<ReturnType<typeof rescheduleSlotsAction>>;
      try {
        result = await rescheduleSlotsAction(appointmentId);
      } catch {
        result = {
          ok: false,
          message: t("loadFailed"),
        };
      }
      if (!result.ok) {
        setOptions(null);
        setError(result.message);
        return;
      }
      setOptions(result.data);
      setDate(result.data.days.find((d) => d.date === keepDate)?.date ?? result.data.days[0]?.date ?? null);
    });
  }

  function openChange(next: boolean) {
    if (saving) return;
    setOpen(next);
    if (next) {
      setError(null);
      setTime(null);
      load(null);
    }
  }

  function confirm() {
    if (!date || !time) {
      setError(t("selectSlot"));
      return;
    }
    setError(null);
    startSaving(async () => {
      let result: Awaited<ReturnType<typeof rescheduleAppointmentAction>>;
      try {
        result = await rescheduleAppointmentAction({
          id: appointmentId,
          date,
          time,
        });
      } catch {
        result = { ok: false, message: FAILED };
      }
      if (result.ok) {
        toast.success(result.message);
        setOpen(false);
        router.refresh();
        return;
      }
      toast.error(result.message || FAILED);
      setError(result.message || FAILED);
      // The slot may have just been taken: show what is free now.
      setTime(null);
      load(date);
    });
  }

  const days = options?.days ?? [];
  return (
    <Dialog open={open} onOpenChange={openChange}>
      {href ? (
        <Button asChild variant={variant} size={size} className={className}>
          <DialogLink ref={trigger} href={href} onOpen={() => openChange(true)}>
            <CalendarClock aria-hidden /> {label ?? t("trigger")}
          </DialogLink>
        </Button>
      ) : (
        <DialogTrigger asChild>
          <Button type="button" variant={variant} size={size} className={className}>
            <CalendarClock aria-hidden /> {label ?? t("trigger")}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        className="sm:max-w-xl"
        closeLabel={t("close")}
        onCloseAutoFocus={
          href
            ? (e) => {
                // No Radix trigger (the button is a link): focus goes back to it by hand.
                e.preventDefault();
                trigger.current?.focus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { current })}</DialogDescription>
        </DialogHeader>

        <div className="min-w-0 space-y-5">
          <FreeTimeChoice
            loading={loading}
            options={options}
            loadingLabel={t("loading")}
            noFreeTimes={options ? t("noFreeTimes", { count: options.horizonDays }) : ""}
            idPrefix={`${ids}-rs`}
            errorId={`${ids}-error`}
            date={date}
            time={time}
            onChange={(d, tm) => {
              setDate(d);
              setTime(tm);
              setError(null);
            }}
            error={error}
            scrollerRef={scroller}
            dayHeading={t("newDay")}
            timeHeading={t("newTime")}
          >
            {date && time ? (
              <p className="flex items-center gap-2 text-sm" aria-live="polite">
                <Clock className="size-4 shrink-0 text-primary" aria-hidden />
                <span>
                  {t.rich("moveTo", {
                    date: shortDateWithWeekday(date, locale),
                    time: shownTime(time, locale),
                    strong: (chunks) => <span className="font-semibold">{chunks}</span>,
                  })}
                </span>
              </p>
            ) : null}
          </FreeTimeChoice>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={saving}>
            {t("keep")}
          </Button>
          <Button type="button" onClick={confirm} disabled={saving || loading || !options || days.length === 0} className={cn(saving && "cursor-wait")}>
            {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
            {saving ? t("moving") : t("move")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
