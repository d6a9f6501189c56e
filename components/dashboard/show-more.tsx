import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight, ChevronDown } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

// Long lists in the admin and doctor areas show one page and grow in place
// ("Show more" asks for ?limit=+page), so the list is still one URL that can be
// reloaded or shared, works without JavaScript, and never renders thousands of cards.

/** The number of rows a list shows for its ?limit= (one page at least, `max` at most). */
export function shownLimit(raw: string | string[] | undefined, page: number, max: number): number {
  const n = Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "", 10);
  return Math.min(Math.max(Number.isFinite(n) ? n : page, page), max);
}

/**
 * "Show more" for a list that has more rows than it shows. `params` are the list's
 * other query parameters (search, filter), kept in the link.
 */
export function ShowMore({
  path,
  params = {},
  limit,
  page,
  max,
  hasMore,
  hint,
}: {
  path: string;
  params?: Record<string, string>;
  limit: number;
  page: number;
  max: number;
  hasMore: boolean;
  /** Shown instead of the button once the list holds `max` rows (the caller's words; "Search to find the others." by default). */
  hint?: string;
}) {
  const t = useTranslations("DashboardPages");
  if (!hasMore) return null;
  if (limit >= max) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t("showingFirst", { limit: String(limit) })} {hint ?? t("searchForOthers")}
      </p>
    );
  }
  const query = new URLSearchParams({ ...params, limit: String(Math.min(limit + page, max)) });
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline">
        <Link href={`${path}?${query}`} scroll={false}>
          <ChevronDown aria-hidden /> {t("showMore")}
        </Link>
      </Button>
    </div>
  );
}

/**
 * Keyset pages for the staff lists that grow without bound (every appointment, a
 * doctor's appointments, every doctor): each address renders one page of rows,
 * the rows after ?cursor= (an id, checked by parseUrlId: a malformed one is the
 * first page), so the thousandth page costs what the first does. ?from= only
 * numbers the rows (how many came before this page); it never selects any.
 */
export function pageCursor(raw: string | string[] | undefined, parse: (v: string | null) => string | null): string | null {
  return parse((Array.isArray(raw) ? raw[0] : raw) ?? null);
}

/** The number of rows before this page, from ?from= (0 on the first page, whatever it says). */
export function pageStart(raw: string | string[] | undefined, cursor: string | null, max = 10_000_000): number {
  if (!cursor) return 0;
  const n = Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "", 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0;
}

/**
 * "First page" and "Next page" under a keyset-paged list, keeping its other
 * query parameters (search, filter); nothing on a list that fits one page.
 */
export function PageLinks({
  path,
  params = {},
  cursor,
  nextCursor,
  from,
  shown,
}: {
  path: string;
  params?: Record<string, string>;
  /** This page's cursor (null: the first page). */
  cursor: string | null;
  nextCursor: string | null;
  /** Rows before this page and rows on it. */
  from: number;
  shown: number;
}) {
  const t = useTranslations("DashboardPages");
  if (!cursor && !nextCursor) return null;
  const first = new URLSearchParams(params).toString();
  const next = nextCursor ? new URLSearchParams({ ...params, cursor: nextCursor, from: String(from + shown) }).toString() : null;
  return (
    <nav aria-label={t("pages")} className="flex flex-wrap items-center justify-between gap-2">
      {cursor ? (
        <Button asChild variant="outline">
          <Link href={first ? `${path}?${first}` : path}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t("firstPage")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {shown > 0 ? (
        <p className="text-sm text-muted-foreground tabular-nums" dir="ltr">
          {from + 1}–{from + shown}
        </p>
      ) : null}
      {next ? (
        <Button asChild variant="outline">
          <Link href={`${path}?${next}`}>
            {t("nextPage")} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
