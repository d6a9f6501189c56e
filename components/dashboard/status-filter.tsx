import Link from "next/link";
import { cn } from "@/lib/utils";

export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "open", label: "Open" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
] as const;

export type StatusFilterValue = (typeof STATUS_FILTERS)[number]["value"];

export function parseStatusFilter(raw: string | string[] | undefined): StatusFilterValue {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return STATUS_FILTERS.some((f) => f.value === v) ? (v as StatusFilterValue) : "all";
}

export function matchesStatus(status: string, filter: StatusFilterValue) {
  if (filter === "all") return true;
  if (filter === "open") return status === "pending" || status === "confirmed";
  return status === filter;
}

/** Links that filter a list by status (?status=), with counts. */
export function StatusFilter({
  current,
  counts,
  hrefOf,
}: {
  current: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  hrefOf: (value: StatusFilterValue) => string;
}) {
  return (
    <nav aria-label="Filter by status" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {STATUS_FILTERS.map((f) => {
          const active = f.value === current;
          return (
            <li key={f.value}>
              <Link
                href={hrefOf(f.value)}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {f.label}
                <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-primary/10 text-primary" : "bg-background/70")}>
                  {counts[f.value]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function countByStatus(statuses: string[]): Record<StatusFilterValue, number> {
  const counts = { all: 0, open: 0, completed: 0, cancelled: 0 } as Record<StatusFilterValue, number>;
  for (const s of statuses) {
    for (const f of STATUS_FILTERS) if (matchesStatus(s, f.value)) counts[f.value] += 1;
  }
  return counts;
}
