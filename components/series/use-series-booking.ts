"use client";

// Booking a series from a dialog (issue 48: the desk's Book and the doctor's patient view): the
// Repeat choice, then one call for every date. All fit: booked, the caller's next step runs. Some
// do not: nothing was booked and the answer's conflicts are listed with a choice for each (the
// nearest free time, or leave the date out); the next call sends the same series with those
// replacements. The server checks every date again: a replacement taken meanwhile comes back as
// a conflict of its own.
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { conflictKey, defaultChoices, SKIP, type ConflictChoices, type RepeatChoice, type SeriesConflict } from "@/components/series/series-shapes";
import type { SeriesEvery } from "@/lib/appointments/series/every";
import { replacementsOf, type SeriesReplacements } from "@/components/series/series-replacements";
import type { ActionResult } from "@/lib/actions/safe-action";
import type { AnswerInput } from "@/lib/visit-types/answer-rules";

/** What a series booking is sent with (the action's input without the repeat and the replacements). */
export type SeriesBase = { doctorId: string; visitTypeId: string; date: string; time: string; userId?: string; reason?: string; answers?: AnswerInput[] };

type SeriesInput = SeriesBase & { every: SeriesEvery; count: number; replacements?: SeriesReplacements };

/** The dates that do not fit, when that is why the action refused (its details, as the REST 409's conflicts). */
export function conflictsOf(result: ActionResult<unknown>): SeriesConflict[] | null {
  const conflicts = !result.ok ? result.details?.conflicts : undefined;
  return Array.isArray(conflicts) && conflicts.length ? (conflicts as SeriesConflict[]) : null;
}

export function useSeriesBooking<T>({
  send,
  onBooked,
  fallback,
  initial = { every: null, count: 8 },
}: {
  send: (input: SeriesInput) => Promise<ActionResult<T>>;
  onBooked: (data: T) => void;
  fallback: string;
  initial?: RepeatChoice;
}) {
  const [repeat, setRepeat] = useState<RepeatChoice>(initial);
  const [conflicts, setConflicts] = useState<SeriesConflict[] | null>(null);
  const [choices, setChoices] = useState<ConflictChoices>({});
  const [base, setBase] = useState<SeriesBase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function run(input: SeriesInput) {
    setError(null);
    start(async () => {
      let answer: ActionResult<T>;
      try {
        answer = await send(input);
      } catch {
        answer = { ok: false, message: fallback };
      }
      if (answer.ok) {
        setConflicts(null);
        toast.success(answer.message ?? "");
        onBooked(answer.data);
        return;
      }
      const listed = conflictsOf(answer);
      if (listed) {
        setConflicts(listed);
        setChoices(defaultChoices(listed));
      }
      setError(answer.message || fallback);
      toast.error(answer.message || fallback);
    });
  }

  return {
    repeat,
    /** A new repeat (or start) forgets the conflicts of the last one. */
    setRepeat: (next: RepeatChoice) => (setRepeat(next), setConflicts(null)),
    repeats: repeat.every !== null,
    conflicts,
    choices,
    choose: (key: string, value: string) => setChoices((c) => ({ ...c, [key]: value })),
    error,
    pending,
    /** The first try: every date as the rule gives it (`maxCount`: the visit type's, the count shown at most). */
    book(next: SeriesBase, maxCount: number) {
      if (!repeat.every) return;
      const count = Math.min(repeat.count, maxCount);
      if (count !== repeat.count) setRepeat({ ...repeat, count });
      setBase(next);
      setConflicts(null);
      run({ ...next, every: repeat.every, count });
    },
    /** Again, with the choices made for the dates that did not fit (`without`: leave them all out). */
    bookAgain(without = false) {
      if (!base || !repeat.every || !conflicts) return;
      const chosen = without ? Object.fromEntries(conflicts.map((c) => [conflictKey(c), SKIP])) : choices;
      run({ ...base, every: repeat.every, count: repeat.count, replacements: replacementsOf(conflicts, chosen) });
    },
    reset: () => (setConflicts(null), setError(null)),
  };
}
