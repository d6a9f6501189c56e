// Issue 48 item 4: cancelling a series: one date, this date and the following, or all. Only the
// dates still awaiting the patient (pending, confirmed) change; a date done, checked in or a
// no-show never does. One transaction, one email to each party, the freed times announced to the
// waitlist (lib/schedule/freed-time.ts) once it commits.
import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { getClinicSettings } from "@/lib/clinic/settings";
import { recordAudits } from "@/lib/audit/record";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { assertFrom, countPatientChange, TRANSACTION_WAITS } from "@/lib/appointments/change";
import { cancelCutoffMessage } from "@/lib/appointments/cancel";
import { cancelQueuedEmails } from "@/lib/outbox/outbox";
import { recordSeriesChangedEmails } from "@/lib/appointments/series/emails";
import { loadSeries, seriesAnswer, type SeriesAnswer } from "@/lib/appointments/series/reads";
import type { SeriesCancel } from "@/lib/appointments/series/series-schema";

export const SERIES_CANCELLED = "Series cancelled";
export const NOT_IN_SERIES = "This appointment is not one of the series' dates.";
export const NOTHING_TO_CANCEL = "No date of this series can still be cancelled.";

/** The dates a scope names: the one, it and the later ones, or all; in order. */
export function datesInScope<T extends { id: string; startsAt: Date }>(rows: T[], scope: "one" | "following" | "all", appointmentId?: string): T[] {
  if (scope === "all") return rows;
  const pivot = rows.find((r) => r.id === appointmentId);
  if (!pivot) throw notFound(NOT_IN_SERIES);
  if (scope === "one") return [pivot];
  return rows.filter((r) => r.startsAt.getTime() >= pivot.startsAt.getTime());
}

export async function cancelSeries(actor: Actor, seriesId: string, input: SeriesCancel, opts: { now?: Date } = {}): Promise<SeriesAnswer> {
  const now = opts.now ?? new Date();
  const reason = input.reason?.trim() ?? "";
  const series = await loadSeries(actor, seriesId);
  const answer = await prisma.$transaction(async (tx) => {
    // The series' dates, locked: a concurrent change of one of them waits, then sees this one.
    await tx.$queryRaw`SELECT 1 FROM "appointments" WHERE "series_id" = ${seriesId} ORDER BY "starts_at", "id" FOR UPDATE`;
    const rows = await tx.appointment.findMany({ where: { seriesId }, orderBy: [{ startsAt: "asc" }, { id: "asc" }], select: { id: true, startsAt: true, status: true } });
    const scoped = datesInScope(rows, input.scope, input.appointmentId);
    if (input.scope === "one") assertFrom(scoped[0].status, AWAITING_STATUSES, "cancelled");
    const targets = scoped.filter((r) => (AWAITING_STATUSES as readonly string[]).includes(r.status));
    if (targets.length === 0) throw conflict(NOTHING_TO_CANCEL);
    if (actor.role === "patient") {
      const { cancelCutoffHours } = await getClinicSettings(tx);
      for (const t of targets) {
        if (hasStarted(t.startsAt, now)) throw conflict(startedMessage("cancelled"));
        if (insideCancelCutoff(t.startsAt, now, cancelCutoffHours)) throw conflict(cancelCutoffMessage(cancelCutoffHours));
      }
    }
    const ids = targets.map((t) => t.id);
    await tx.appointment.updateMany({
      where: { id: { in: ids }, status: { in: [...AWAITING_STATUSES] } },
      data: { status: "cancelled", cancelledAt: now, cancelledById: actor.id, cancelReason: reason, icsSequence: { increment: 1 } },
    });
    for (const id of ids) await cancelQueuedEmails(tx, { appointmentId: id, kinds: ["reminder"] });
    await countPatientChange(tx, actor);
    // Each date cancelled is a cancellation in the trail (docs/audit.md), as a single one writes it.
    await recordAudits(
      tx,
      actor,
      ids.map((id) => ({ action: "appointment.cancelled" as const, subject: { type: "appointment", id }, patientId: series.patientId, details: { withReason: reason !== "", seriesId } })),
    );
    await recordSeriesChangedEmails(tx, seriesId, { by: actor, change: "cancelled", appointmentIds: ids, reason, now });
    // The freed times go to the doctor's waitlist first (issue 27), once this commits.
    await announceFreedTime(tx, series.doctorId);
    return seriesAnswer(seriesId, tx);
  }, TRANSACTION_WAITS);
  doctorsChanged(series.doctorId);
  return answer;
}

