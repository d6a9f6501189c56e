// "Reschedule" as a page (issue 25): where the button leads before any script runs (with one, the
// same button opens a dialog instead). The free times are the dialog's (rescheduleOptions); the
// form posts to the reschedule action, and a refusal (the time just taken, the cutoff) comes
// back here with the times as they are now.
import type { Metadata } from "next";
import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PlainActionForm } from "@/components/forms/plain-action-form";
import { SlotFields } from "@/components/booking/slot-fields";
import { rescheduleFromFormAction } from "@/lib/actions/appointments";
import { rescheduleOptions } from "@/lib/appointments/reschedule";
import { isDomainError } from "@/lib/errors";
import { loadForChange } from "../load-for-change";
import { ChangePage } from "../change-page";
import { getLocale, getTranslations } from "next-intl/server";
import { serverTextTranslator } from "@/lib/i18n/message-catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AppointmentChange");
  return { title: t("rescheduleMetaTitle"), robots: { index: false } };
}

export default async function RescheduleAppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { actor, a, summary } = await loadForChange((await params).id, "reschedule");
  const back = `/my-appointments/${a._id}`;
  const t = await getTranslations("AppointmentChange");
  let options: Awaited<ReturnType<typeof rescheduleOptions>> | null = null;
  let refused: string | null = null;
  try {
    options = await rescheduleOptions(actor, a._id);
  } catch (err) {
    if (!isDomainError(err)) throw err;
    // The domain says why in English; the page says it in its language (lib/i18n/message-catalogue.ts).
    refused = (await serverTextTranslator(await getLocale()))(err.message);
  }
  const backLink = (
    <Button asChild variant="outline">
      <Link href={back}>{t("keepTime")}</Link>
    </Button>
  );
  return (
    <ChangePage wide back={back} backText={t("backToDetails")} heading={t("rescheduleHeading")} description={t("rescheduleDescription", { summary })}>
      {refused || !options ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm font-medium text-destructive">
            {refused}
          </p>
          {backLink}
        </div>
      ) : options.days.length === 0 ? (
        <div className="space-y-4">
          <p className="rounded-xl border border-dashed p-4 text-center text-sm">
            {t("noFreeTimes", { count: options.horizonDays })}
          </p>
          {backLink}
        </div>
      ) : (
        <PlainActionForm
          action={rescheduleFromFormAction}
          submit={
            <>
              <CalendarClock aria-hidden /> {t("move")}
            </>
          }
          pendingText={t("moving")}
          errorId="reschedule-error"
          aside={backLink}
        >
          <input type="hidden" name="id" value={a._id} />
          <SlotFields
            days={options.days}
            today={options.today}
            idPrefix="rs"
            date={options.days[0].date}
            slot={null}
            dayHeading={t("newDay")}
            timeHeading={t("newTime")}
            compact
            headingLevel={2}
          />
        </PlainActionForm>
      )}
    </ChangePage>
  );
}
