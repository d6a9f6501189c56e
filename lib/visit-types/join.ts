// When a video visit can be joined (issue 24 item 5): from ten minutes before its start until
// its end. Free of Node's modules, so the Join button's client component re-checks it in the
// browser as the clock moves.

/** The Join button is active from ten minutes before the start until the end. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;

export function canJoinAt(now: Date, startsAt: Date, endsAt: Date): boolean {
  return now.getTime() >= startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000 && now.getTime() < endsAt.getTime();
}

/** Where a video visit stands at `now`: not open yet, open, or over. */
export function joinState(now: Date, startsAt: Date, endsAt: Date): "early" | "open" | "ended" {
  if (canJoinAt(now, startsAt, endsAt)) return "open";
  return now.getTime() < endsAt.getTime() ? "early" : "ended";
}

