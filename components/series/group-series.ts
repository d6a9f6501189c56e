// My Appointments groups a series (issue 48): its visits become one entry, where its first visit
// of the list would be; the other visits stay as they are. Each date keeps its own page. Plain
// functions over the list the page already has (in start order), so the order rule lives once.

export type Listed<A> = { kind: "visit"; visit: A } | { kind: "series"; seriesId: string; visits: A[] };

/** The list with each series' visits gathered at its first one (`seriesOf`: a visit's series id, or null). */
export function groupSeries<A>(items: A[], seriesOf: (a: A) => string | null): Listed<A>[] {
  const out: Listed<A>[] = [];
  const groups = new Map<string, A[]>();
  for (const a of items) {
    const id = seriesOf(a);
    if (!id) {
      out.push({ kind: "visit", visit: a });
      continue;
    }
    const group = groups.get(id);
    if (group) {
      group.push(a);
      continue;
    }
    const visits = [a];
    groups.set(id, visits);
    out.push({ kind: "series", seriesId: id, visits });
  }
  return out;
}
