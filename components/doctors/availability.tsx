import { cn } from "@/lib/utils";

/** The availability dot with its text (never colour alone); styled by `.availability` in app/globals.css. */
export function Availability({ available, className }: { available: boolean; className?: string }) {
  return (
    <span className={cn("availability", className)} data-available={available || undefined}>
      {available ? "Available" : "Not Available"}
    </span>
  );
}
