import { cn } from "@/lib/utils";

/** The availability dot with its text (never colour alone). */
export function Availability({ available, className }: { available: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm font-medium", available ? "text-success" : "text-muted-foreground", className)}>
      <span aria-hidden className={cn("size-2 rounded-full", available ? "bg-success" : "bg-muted-foreground/70")} />
      {available ? "Available" : "Not Available"}
    </span>
  );
}
