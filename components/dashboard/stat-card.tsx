import { useId } from "react";
import type { LucideIcon } from "lucide-react";
import type { Icon as PlainIcon } from "@/components/ui/icons";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const TONES = {
  blue: "bg-primary/10 text-primary",
  green: "bg-success/10 text-success",
  amber: "bg-warning/10 text-warning",
  violet: "bg-violet-600/10 text-violet-700",
} as const;

/** One dashboard figure: a label, a big value and an icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = "blue",
  hint,
}: {
  label: string;
  value: string | number;
  /** Plain server-rendered icons (components/ui/icons.tsx) keep the figure out of the client bundle and payload. */
  icon: LucideIcon | PlainIcon;
  tone?: keyof typeof TONES;
  hint?: string;
}) {
  // From React, not from the label: a label in Arabic has no Latin letters to make an id of.
  const id = `stat-${useId()}`;
  return (
    <Card
      className="flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5 sm:py-5"
      role="group"
      aria-labelledby={id}
      data-stat={label}
    >
      <span className={cn("grid size-10 shrink-0 place-items-center rounded-xl sm:size-12", TONES[tone])}>
        <Icon className="size-5 sm:size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <p id={id} className="text-sm leading-tight font-medium text-muted-foreground">
          {label}
        </p>
        <p className="text-2xl font-bold tracking-tight break-words tabular-nums" data-stat-value>
          {value}
        </p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

export function StatGrid({ children, columns = 4 }: { children: React.ReactNode; columns?: 3 | 4 }) {
  return (
    <div
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-4",
        columns === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3",
        // An odd card out on the last row takes the whole row.
        "[&>*:last-child:nth-child(odd)]:col-span-2 lg:[&>*:last-child:nth-child(odd)]:col-span-1",
      )}
    >
      {children}
    </div>
  );
}
