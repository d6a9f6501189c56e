"use server";

// The booking page's plain form when the visit may repeat (issue 48, docs/no-javascript.md): the
// same form as one visit, plus `every` and `count`; and, once some dates did not fit, the choice
// for each (`replace-<date>`: a slot value or "skip") and which button was pressed (`decision`:
// "choices" or "without"). "Does not repeat" is the one-visit form's action itself. Thin: it reads
// the form and calls bookSeriesAction, so the rules, roles and messages are the series' own.
import { currentActor } from "@/lib/auth/session";
import { inPageLanguage, type FormState } from "@/lib/actions/safe-action";
import { bookFromFormAction } from "@/lib/actions/appointments";
import { bookSeriesAction } from "@/lib/actions/series";
import { SELECT_SLOT, type BookedVisit, type BookingChoice } from "@/lib/appointments/booking-form";
import { parseSlotValue } from "@/lib/appointments/slot-value";
import { formAnswers, postedAnswers, questionsOfBooking } from "@/lib/appointments/form-answers";
import type { z } from "zod";
import type { seriesConflictShape } from "@/lib/appointments/series/shapes";

type SeriesConflict = z.output<typeof seriesConflictShape>;

/** The choice as sent, with the repeat (as the selects send it). */
type SeriesChoice = BookingChoice & { every?: string; count?: string };

/** The booking form's state, with the dates that did not fit when that was the answer. */
export type SeriesFormState = (NonNullable<FormState<SeriesChoice, BookedVisit & { count?: number }>> & { conflicts?: SeriesConflict[] }) | null;

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** `replace-<date>` radios as the series' replacements: "skip" (or every one, for "without") leaves the date out. */
function replacementsOf(form: FormData): Record<string, { date: string; time: string } | null> | undefined {
  const decision = field(form, "decision");
  if (decision !== "choices" && decision !== "without") return undefined;
  const out: Record<string, { date: string; time: string } | null> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("replace-") || typeof value !== "string") continue;
    out[name.slice("replace-".length)] = decision === "without" ? null : parseSlotValue(value);
  }
  return out;
}

export async function bookWithRepeatFromFormAction(previous: SeriesFormState, form: FormData): Promise<SeriesFormState> {
  const every = Number(field(form, "every"));
  // "Does not repeat": one visit, exactly as the page without Repeat books it.
  if (!field(form, "every")) return bookFromFormAction(previous, form);
  const date = field(form, "date");
  const slot = field(form, "slot");
  const reason = field(form, "reason");
  // The answer fields come back with a refusal, as the one-visit form's do.
  const posted = postedAnswers(form);
  const values = { date, slot, reason, every: field(form, "every"), count: field(form, "count"), answers: posted };
  const chosen = parseSlotValue(slot);
  if (!chosen || chosen.date !== date) return { ok: false, message: await inPageLanguage(SELECT_SLOT), values: { ...values, slot: "" } };
  const patientId = field(form, "patientId");
  const replacements = replacementsOf(form);
  // The type's questions, answered once for every date (issue 47), read as the one-visit form reads them.
  const answers = formAnswers(await questionsOfBooking(field(form, "doctorId"), field(form, "type")), posted);
  const result = await bookSeriesAction({
    doctorId: field(form, "doctorId"),
    visitTypeId: field(form, "type"),
    date: chosen.date,
    time: chosen.time,
    every: every as 1 | 2 | 4,
    count: Number(field(form, "count")),
    reason: reason.trim(),
    ...(patientId ? { userId: patientId } : {}),
    ...(replacements ? { replacements } : {}),
    ...(answers ? { answers } : {}),
  });
  if (result.ok) {
    const first = result.data.appointments.find((a) => a.status !== "cancelled") ?? result.data.appointments[0];
    return {
      ok: true,
      message: result.message ?? "",
      values: { date, slot: "", reason: "" },
      data: { id: first._id, date: first.date, time: first.time, typeName: result.data.series.visitType.name, count: result.data.appointments.length },
    };
  }
  const conflicts = result.details?.conflicts;
  return {
    ok: false,
    message: result.message,
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    values,
    ...(Array.isArray(conflicts) ? { conflicts: conflicts as SeriesConflict[] } : {}),
    signedOut: await currentActor().then((actor) => !actor, () => false),
  };
}
