// A native select of half-hour clock times: the phone's own picker on touch
// screens, type-to-choose on desktops. Values are "HH:mm" ("24:00" = the end
// of the day); labels as the page's language writes times ("09:30 AM", "09:30").
import type { ComponentProps } from "react";
import { useLocale, useTranslations } from "next-intl";
import { displaySlotTime } from "@/lib/clinic-time";
import { clockOf, SLOT_MINUTES } from "@/lib/schedule/slots";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

const HALF_HOURS = Array.from({ length: (24 * 60) / SLOT_MINUTES + 1 }, (_, i) => i * SLOT_MINUTES);

/** A clock value as the page writes it; "24:00" is the given word for midnight. */
export function clockLabel(clock: string, locale: Locale, midnight: string): string {
  return clock === "24:00" ? midnight : displaySlotTime(Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), locale);
}

/** `kind` "start": 00:00 to 23:30; "end": 00:30 to 24:00 (midnight). Rendered by client components (TimeSelect's messages). */
export function TimeSelect({ kind, className, ...props }: { kind: "start" | "end" } & Omit<ComponentProps<"select">, "children">) {
  const t = useTranslations("TimeSelect");
  const locale = useLocale() as Locale;
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
          {clockLabel(clockOf(m), locale, t("midnight"))}
        </option>
      ))}
    </select>
  );
}
