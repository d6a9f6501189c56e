import type { LucideIcon } from "lucide-react";
import { SearchX, type Icon as PlainIcon } from "@/components/ui/icons";

/** lucide's client icons or the plain server-rendered ones (components/ui/icons.tsx), which the staff pages use. */
type ListIcon = LucideIcon | PlainIcon;

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon: Icon, title, children }: { icon: ListIcon; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-muted/30 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{title}</p>
      {children ? <div className="max-w-sm text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

type ListEmptyKey = "noMoreTitle" | "noMoreText" | "notFoundTitle" | "emptyText";

/**
 * An empty page of a searchable list paged by a cursor (the admin's appointments and doctors):
 * past its last page, no match for the search, or nothing at all. `t` is the page's messages, which
 * have these keys; `notFoundText` says what was searched for, `emptyTitle` titles an empty list.
 */
export function PagedListEmpty({ icon, pastEnd, notFoundText, emptyTitle, t }: { icon: ListIcon; pastEnd: boolean; notFoundText: string | null; emptyTitle: string; t: (key: ListEmptyKey) => string }) {
  if (pastEnd)
    return (
      <EmptyState icon={icon} title={t("noMoreTitle")}>
        {t("noMoreText")}
      </EmptyState>
    );
  if (notFoundText)
    return (
      <EmptyState icon={SearchX} title={t("notFoundTitle")}>
        {notFoundText}
      </EmptyState>
    );
  return (
    <EmptyState icon={icon} title={emptyTitle}>
      {t("emptyText")}
    </EmptyState>
  );
}
