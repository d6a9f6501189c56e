"use client";

// "Cancel visits" of a series, from one visit's page (issue 48): only this visit, this and the
// following, or every remaining one, with an optional reason. The one confirmation dialog of the
// app (ConfirmDialog); the server decides what may change (a visit done, checked in or missed
// never is) and the freed times go to the waitlist. Words: "Series", "CancelReason".
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CalendarX2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { CancelReasonField } from "@/components/appointments/cancel-reason-field";
import { reasonText, type CancelReasonValue } from "@/lib/appointments/cancel-reasons";
import { cancelSeriesAction } from "@/lib/actions/series";
import { ScopeRadios } from "@/components/series/scope-radios";
import type { SeriesOfVisit } from "@/components/series/series-of-visit";

type Scope = "one" | "following" | "all";

export function SeriesCancelDialog({ series, appointmentId, when, reasons }: { series: SeriesOfVisit; appointmentId: string; when: string; reasons: readonly string[] }) {
  const t = useTranslations("Series");
  const router = useRouter();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>("one");
  const [reason, setReason] = useState<CancelReasonValue>({ choice: "", details: "" });
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function confirm() {
    setError(null);
    start(async () => {
      const text = reasonText(reason);
      let result: Awaited<ReturnType<typeof cancelSeriesAction>>;
      try {
        result = await cancelSeriesAction({ seriesId: series.id, scope, appointmentId, ...(text ? { reason: text } : {}) });
      } catch {
        result = { ok: false, message: t("changeFailed") };
      }
      if (!result.ok) {
        setError(result.message || t("changeFailed"));
        toast.error(result.message || t("changeFailed"));
        return;
      }
      toast.success(result.message ?? "");
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (setOpen(next), setError(null))}
      trigger={
        <Button type="button" variant="outline">
          <CalendarX2 aria-hidden /> {t("cancelVisits")}
        </Button>
      }
      title={t("cancelTitle")}
      description={t("cancelDescription")}
      cancelLabel={t("keep")}
      confirmLabel={t("confirmCancel")}
      busyLabel={t("cancelling")}
      pending={pending}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        <ScopeRadios
          name={`${ids}-scope`}
          value={scope}
          onChange={(v) => setScope(v as Scope)}
          disabled={pending}
          options={[
            { value: "one", label: t("scopeOne", { when }) },
            ...(series.following > 1 ? [{ value: "following", label: t("scopeFollowing", { count: series.following }) }] : []),
            ...(series.remaining > series.following ? [{ value: "all", label: t("scopeAll", { count: series.remaining }) }] : []),
          ]}
        />
        <CancelReasonField id={`${ids}-reason`} choices={reasons} value={reason} onChange={setReason} disabled={pending} />
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
