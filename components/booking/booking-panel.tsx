"use client";

import { useActionState, useEffect, useId, useOptimistic, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { CircleAlert } from "lucide-react";
import { bookFromFormAction, type BookingFormState } from "@/lib/actions/appointments";
import { SlotFields, type PickerDay } from "@/components/booking/slot-fields";
import { ClinicZoneLine } from "@/components/booking/clinic-zone-line";
import { useChosenDayInView } from "@/components/booking/use-chosen-day-in-view";
import type { VisitTypeOption } from "@/components/booking/visit-type-picker";
import { NoFreeTimes, VisitTypeStep } from "@/components/booking/visit-type-step";
import { ReasonField, WhoForField } from "@/components/booking/visit-details-fields";
import { QuestionFields } from "@/components/booking/question-fields";
import type { Question } from "@/lib/visit-types/questions";
import { BookedNotice, BookOrLogin, ChoiceLine, ChosenTypeLine, type Viewer } from "@/components/booking/booking-summary";
import { useTranslations } from "next-intl";
import { parseSlotValue, slotValue } from "@/lib/appointments/slot-value";
import { cn } from "@/lib/utils";
import { bookWithRepeatFromFormAction, type SeriesFormState } from "@/lib/actions/series-form";
import { BookingRepeat } from "@/components/series/booking-repeat";

export type BookingDay = PickerDay;
export type { Viewer };

type Props = {
  doctorId: string;
  doctorName: string;
  days: BookingDay[];
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  /** IANA zone of the clinic and its short label, e.g. "Europe/Berlin", "CET". */
  timeZone: string;
  timeZoneLabel: string;
  /** The clinic's UTC offset now, in minutes east: the device's is compared with it first (cheap). */
  timeZoneOffset?: number;
  viewer: Viewer;
  /** This page's path: Login and Sign Up come back here, with the chosen slot. */
  basePath: string;
  /** How many days ahead can be booked (the clinic's booking policy). */
  horizonDays: number;
  /** A slot chosen before logging in (from the return URL). */
  initialDate?: string | null;
  initialTime?: string | null;
  /**
   * The visit types the doctor offers, when more than one (issue 24): "What is the visit for?"
   * comes first. Empty or one type: no such step, the page is SPEC's.
   */
  visitTypes?: VisitTypeOption[];
  /** The type `days` are the free starts of (the page's ?type=, else the doctor's default). */
  visitTypeId?: string | null;
  /** The signed-in patient's dependents (issue 26): "Who is this visit for?" when there are any. */
  dependents?: { id: string; name: string }[];
  /** The chosen type's questions (issue 47), asked under the time. */
  questions?: Question[];
  /** Issue 48: the patient may book the chosen type as a series of up to this many visits ("Repeat"). */
  repeatMax?: number | null;
};

/**
 * The booking form (issue 25): the visit type, the day and the time are native radio inputs and
 * Book is the submit button of a form whose action is the server action, so a patient books
 * before any script runs (the page comes back with the answer). A script adds what a page cannot
 * do alone: the time cleared when the day changes (SPEC), a toast, no reload, the chosen day
 * scrolled into view, the login link carrying the choice. Slots come from the server; after
 * booking (or a clash) the page is refreshed so what is shown is what is free.
 */
export function BookingPanel({
  doctorId,
  doctorName,
  days,
  today,
  timeZone,
  timeZoneLabel,
  timeZoneOffset,
  viewer,
  basePath,
  horizonDays,
  initialDate,
  initialTime,
  visitTypes = [],
  visitTypeId = null,
  dependents = [],
  questions = [],
  repeatMax = null,
}: Props) {
  const t = useTranslations("BookingPanel");
  const router = useRouter();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [state, formAction, pending] = useActionState<SeriesFormState, FormData>(repeatMax ? bookWithRepeatFromFormAction : bookFromFormAction, null);
  // A refused post comes back with the choice as sent (with or without a script).
  const sent = state && !state.ok ? state.values : null;
  const [date, setDate] = useState<string | null>(() => {
    const wanted = sent?.date ?? initialDate;
    return days.find((d) => d.date === wanted)?.date ?? days[0]?.date ?? null;
  });
  const [slot, setSlot] = useState<string | null>(() => (sent ? sent.slot || null : initialDate && initialTime ? slotValue(initialDate, initialTime) : null));
  const [reason, setReason] = useState(sent?.reason ?? "");
  // The answer shown until the patient changes the choice (a local check's message replaces it).
  const [localError, setLocalError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<BookingFormState>(null);
  // A refusal because no one is signed in: its own warning is not said twice (a field, not the text).
  const signedOut = Boolean(state && !state.ok && state.signedOut);
  const refusedForLogin = signedOut && dismissed !== state && !localError;
  const needsLogin = viewer === "guest" || signedOut;
  // Another type means other free starts: the page renders them for ?type= (the address keeps
  // the choice for a reload, a shared link and the way back from logging in). The card shows
  // checked at once; the day and time pickers dim until the new starts arrive.
  const [switching, startSwitch] = useTransition();
  const [shownTypeId, showTypeId] = useOptimistic(visitTypeId);
  const choosesType = visitTypes.length > 1;
  const chosenType = choosesType ? (visitTypes.find((t) => t.id === visitTypeId) ?? null) : null;
  // After a refresh the chosen day or time may be gone: fall back gracefully.
  const activeDay = days.find((d) => d.date === date) ?? days[0] ?? null;
  const chosen = parseSlotValue(slot);
  // A time belongs to its day: when the chosen day is gone, the same clock time on another day is not chosen.
  const activeTime = activeDay && chosen && chosen.date === activeDay.date && activeDay.slots.some((s) => s.time === chosen.time) ? chosen.time : null;

  const error = localError ?? (state && !state.ok && dismissed !== state ? state.message : null);
  const booked = state?.ok ? (state.data ?? null) : null;

  // A booking starts the choice afresh (SPEC), decided while rendering the answer.
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    if (state?.ok) {
      setSlot(null);
      setReason("");
    }
  }
  // An answer arrived (with a script): say it and show what is free now.
  const answered = useRef<BookingFormState>(state);
  useEffect(() => {
    if (answered.current === state) return;
    answered.current = state;
    if (state?.ok) toast.success(state.message);
    else if (state) toast.error(state.message);
    router.refresh();
  }, [state, router]);

  const scroller = useChosenDayInView(activeDay?.date);

  function changed() {
    setLocalError(null);
    setDismissed(state);
  }

  function chooseDate(value: string) {
    setDate(value);
    setSlot(null); // SPEC: changing the date clears the time
    changed();
  }

  function chooseSlot(value: string) {
    setSlot(value);
    const day = parseSlotValue(value)?.date;
    if (day) setDate(day);
    changed();
  }

  function chooseType(id: string) {
    if (id === visitTypeId) return;
    setSlot(null); // another length: the start chosen may not be free for it
    changed();
    startSwitch(() => {
      showTypeId(id);
      router.replace(hrefWith({ type: id, date: activeDay?.date }), {
        scroll: false,
      });
    });
  }

  /** This page's address with the choices made so far. */
  function hrefWith(choice: { type?: string | null; date?: string | null; time?: string | null }) {
    const q = new URLSearchParams();
    if (choice.type) q.set("type", choice.type);
    if (choice.date) q.set("date", choice.date);
    if (choice.time) q.set("time", choice.time);
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  }

  /** With a script the missing choice is said at once; without, the server says the same. */
  function checkBeforeSending(e: React.FormEvent<HTMLFormElement>) {
    if (!activeDay || !activeTime) {
      e.preventDefault();
      setLocalError(t("selectSlot"));
    }
  }

  const typeStep = choosesType ? (
    <VisitTypeStep basePath={basePath} types={visitTypes} value={shownTypeId ?? visitTypes[0].id} onChange={chooseType} idPrefix={`${ids}-type`} />
  ) : null;

  if (days.length === 0) {
    const noTimes = <NoFreeTimes horizonDays={horizonDays} chosenType={chosenType} choosesType={choosesType} />;
    if (!typeStep) return noTimes;
    return (
      <div className="max-w-3xl space-y-6">
        {typeStep}
        <div aria-busy={switching || undefined} className={switching ? "opacity-60 transition-opacity" : undefined}>
          {noTimes}
        </div>
      </div>
    );
  }

  // Logging in (or signing up first) comes back to this doctor with the chosen type and slot.
  const returnTo = hrefWith({
    type: choosesType ? visitTypeId : null,
    ...(activeDay && activeTime ? { date: activeDay.date, time: activeTime } : {}),
  });
  const loginHref = `/login?callbackUrl=${encodeURIComponent(returnTo)}`;
  const signupHref = `/signup?callbackUrl=${encodeURIComponent(returnTo)}`;

  const errorId = `${ids}-error`;

  return (
    <div className="max-w-3xl space-y-6">
      {typeStep}

      <ClinicZoneLine timeZone={timeZone} timeZoneLabel={timeZoneLabel} timeZoneOffset={timeZoneOffset} />

      <form action={formAction} onSubmit={checkBeforeSending} className="space-y-6" noValidate>
        <input type="hidden" name="doctorId" value={doctorId} />
        {visitTypeId ? <input type="hidden" name="type" value={visitTypeId} /> : null}
        <div aria-busy={switching || undefined} className={cn(switching && "opacity-60 transition-opacity")}>
          <SlotFields
            days={days}
            today={today}
            idPrefix={`${ids}-bk`}
            date={activeDay?.date ?? null}
            slot={activeDay && activeTime ? slotValue(activeDay.date, activeTime) : null}
            onDateChange={chooseDate}
            onSlotChange={chooseSlot}
            scrollerRef={scroller}
            describedBy={error ? errorId : undefined}
            {...(choosesType
              ? {
                  dayHeading: t("dayHeadingAfterType"),
                  timeHeading: t("timeHeadingAfterType"),
                }
              : {})}
          />
        </div>

        {!needsLogin && viewer === "patient" && dependents.length > 0 ? <WhoForField id={`${ids}-for`} dependents={dependents} /> : null}

        {!needsLogin && viewer !== "doctor" && viewer !== "admin" && viewer !== "receptionist" ? (
          <ReasonField id={`${ids}-reason`} value={reason} onChange={setReason} />
        ) : null}

        {!needsLogin && viewer === "patient" ? (
          // A new key after a booking: the next visit's answers start empty.
          <QuestionFields
            key={booked?.id ?? "answers"}
            questions={questions}
            idPrefix={`${ids}-qs`}
            values={sent?.answers}
            errors={state && !state.ok && dismissed !== state ? state.fieldErrors : undefined}
          />
        ) : null}
        {!needsLogin && repeatMax ? <BookingRepeat maxCount={repeatMax} state={state} /> : null}

        <div className="space-y-3 rounded-xl bg-muted/60 p-4">
          {chosenType ? <ChosenTypeLine type={chosenType} /> : null}
          <ChoiceLine date={activeDay && activeTime ? activeDay.date : null} time={activeTime} timeZoneLabel={timeZoneLabel} doctorName={doctorName} />

          {error ? (
            <p id={errorId} role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {error}
            </p>
          ) : null}

          <BookOrLogin
            viewer={viewer}
            needsLogin={needsLogin}
            loginWarning={!refusedForLogin}
            loginHref={loginHref}
            signupHref={signupHref}
            pending={pending}
            errorId={error ? errorId : undefined}
          />
        </div>
      </form>

      {booked ? <BookedNotice booked={booked} withType={choosesType} doctorName={doctorName} timeZoneLabel={timeZoneLabel} /> : null}
    </div>
  );
}
