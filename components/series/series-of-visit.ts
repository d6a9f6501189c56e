// A visit's series as its page shows it (issue 48), browser-safe: the page works it out from the
// series' visits (series-facts.ts) and hands it to the change dialogs.

export type SeriesOfVisit = {
  id: string;
  /** "Physiotherapy, 8 weekly visits, 3 done" in the page's language. */
  title: string;
  /** Visits still open from this one on (this one included), and in the whole series. */
  following: number;
  remaining: number;
};
