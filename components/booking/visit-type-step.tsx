"use client";

// The booking panel's first step when the doctor offers more than one visit type (issue 24), and
// what it says when the chosen type has no free time. Words: BookingPanel.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { VisitTypePicker, type VisitTypeOption } from "@/components/booking/visit-type-picker";

/** "What is the visit for?": a GET form of its own, so without a script "Show times" asks the page for the type's times. */
export function VisitTypeStep({
  basePath,
  types,
  value,
  onChange,
  idPrefix,
}: {
  basePath: string;
  types: VisitTypeOption[];
  value: string;
  onChange: (id: string) => void;
  idPrefix: string;
}) {
  const t = useTranslations("BookingPanel");
  return (
    <form method="get" action={basePath} className="space-y-3">
      <VisitTypePicker types={types} value={value} onChange={onChange} idPrefix={idPrefix} heading={t("visitTypeHeading")} />
      <noscript>
        <Button type="submit" variant="outline">
          {t("showTimes")}
        </Button>
      </noscript>
    </form>
  );
}

/** No free start within the booking horizon (for the chosen type, when there is a choice). */
export function NoFreeTimes({ horizonDays, chosenType, choosesType }: { horizonDays: number; chosenType: VisitTypeOption | null; choosesType: boolean }) {
  const t = useTranslations("BookingPanel");
  return (
    <div className="rounded-xl border border-dashed p-6 text-center">
      <p className="font-medium">
        {chosenType
          ? t("noFreeTimesForType", { count: horizonDays, type: chosenType.name.toLowerCase() })
          : t("noFreeTimes", { count: horizonDays })}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{choosesType ? t("pickAnotherKind") : t("checkBackTomorrow")}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href="/doctors">{t("browseOtherDoctors")}</Link>
      </Button>
    </div>
  );
}
