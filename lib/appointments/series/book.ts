// Issue 48 item 2: booking a series of visits as one act. The rule's dates (every 1, 2 or 4
// weeks, expand.ts), with the replacements asked for, are each checked as one booking is (the
// booking pipeline's steps: who books, the doctor and type, the slot rule under the doctor's
// lock, the limits, the row's columns) and booked in ONE transaction, or none is: the 409 then
// lists each date that does not fit, why, and its alternatives.
import { prisma } from "@/lib/db";
import { clinicTimeZone } from "@/lib/clinic-time";
import { badRequest, conflict, isUniqueViolation } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudits } from "@/lib/audit/record";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { lengthOf } from "@/lib/schedule/read";
import { TRANSACTION_WAITS, countPatientChange, withRaceRetry } from "@/lib/appointments/change";
import { doctorAndType, visitColumns } from "@/lib/appointments/book/visit-type";
import { bookingAnswers } from "@/lib/appointments/book/answers";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertWithinOpenLimit, isLimited } from "@/lib/appointments/book/limits";
import { expandRule, seriesRule } from "@/lib/appointments/series/expand";
import { assertMayBookSeries, assertSeriesType, seriesHorizonDays } from "@/lib/appointments/series/who";
import { busyMinutesOf, checkDates, SERIES_CONFLICTS, withAlternatives, type PlannedDate, type SeriesConflict } from "@/lib/appointments/series/conflicts";
import { recordSeriesBookedEmails } from "@/lib/appointments/series/emails";
import { seriesAnswer, type SeriesAnswer } from "@/lib/appointments/series/reads";
import { STAFF_SERIES_WEEKS, type SeriesRequest } from "@/lib/appointments/series/series-schema";

export const SERIES_BOOKED = "Series booked";
export const UNKNOWN_REPLACEMENT = "A replacement names a date that is not one of the series' dates.";
export const NOTHING_LEFT = "Leaving out every date leaves nothing to book.";

/** The dates to book: the rule's, each replaced or left out as `replacements` says. */
export function plannedDates(input: Pick<SeriesRequest, "date" | "time" | "every" | "count" | "replacements">, tz: string): { rule: string; planned: PlannedDate[] } {
  const rule = seriesRule({ date: input.date, minutes: input.time }, input.every, input.count, tz);
  const dates = expandRule(rule);
  const replacements = input.replacements ?? {};
  for (const key of Object.keys(replacements)) if (!dates.some((d) => d.date === key)) throw badRequest(UNKNOWN_REPLACEMENT);
  const planned: PlannedDate[] = [];
  for (const d of dates) {
    const instead = replacements[d.date];
    if (instead === null) continue;
    planned.push(instead ? { ruleDate: d.date, date: instead.date, minutes: instead.time } : { ruleDate: d.date, date: d.date, minutes: d.minutes });
  }
  if (planned.length === 0) throw badRequest(NOTHING_LEFT);
  return { rule, planned };
}

/** Thrown by the transaction to roll it back with the refused dates. */
class Refused extends Error {
  constructor(readonly refused: { planned: PlannedDate; reason: string }[], readonly starts: Date[]) {
    super("refused");
  }
}

/** The 409 of dates that do not fit, each with its alternatives. */
export function seriesConflict(message: string, conflicts: SeriesConflict[]) {
  return conflict(message, { conflicts });
}

/**
 * Books the series `input` describes for `input.userId` (else the actor) and answers it with its
 * dates; a 409 with `conflicts` (nothing booked) when some dates do not fit.
 */
export async function bookSeries(actor: Actor, input: SeriesRequest, opts: { now?: Date } = {}): Promise<SeriesAnswer> {
  const now = opts.now ?? new Date();
  const tz = clinicTimeZone();
  const patientId = input.userId ?? actor.id;
  await assertMayBookSeries(actor, patientId, { id: input.doctorId });
  const { doctor, type } = await doctorAndType(input.doctorId, patientId, input.visitTypeId);
  assertSeriesType(type, input.count);
  // Answered once for the series (issue 47), checked as one booking's are; each visit keeps its own
  // copy. Required ones are a patient's to answer now; staff and the doctor (whose series dialog
  // asks none) may leave them for later, as the desk does for one visit.
  const answers = bookingAnswers(actor, type, input.answers, actor.role !== "patient") as unknown as Prisma.InputJsonArray;
  const { rule, planned } = plannedDates(input, tz);
  const horizonDays = seriesHorizonDays(actor, STAFF_SERIES_WEEKS);
  const visit = lengthOf(type);
  const ctx = { doctorId: doctor.id, patientId, visit, now, tz, horizonDays };

  const attempt = () =>
    withRaceRetry(() =>
      prisma.$transaction(async (tx) => {
        const { starts, refused } = await checkDates(tx, ctx, planned);
        if (refused.length) throw new Refused(refused, starts);
        // The open-visit limit counts the series as one (lib/appointments/book/limits.ts).
        if (isLimited(actor)) await assertWithinOpenLimit(tx, patientId, doctor.id, now);
        const series = await tx.appointmentSeries.create({
          data: { rrule: rule, timeZone: tz, doctorId: doctor.id, patientId, visitTypeId: type.id, createdById: actor.id },
          select: { id: true },
        });
        const booked = await tx.appointment.createManyAndReturn({
          select: { id: true, startsAt: true },
          data: starts.map((startsAt) => ({
            patientId,
            doctorId: doctor.id,
            ...visitColumns(type, startsAt, doctor),
            reason: input.reason ?? "",
            status: "pending" as const,
            bookedById: actor.id,
            bookedByRole: actor.role,
            seriesId: series.id,
            answers,
          })),
        });
        await countPatientChange(tx, actor);
        // Each date is a booking in the trail (docs/audit.md), as a single booking writes it.
        await recordAudits(
          tx,
          actor,
          booked.map((row) => ({
            action: "appointment.booked" as const,
            subject: { type: "appointment", id: row.id },
            patientId,
            details: { doctorId: doctor.id, startsAt: row.startsAt.toISOString(), seriesId: series.id },
          })),
        );
        await recordSeriesBookedEmails(tx, series.id, now);
        return seriesAnswer(series.id, tx);
      }, TRANSACTION_WAITS),
    );

  try {
    let answer: SeriesAnswer;
    try {
      answer = await attempt();
    } catch (err) {
      // The exclusion constraints refused a date another booking took meanwhile (the patient's
      // elsewhere): nothing was written; checked again, it is now a refused date with its reason.
      if (!isUniqueViolation(err)) throw err;
      answer = await attempt();
    }
    doctorsChanged(doctor.id);
    return answer;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const keep = err.starts.filter((s) => !Number.isNaN(s.getTime())).map((startsAt) => ({ startsAt, busyMinutes: busyMinutesOf(visit) }));
    const conflicts = await withAlternatives({ doctorId: doctor.id, visitTypeId: type.id, now, tz, horizonDays }, err.refused, keep);
    throw seriesConflict(SERIES_CONFLICTS, conflicts);
  }
}
