// A native select of half-hour clock times: the phone's own picker on touch
// screens, type-to-choose on desktops. Values are "HH:mm" ("24:00" = the end
// of the day); labels as the app writes times ("09:30 AM").
import type { ComponentProps } from "react";
import { formatSlotTime } from "@/lib/clinic-time";
import { clockOf, SLOT_MINUTES } from "@/lib/schedule/slots";
import { cn } from "@/lib/utils";

const HALF_HOURS = Array.from({ length: (24 * 60) / SLOT_MINUTES + 1 }, (_, i) => i * SLOT_MINUTES);

export function clockLabel(clock: string): string {
  return clock === "24:00" ? "Midnight" : formatSlotTime(Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)));
}

/** `kind` "start": 00:00 to 23:30; "end": 00:30 to 24:00 (midnight). */
export function TimeSelect({ kind, className, ...props }: { kind: "start" | "end" } & Omit<ComponentProps<"select">, "children">) {
  const options = kind === "start" ? HALF_HOURS.slice(0, -1) : HALF_HOURS.slice(1);
  return (
    <select
      className={cn(
        "h-10 min-w-0 rounded-md border border-input bg-background px-2 text-base tabular-nums shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    >
      {options.map((m) => (
        <option key={m} value={clockOf(m)}>
          {clockLabel(clockOf(m))}
        </option>
      ))}
    </select>
  );
}
