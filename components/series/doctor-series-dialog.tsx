"use client";

// "Book a series" on the doctor's view of one of their patients (issue 48: the doctor books a
// series for their own patients): a visit type that allows series, the first date and time,
// every 1, 2 or 4 weeks, how many times. Every date is checked by the server; the dates that do
// not fit come back listed with their alternatives (SeriesDialogPart). Words: "Series", "SlotFields".
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2, Repeat } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { bookSeriesAction } from "@/lib/actions/series";
import { SeriesDialogPart } from "@/components/series/series-dialog-part";
import { useSeriesBooking } from "@/components/series/use-series-booking";

export type SeriesVisitType = { id: string; name: string; durationMinutes: number; seriesMaxCount: number };

const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

type Props = { doctorId: string; patient: { id: string; name: string }; types: SeriesVisitType[]; today: string };

export function DoctorSeriesButton(props: Props) {
  const t = useTranslations("Series");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Repeat aria-hidden /> {t("bookSeriesButton")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("bookSeriesTitle", { name: props.patient.name })}</DialogTitle>
          <DialogDescription>{t("bookSeriesDescription")}</DialogDescription>
        </DialogHeader>
        {open ? <DoctorSeriesForm {...props} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DoctorSeriesForm({ doctorId, patient, types, today, onDone }: Props & { onDone: () => void }) {
  const t = useTranslations("Series");
  const router = useRouter();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [typeId, setTypeId] = useState(types[0]?.id ?? "");
  const [date, setDate] = useState(today);
  const [time, setTime] = useState("09:00");
  const type = types.find((v) => v.id === typeId) ?? types[0];
  const series = useSeriesBooking({
    send: bookSeriesAction,
    fallback: t("bookFailed"),
    initial: { every: 1, count: Math.min(8, type?.seriesMaxCount ?? 8) },
    onBooked: () => {
      onDone();
      router.refresh();
    },
  });
  const edited = () => series.reset();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-type`}>{t("visitType")}</Label>
        <select id={`${ids}-type`} className={selectStyle} value={typeId} onChange={(e) => (setTypeId(e.target.value), edited())}>
          {types.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-date`}>{t("firstDate")}</Label>
          <Input id={`${ids}-date`} type="date" min={today} value={date} onChange={(e) => (setDate(e.target.value), edited())} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-time`}>{t("startTime")}</Label>
          <Input id={`${ids}-time`} type="time" step={300} dir="ltr" value={time} onChange={(e) => (setTime(e.target.value), edited())} />
        </div>
      </div>
      <SeriesDialogPart series={series} idPrefix={`${ids}-rp`} maxCount={type?.seriesMaxCount ?? 2} alwaysRepeats />
      {series.error && !series.conflicts ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {series.error}
        </p>
      ) : null}
      {series.conflicts ? null : (
        <DialogFooter>
          <Button type="button" disabled={series.pending || !type || !date || !time} onClick={() => series.book({ doctorId, visitTypeId: type.id, date, time, userId: patient.id }, type.seriesMaxCount)}>
            {series.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {series.pending ? t("booking") : t("bookSeries")}
          </Button>
        </DialogFooter>
      )}
    </div>
  );
}
