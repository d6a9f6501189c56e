import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { APPOINTMENT_STATUSES, OPEN_STATUSES, type AppointmentStatus } from "@/lib/appointments/status";

/** Each filter, its label's key (DashboardStatusFilter) and the statuses it shows (null: all of them). */
export const STATUS_FILTERS = [
  { value: "all", label: "filterAll", statuses: null },
  { value: "open", label: "filterOpen", statuses: OPEN_STATUSES },
  { value: "completed", label: "filterCompleted", statuses: ["completed"] },
  { value: "cancelled", label: "filterCancelled", statuses: ["cancelled"] },
] as const satisfies readonly { value: string; label: string; statuses: readonly AppointmentStatus[] | null }[];

export type StatusFilterValue = (typeof STATUS_FILTERS)[number]["value"];

export function parseStatusFilter(raw: string | string[] | undefined): StatusFilterValue {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return STATUS_FILTERS.some((f) => f.value === v) ? (v as StatusFilterValue) : "all";
}

export function statusesOf(filter: StatusFilterValue): readonly AppointmentStatus[] | null {
  return STATUS_FILTERS.find((f) => f.value === filter)?.statuses ?? null;
}

/** Links that filter a list by status (?status=), with counts; labelled in the page's language. */
export function StatusFilter({
  current,
  counts,
  hrefOf,
}: {
  current: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  hrefOf: (value: StatusFilterValue) => string;
}) {
  const t = useTranslations("DashboardStatusFilter");
  return (
    <nav aria-label={t("label")} className="-mx-1 overflow-x-auto px-1">
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
                {t(f.label)}
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

/** The count of each filter from the count of each status. */
export function filterCounts(byStatus: Record<AppointmentStatus, number>): Record<StatusFilterValue, number> {
  const counts = {} as Record<StatusFilterValue, number>;
  for (const f of STATUS_FILTERS) {
    const statuses = f.statuses ?? APPOINTMENT_STATUSES;
    counts[f.value] = statuses.reduce((n, s) => n + byStatus[s], 0);
  }
  return counts;
}
