import Link from "next/link";
import { ChevronDown } from "lucide-react";
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
  hint = "Search to find the others.",
}: {
  path: string;
  params?: Record<string, string>;
  limit: number;
  page: number;
  max: number;
  hasMore: boolean;
  /** Shown instead of the button once the list holds `max` rows. */
  hint?: string;
}) {
  if (!hasMore) return null;
  if (limit >= max) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        Showing the first {limit}. {hint}
      </p>
    );
  }
  const query = new URLSearchParams({ ...params, limit: String(Math.min(limit + page, max)) });
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline">
        <Link href={`${path}?${query}`} scroll={false}>
          <ChevronDown aria-hidden /> Show more
        </Link>
      </Button>
    </div>
  );
}
