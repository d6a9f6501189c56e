"use client";

// "Move visits" of a series, from one visit's page (issue 48): this visit alone (it stays in the
// series) or this and the following (each shifted by the same number of days, at the new time;
// every date checked, all or nothing). The new day and time are chosen in the booking page's
// pickers over this visit's free times (the reschedule dialog's list). Words: "Series", "SlotFields".
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CalendarClock, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PickerDay } from "@/components/booking/slot-fields";
import { FreeTimeChoice } from "@/components/booking/free-time-choice";
import { useChosenDayInView } from "@/components/booking/use-chosen-day-in-view";
import { rescheduleSlotsAction } from "@/lib/actions/appointments";
import { rescheduleSeriesAction } from "@/lib/actions/series";
import { ScopeRadios } from "@/components/series/scope-radios";
import type { SeriesOfVisit } from "@/components/series/series-of-visit";

type Scope = "one" | "following";
type Options = { days: PickerDay[]; today: string };

export function SeriesMoveDialog({ series, appointmentId, when }: { series: SeriesOfVisit; appointmentId: string; when: string }) {
  const t = useTranslations("Series");
  const router = useRouter();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>("one");
  const [options, setOptions] = useState<Options | null>(null);
  const [slot, setSlot] = useState<{ date: string | null; time: string | null }>({ date: null, time: null });
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const [saving, startSaving] = useTransition();
  const scroller = useChosenDayInView(open ? slot.date : null);

  function load() {
    startLoading(async () => {
      const result = await rescheduleSlotsAction(appointmentId).catch(() => ({ ok: false as const, message: t("changeFailed") }));
      if (!result.ok) return setError(result.message);
      setOptions(result.data);
      setSlot({ date: result.data.days[0]?.date ?? null, time: null });
    });
  }

  function openChange(next: boolean) {
    if (saving) return;
    setOpen(next);
    setError(null);
    if (next) load();
  }

  function move() {
    if (!slot.date || !slot.time) return setError(t("selectSlot"));
    const { date, time } = slot;
    setError(null);
    startSaving(async () => {
      const result = await rescheduleSeriesAction({ seriesId: series.id, scope, appointmentId, date, time }).catch(() => ({ ok: false as const, message: t("changeFailed") }));
      if (!result.ok) {
        setError(result.message || t("changeFailed"));
        toast.error(result.message || t("changeFailed"));
        return load();
      }
      toast.success(result.message ?? "");
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <CalendarClock aria-hidden /> {t("moveVisits")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("moveTitle")}</DialogTitle>
          <DialogDescription>{t("moveDescription", { when })}</DialogDescription>
        </DialogHeader>
        <div className="min-w-0 space-y-5">
          {series.following > 1 ? (
            <ScopeRadios
              name={`${ids}-scope`}
              value={scope}
              onChange={(v) => setScope(v as Scope)}
              disabled={saving}
              options={[
                { value: "one", label: t("moveScopeOne") },
                { value: "following", label: t("moveScopeFollowing", { count: series.following }) },
              ]}
            />
          ) : null}
          <FreeTimeChoice
            loading={loading}
            options={options}
            loadingLabel={t("loading")}
            noFreeTimes={t("noFreeTimes")}
            idPrefix={`${ids}-mv`}
            errorId={`${ids}-error`}
            date={slot.date}
            time={slot.time}
            onChange={(date, time) => (setSlot({ date, time }), setError(null))}
            error={error}
            scrollerRef={scroller}
            dayHeading={t("newDay")}
            timeHeading={t("newTime")}
            headingLevel={2}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => openChange(false)} disabled={saving}>
            {t("close")}
          </Button>
          <Button type="button" onClick={move} disabled={saving || loading || !options?.days.length}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
            {saving ? t("moving") : t("move")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
