"use client";

// "Subscribe in your calendar" on the doctor's My Schedule screen (issue 24
// item 6): the private feed link to copy, a webcal:// link that opens the
// device's calendar app, and "Reset link" behind a confirmation.
import { useId, useState, useTransition } from "react";
import { CalendarSync, Copy, RotateCcw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { resetCalendarFeedAction } from "@/lib/actions/schedule";
import type { CalendarFeedLinks } from "@/lib/appointments/calendar-feed";

export function CalendarSubscription({ initial }: { initial: CalendarFeedLinks }) {
  const ids = useId();
  const [links, setLinks] = useState(initial);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      toast.success("Link copied");
    } catch {
      // No clipboard (an http page, a refused permission): select it for a manual copy.
      (document.getElementById(`${ids}-url`) as HTMLInputElement | null)?.select();
      toast.error("Could not copy the link: it is selected, copy it by hand");
    }
  }

  function reset() {
    startTransition(async () => {
      const result = await resetCalendarFeedAction();
      setOpen(false);
      if (!result.ok) return void toast.error(result.message);
      setLinks(result.data);
      toast.success(result.message ?? "Calendar link reset");
    });
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl border bg-card shadow-sm">
      <div className="space-y-1 border-b p-4 sm:px-6">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          Subscribe in your calendar
        </h2>
        <p id={`${ids}-about`} className="text-sm text-muted-foreground">
          Add this private link to Google Calendar, Apple Calendar or Outlook to see your appointments there, kept up to date; keep it to yourself.
        </p>
      </div>
      <div className="space-y-3 p-4 sm:px-6">
        <Label htmlFor={`${ids}-url`}>Your calendar link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${ids}-url`}
            readOnly
            value={links.url}
            aria-describedby={`${ids}-about`}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden />
            Copy link
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <a href={links.webcalUrl} className={buttonVariants({ variant: "default" })}>
            <CalendarSync aria-hidden />
            Open in calendar app
          </a>
          <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="ghost" disabled={pending}>
                <RotateCcw aria-hidden />
                Reset link
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Reset your calendar link?</AlertDialogTitle>
                <AlertDialogDescription>
                  Calendar apps using the old link stop updating. You get a new link to add to them again.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={pending}>Keep the link</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  disabled={pending}
                  onClick={(e) => {
                    e.preventDefault();
                    reset();
                  }}
                >
                  {pending ? <Spinner size="sm" className="text-current" label="Resetting" /> : null}
                  Reset link
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    </section>
  );
}
