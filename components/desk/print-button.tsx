"use client";

// "Print appointment card" (issue 26): the browser's print of the visit page, whose print
// stylesheet keeps only the card (Tailwind's print: variants on the page and the area shell).
import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  const t = useTranslations("DeskVisitActions");
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden /> {t("printCard")}
    </Button>
  );
}
