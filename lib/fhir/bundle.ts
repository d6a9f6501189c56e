// Searchset Bundles (issue 46): the page's entries, `total` (every match, not just the page) and
// a `next` link that carries the keyset position of the page's last entry. A position, not an
// offset: a row inserted before it does not shift the next page (stable under inserts).
import type { Bundle, BundleLink, FhirResource } from "fhir/r4";
import { encodeCursor, type SearchParams } from "@/lib/fhir/search-params";

/** One page of a keyset search: its items, and the position to go on from (null: the last page). */
export type KeysetPage<T> = { items: T[]; next: string | null };

/**
 * A page from rows read `count + 1` at a time in key order: the extra row only says whether
 * another page follows; the next page starts after the last item's key.
 */
export function keysetPage<T>(rows: T[], count: number, keyOf: (row: T) => string): KeysetPage<T> {
  const items = rows.slice(0, count);
  return { items, next: rows.length > count && items.length > 0 ? keyOf(items[items.length - 1]) : null };
}

/**
 * A page of items already in memory and sorted by key (computed resources such as Slots, or
 * small lists): the items after the cursor's key, `count` of them.
 */
export function pageInMemory<T>(sorted: T[], search: SearchParams, keyOf: (row: T) => string): KeysetPage<T> {
  const cursor = search.cursor;
  const start = cursor === null ? 0 : sorted.findIndex((row) => keyOf(row) > cursor);
  const rest = start < 0 ? [] : sorted.slice(start);
  return keysetPage(rest.slice(0, search.count + 1), search.count, keyOf);
}

/** The URL of the same search at another keyset position (`_cursor`, as written in links). */
function pageUrl(base: string, url: URL, cursor: string | null): string {
  const pageUrl = new URL(`${base}${url.pathname.replace(/^\/fhir/, "")}`);
  for (const [key, value] of url.searchParams) if (key !== "_cursor") pageUrl.searchParams.append(key, value);
  if (cursor !== null) pageUrl.searchParams.set("_cursor", cursor);
  return pageUrl.toString();
}

/**
 * The searchset Bundle of one page: `base` is the FHIR base URL (…/fhir), `url` the request's
 * (its search parameters are kept in the links), `total` the number of matches in all.
 */
export function searchset<R extends FhirResource>(base: string, url: URL, page: KeysetPage<R>, total: number): Bundle<R> {
  const link: BundleLink[] = [{ relation: "self", url: pageUrl(base, url, url.searchParams.get("_cursor")) }];
  if (page.next !== null) link.push({ relation: "next", url: pageUrl(base, url, encodeCursor(page.next)) });
  return {
    resourceType: "Bundle",
    type: "searchset",
    total,
    link,
    // FHIR's JSON format forbids empty arrays: a search that matched nothing has no `entry`.
    ...(page.items.length
      ? { entry: page.items.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource, search: { mode: "match" as const } })) }
      : {}),
  };
}

