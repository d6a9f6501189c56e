// What the series screens (issue 48) say of a series, worked out once from its visits: how many
// there are, how many done, which are still open from a given visit on. Browser-safe.
import { isAwaitingStatus, type AppointmentStatus } from "@/lib/appointments/status";

type Visit = { _id: string; startsAt: string; status: AppointmentStatus };

export type SeriesCounts = {
  /** The visits of the series that were not cancelled (the dates it has). */
  count: number;
  done: number;
  /** Visits still awaited (those a change may take), in all and from `from` on (itself included). */
  remaining: number;
  following: number;
};

export function seriesCounts(visits: Visit[], from?: string): SeriesCounts {
  const start = visits.find((v) => v._id === from)?.startsAt ?? "";
  // Only visits still awaited can change: one done, checked in or missed never is.
  const open = visits.filter((v) => isAwaitingStatus(v.status));
  return {
    count: visits.filter((v) => v.status !== "cancelled").length,
    done: visits.filter((v) => v.status === "completed").length,
    remaining: open.length,
    following: open.filter((v) => v.startsAt >= start).length,
  };
}
