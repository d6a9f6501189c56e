import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** The availability dot with its text (never colour alone); styled by `.availability` in app/globals.css. */
export function Availability({ available, className }: { available: boolean; className?: string }) {
  const t = useTranslations("Availability");
  return (
    <span className={cn("availability", className)} data-available={available || undefined}>
      {available ? t("available") : t("notAvailable")}
    </span>
  );
}
