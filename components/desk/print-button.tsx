"use client";

// "Print appointment card" (issue 26): the browser's print of the visit page, whose print
// stylesheet keeps only the card (Tailwind's print: variants on the page and the area shell).
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden /> Print appointment card
    </Button>
  );
}
