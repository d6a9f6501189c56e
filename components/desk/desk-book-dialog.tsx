"use client";

// The front desk's "Book" and "Walk-in" (issue 26), opened from a doctor column's buttons or a free
// start (one dialog for the board, components/desk/board-book-host.tsx): find the patient
// (part of the name, phone digits, email or date of birth) or make a record from the call (name
// and phone; a record that may be someone the clinic has lists the matches first), pick the visit
// type, the start (a walk-in takes the doctor's next free start today and is checked in), a
// reason, the type's questions (issue 47: optional for the desk, which may add them later), and
// book. The server decides everything again (lib/actions/desk.ts).
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { deskBookAction, deskSlotsAction, walkInAction } from "@/lib/actions/desk";
import { DeskPatientFieldset } from "@/components/desk/desk-patient-fieldset";
import { bookSeriesAction } from "@/lib/actions/series";
import { SeriesDialogPart } from "@/components/series/series-dialog-part";
import { useSeriesBooking } from "@/components/series/use-series-booking";
import type { PatientRecordDTO } from "@/lib/desk/patient-record-schema";
import { formatDate } from "@/lib/i18n/format";
import { slotTimeLabel } from "@/lib/desk/labels";
import { cn } from "@/lib/utils";
import { QuestionFields } from "@/components/booking/question-fields";
import { answersFromForm } from "@/lib/visit-types/answer-rules";
import type { Question } from "@/lib/visit-types/questions";

/** `seriesMaxCount`: the type may be booked as a series of up to that many visits (issue 48). */
export type DeskVisitType = { id: string; name: string; durationMinutes: number; seriesMaxCount?: number | null; questions?: Question[] };

type Props = {
  doctor: { id: string; name: string };
  types: DeskVisitType[];
  /** The board's day (YYYY-MM-DD): "Book" offers its free starts. */
  date: string;
  mode: "book" | "walk-in";
  /** A start clicked on the board's grid (the slot value, "10:30 AM"): chosen when it is free for the visit type. */
  initialTime?: string;
  /** Told the new visit's id once booked (the board's host moves the focus to its block). */
  onBooked?: (appointmentId: string) => void;
};

/** The booking schema's reason limit (lib/appointments/booking-schema.ts), as the booking panel has it. */
const REASON_MAX = 500;

const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** The dialog: opened by a column's buttons or a free start on the board's grid (board-book-host.tsx). */
export function DeskBookDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: Props & { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus?: (event: Event) => void }) {
  const t = useTranslations("DeskBook");
  const locale = useLocale();
  const walkIn = props.mode === "walk-in";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus} closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{walkIn ? t("walkInTitle", { doctor: props.doctor.name }) : t("bookTitle", { doctor: props.doctor.name })}</DialogTitle>
          <DialogDescription>
            {walkIn
              ? t("walkInDescription")
              : props.initialTime
                ? t("bookDescriptionAt", { date: formatDate(props.date, locale), time: slotTimeLabel(props.initialTime, locale) })
                : t("bookDescription", { date: formatDate(props.date, locale) })}
          </DialogDescription>
        </DialogHeader>
        {open ? <DeskBookForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeskBookForm({ doctor, types, date, mode, initialTime, onBooked, onDone }: Props & { onDone: () => void }) {
  const t = useTranslations("DeskBook");
  const seriesWords = useTranslations("Series");
  const locale = useLocale();
  const router = useRouter();
  const ids = useId();
  const [patient, setPatient] = useState<PatientRecordDTO | null>(null);
  const [typeId, setTypeId] = useState(types[0]?.id ?? "");
  const [times, setTimes] = useState<string[] | null>(null);
  const [time, setTime] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The questions' fields are uncontrolled native inputs (QuestionFields): read from their form when booking.
  const answersForm = useRef<HTMLFormElement>(null);
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [pending, start] = useTransition();
  const walkIn = mode === "walk-in";
  const done = (id: string) => (onBooked?.(id), onDone(), router.refresh());
  // "Repeat" (issue 48): a type that allows series books every date at once, or lists those that do not fit.
  const seriesMax = walkIn ? null : (types.find((v) => v.id === typeId)?.seriesMaxCount ?? null);
  const series = useSeriesBooking({ send: bookSeriesAction, fallback: seriesWords("bookFailed"), onBooked: (d) => done(d.appointments[0]?._id ?? "") });
  const repeats = seriesMax !== null && series.repeats;
  // Answered once for a series too: every date's visit keeps its own copy (issue 47).
  const questions = types.find((v) => v.id === typeId)?.questions ?? [];

  // The free starts of the board's day for the chosen type; a walk-in (today's board) shows the
  // first of them, the start the patient will get (issue 40).
  useEffect(() => {
    let live = true;
    deskSlotsAction({ doctorId: doctor.id, visitTypeId: typeId || undefined }).then((r) => {
      if (!live) return;
      const day = r.ok ? r.data.find((d) => d.date === date) : undefined;
      const free = day?.times ?? [];
      setTimes(free);
      // The start clicked on the grid when this visit type fits there; else the day's first, said so.
      const fits = initialTime !== undefined && free.includes(initialTime);
      setTime(fits ? initialTime : (free[0] ?? ""));
      setNotice(initialTime && !fits && free.length ? t("notFreeNotice", { time: slotTimeLabel(initialTime, locale), first: slotTimeLabel(free[0], locale) }) : null);
      if (!r.ok) setError(r.message);
    });
    return () => {
      live = false;
    };
  }, [doctor.id, typeId, date, walkIn, initialTime, t, locale]);

  function book() {
    if (!patient) return setError(t("choosePatientFirst"));
    if (!walkIn && !time) return setError(t("chooseStartFirst"));
    setError(null);
    const form = answersForm.current ? new FormData(answersForm.current) : null;
    const answers = form && questions.length ? answersFromForm(questions, (name) => form.getAll(name).map(String)) : undefined;
    if (repeats) return series.book({ userId: patient._id, doctorId: doctor.id, visitTypeId: typeId, date, time, reason, answers }, seriesMax);
    start(async () => {
      const base = { patientId: patient._id, doctorId: doctor.id, visitTypeId: typeId || undefined, reason, answers };
      const r = walkIn ? await walkInAction(base) : await deskBookAction({ ...base, date, time });
      setAnswerErrors(!r.ok && r.fieldErrors ? r.fieldErrors : {});
      if (!r.ok) return setError(r.message);
      toast.success(r.message ?? t("booked"));
      done(r.data._id);
    });
  }

  return (
    // One column of the dialog's width (minmax(0, 1fr)): a long name or email wraps instead of
    // widening the dialog past a phone's screen; a fieldset is as wide as its content unless min-w-0.
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <DeskPatientFieldset patient={patient} setPatient={setPatient} setError={setError} />

      {types.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-type`}>{t("visitType")}</Label>
          <select id={`${ids}-type`} className={selectStyle} value={typeId} onChange={(e) => (setTypeId(e.target.value), setTimes(null), setTime(""), setAnswerErrors({}), series.reset())}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {t("visitTypeOption", { name: type.name, minutes: String(type.durationMinutes) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {walkIn ? (
        <p className="text-sm text-muted-foreground" role="status">
          {times === null ? <Spinner size="sm" label={t("loadingStarts")} /> : times.length ? t("walkInStart", { time: slotTimeLabel(times[0], locale) }) : t("noFreeStart")}
        </p>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-time`}>{t("start")}</Label>
          {times === null ? (
            <Spinner size="sm" label={t("loadingStarts")} />
          ) : times.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noFreeStart")}</p>
          ) : (
            <select id={`${ids}-time`} className={selectStyle} value={time} onChange={(e) => (setTime(e.target.value), setNotice(null), series.reset())}>
              {times.map((value) => (
                <option key={value} value={value}>
                  {slotTimeLabel(value, locale)}
                </option>
              ))}
            </select>
          )}
          {notice ? (
            <p className="text-sm text-muted-foreground" role="status">
              {notice}
            </p>
          ) : null}
        </div>
      )}

      {seriesMax !== null ? <SeriesDialogPart series={series} idPrefix={`${ids.replace(/[^a-zA-Z0-9_-]/g, "")}-rp`} maxCount={seriesMax} /> : null}

      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-reason`}>{t("reason")}</Label>
        <Textarea id={`${ids}-reason`} rows={2} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>

      {questions.length ? (
        // Its own form only to read the fields (FormData); Enter in a field books nothing by itself.
        <form ref={answersForm} key={typeId} onSubmit={(e) => e.preventDefault()} className="min-w-0">
          <QuestionFields questions={questions} idPrefix={`${ids.replace(/[^a-zA-Z0-9_-]/g, "")}-aq`} errors={answerErrors} />
        </form>
      ) : null}

      {error || (repeats && series.error && !series.conflicts) ? (
        <p role="alert" className={cn("text-sm font-medium text-destructive")}>
          {error ?? series.error}
        </p>
      ) : null}

      {repeats && series.conflicts ? null : (
        <DialogFooter>
          <Button type="button" disabled={pending || series.pending || !patient} onClick={book}>
            {pending || series.pending ? <Spinner size="sm" className="text-current" label={t("booking")} /> : null}
            {walkIn ? t("bookAndCheckIn") : t("book")}
          </Button>
        </DialogFooter>
      )}
    </div>
  );
}
