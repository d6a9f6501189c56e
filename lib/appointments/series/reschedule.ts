// Issue 48 item 4: moving dates of a series. One date (it stays in the series) or this date and
// the following: each later date moves by the same number of days (the same weekday shift) to
// the new time, each checked as a booking is, all or nothing (a 409 with each date that does not
// fit and its alternatives). Dates done, checked in or a no-show never move. One transaction,
// one email to each party; the times left are announced to the waitlist.
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { badRequest, conflict, isUniqueViolation } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { bookingPolicy, hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { assertFrom, countPatientChange, TRANSACTION_WAITS, withRaceRetry } from "@/lib/appointments/change";
import { rescheduleCutoffMessage, SAME_SLOT } from "@/lib/appointments/reschedule";
import { cancelQueuedEmails } from "@/lib/outbox/outbox";
import { datesInScope } from "@/lib/appointments/series/cancel";
import { checkDates, SERIES_MOVE_CONFLICTS, withAlternatives, type PlannedDate } from "@/lib/appointments/series/conflicts";
import { recordSeriesChangedEmails } from "@/lib/appointments/series/emails";
import { loadSeries, seriesAnswer, type SeriesAnswer } from "@/lib/appointments/series/reads";
import { seriesHorizonDays } from "@/lib/appointments/series/who";
import { STAFF_SERIES_WEEKS, type SeriesReschedule } from "@/lib/appointments/series/series-schema";
import { seriesConflict } from "@/lib/appointments/series/book";

export const SERIES_RESCHEDULED = "Series rescheduled";
export const NOTHING_TO_MOVE = "No date of this series can still be moved.";

type Row = { id: string; startsAt: Date; endsAt: Date; bufferMinutes: number; status: string };

class Refused extends Error {
  constructor(readonly refused: { planned: PlannedDate; reason: string }[], readonly kept: Date[]) {
    super("refused");
  }
}

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export async function rescheduleSeries(actor: Actor, seriesId: string, input: SeriesReschedule, opts: { now?: Date } = {}): Promise<SeriesAnswer> {
  const now = opts.now ?? new Date();
  const tz = clinicTimeZone();
  const series = await loadSeries(actor, seriesId);
  const horizonDays = seriesHorizonDays(actor, STAFF_SERIES_WEEKS);
  let visit = { durationMinutes: 30, bufferMinutes: 0 };
  let targetIds: string[] = [];

  const run = () =>
    withRaceRetry(() =>
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "appointments" WHERE "series_id" = ${seriesId} ORDER BY "starts_at", "id" FOR UPDATE`;
        const rows: Row[] = await tx.appointment.findMany({
          where: { seriesId },
          orderBy: [{ startsAt: "asc" }, { id: "asc" }],
          select: { id: true, startsAt: true, endsAt: true, bufferMinutes: true, status: true },
        });
        const scoped = datesInScope(rows, input.scope, input.appointmentId);
        assertFrom(scoped[0].status as never, AWAITING_STATUSES, "rescheduled");
        const targets = scoped.filter((r) => (AWAITING_STATUSES as readonly string[]).includes(r.status));
        if (targets.length === 0) throw conflict(NOTHING_TO_MOVE);
        targetIds = targets.map((t) => t.id);
        const pivot = targets[0];
        visit = { durationMinutes: Math.round((pivot.endsAt.getTime() - pivot.startsAt.getTime()) / 60_000), bufferMinutes: pivot.bufferMinutes };
        if (actor.role === "patient") {
          const { cancelCutoffHours } = await bookingPolicy(tx);
          for (const t of targets) {
            if (hasStarted(t.startsAt, now)) throw conflict(startedMessage("rescheduled"));
            if (insideCancelCutoff(t.startsAt, now, cancelCutoffHours)) throw conflict(rescheduleCutoffMessage(cancelCutoffHours));
          }
        }
        // The shift in days of the date chosen; every later date moves by as many days to the new time.
        const shift = dayNumber(input.date) - dayNumber(clinicDateOf(pivot.startsAt, tz));
        const planned: PlannedDate[] = targets.map((t) => {
          const was = clinicDateOf(t.startsAt, tz);
          return { ruleDate: addDays(was, shift), date: addDays(was, shift), minutes: input.time };
        });
        const { starts, refused } = await checkDates(tx, { doctorId: series.doctorId, patientId: series.patientId, visit, now, tz, horizonDays, except: targetIds }, planned);
        if (starts.every((s, i) => s.getTime() === targets[i].startsAt.getTime())) throw badRequest(SAME_SLOT);
        if (refused.length) throw new Refused(refused, starts);
        // Moved later: the last first (and earlier: the first first), so no date is ever moved onto
        // one of the series not yet moved; the exclusion constraints check every update.
        const order = targets.map((_, i) => i);
        if (starts[0].getTime() > targets[0].startsAt.getTime()) order.reverse();
        for (const i of order) {
          const t = targets[i];
          const to = starts[i];
          await tx.appointment.update({
            where: { id: t.id },
            data: { startsAt: to, endsAt: new Date(to.getTime() + (t.endsAt.getTime() - t.startsAt.getTime())), icsSequence: { increment: 1 } },
          });
          await tx.appointmentReschedule.create({ data: { appointmentId: t.id, fromStartsAt: t.startsAt, toStartsAt: to, byUserId: actor.id, byRole: actor.role } });
          // Each date moved is a reschedule in the trail (docs/audit.md), as a single one writes it.
          await recordAudit(tx, actor, {
            action: "appointment.rescheduled",
            subject: { type: "appointment", id: t.id },
            patientId: series.patientId,
            details: { from: t.startsAt.toISOString(), to: to.toISOString(), seriesId },
          });
          await cancelQueuedEmails(tx, { appointmentId: t.id, kinds: ["reminder", "rescheduled"] });
        }
        await countPatientChange(tx, actor);
        await recordSeriesChangedEmails(tx, seriesId, { by: actor, change: "rescheduled", appointmentIds: targetIds, reason: "", now });
        await announceFreedTime(tx, series.doctorId);
        return seriesAnswer(seriesId, tx);
      }, TRANSACTION_WAITS),
    );

  try {
    let answer: SeriesAnswer;
    try {
      answer = await run();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      answer = await run();
    }
    doctorsChanged(series.doctorId);
    return answer;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const keep = err.kept.filter((s) => !Number.isNaN(s.getTime())).map((startsAt) => ({ startsAt, busyMinutes: visit.durationMinutes + visit.bufferMinutes }));
    const conflicts = await withAlternatives({ doctorId: series.doctorId, visitTypeId: series.visitTypeId, now, tz, horizonDays, except: targetIds }, err.refused, keep);
    throw seriesConflict(SERIES_MOVE_CONFLICTS, conflicts);
  }
}
