"use client";

// "Subscribe in your calendar" on the doctor's My Schedule screen (issue 24
// item 6): the private feed link to copy, a webcal:// link that opens the
// device's calendar app, and "Reset link" behind a confirmation.
import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { CalendarSync, Copy, RotateCcw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { resetCalendarFeedAction } from "@/lib/actions/schedule";
import type { CalendarFeedLinks } from "@/lib/appointments/calendar-feed";
import { SchedulePanel } from "@/components/schedule/schedule-panel";

export function CalendarSubscriptionClient({ initial }: { initial: CalendarFeedLinks }) {
  const t = useTranslations("CalendarFeed");
  const ids = useId();
  const [links, setLinks] = useState(initial);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      toast.success(t("copied"));
    } catch {
      // No clipboard (an http page, a refused permission): select it for a manual copy.
      (document.getElementById(`${ids}-url`) as HTMLInputElement | null)?.select();
      toast.error(t("copyFailed"));
    }
  }

  function reset() {
    startTransition(async () => {
      const result = await resetCalendarFeedAction();
      setOpen(false);
      if (!result.ok) return void toast.error(result.message);
      setLinks(result.data);
      toast.success(result.message ?? t("resetDone"));
    });
  }

  return (
    <SchedulePanel id={ids} title={t("title")} intro={t("intro")} introId={`${ids}-about`}>
      <div className="space-y-3 p-4 sm:px-6">
        <Label htmlFor={`${ids}-url`}>{t("linkLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${ids}-url`}
            readOnly
            value={links.url}
            aria-describedby={`${ids}-about`}
            // An address reads left to right in every language.
            dir="ltr"
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden />
            {t("copyLink")}
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <a href={links.webcalUrl} className={buttonVariants({ variant: "default" })}>
            <CalendarSync aria-hidden />
            {t("openInApp")}
          </a>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button type="button" variant="ghost" disabled={pending}>
                <RotateCcw aria-hidden />
                {t("resetLink")}
              </Button>
            }
            title={t("confirmTitle")}
            description={t("confirmText")}
            cancelLabel={t("keepLink")}
            confirmLabel={t("resetLink")}
            busyLabel={t("resetting")}
            pending={pending}
            onConfirm={reset}
          />
        </div>
      </div>
    </SchedulePanel>
  );
}
