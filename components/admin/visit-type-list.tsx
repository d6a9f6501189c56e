"use client";

// The admin's visit types (issue 24): the list in the booking page's order with arrows to
// reorder, Edit (visit-type-form.tsx), Archive (confirmed) and Restore. Every change goes through
// lib/actions/visit-types.ts, which refreshes this page. Words: AdminVisitTypes (the page's provider).
import { useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, ClipboardList, Pencil, Video } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/dashboard/empty-state";
import { MODE_LABEL, VisitTypeFormDialog } from "@/components/admin/visit-type-form";
import { archiveVisitTypeAction, moveVisitTypeAction, restoreVisitTypeAction } from "@/lib/actions/visit-types";
import type { AdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import type { DoctorChoice } from "@/lib/visit-types/admin";
import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { ArchiveButton } from "@/components/admin/archive-button";

type T = ReturnType<typeof useTranslations<"AdminVisitTypes">>;

function minutesText(n: number, t: T): string {
  if (n < 60 || n % 60 !== 0) return t("minutes", { n: String(n) });
  return t("hours", { count: n / 60, n: String(n / 60) });
}

function doctorsText(type: AdminVisitTypeDTO, doctors: DoctorChoice[], t: T): string {
  if (type.doctorIds === null) return t("allDoctors");
  const names = type.doctorIds.map((id) => doctors.find((d) => d.id === id)?.name ?? t("removedDoctor"));
  return names.length ? names.join(t("listSeparator")) : t("noDoctor");
}

export function VisitTypeList({ types, doctors }: { types: AdminVisitTypeDTO[]; doctors: DoctorChoice[] }) {
  const t = useTranslations("AdminVisitTypes");
  if (types.length === 0) {
    return (
      <EmptyState icon={ClipboardList} title={t("emptyTitle")}>
        {t("emptyText")}
      </EmptyState>
    );
  }
  const defaultId = types.find((type) => type.active)?._id;
  return (
    <ol aria-label={t("listLabel")} className="grid gap-3">
      {types.map((type, i) => (
        <li key={type._id}>
          <VisitTypeRow type={type} doctors={doctors} isDefault={type._id === defaultId} first={i === 0} last={i === types.length - 1} />
        </li>
      ))}
    </ol>
  );
}

function VisitTypeRow({
  type,
  doctors,
  isDefault,
  first,
  last,
}: {
  type: AdminVisitTypeDTO;
  doctors: DoctorChoice[];
  isDefault: boolean;
  first: boolean;
  last: boolean;
}) {
  const t = useTranslations("AdminVisitTypes");
  const tq = useTranslations("VisitTypeQuestions");
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const [pending, startTransition] = useTransition();
  const headingId = `visit-type-${type._id}`;

  function run(action: () => Promise<{ ok: boolean; message?: string }>, failure: string, after?: () => void) {
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        toast.success(result.message ?? t("saved"));
        after?.();
      } else {
        toast.error(result.message || failure);
      }
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      data-visit-type-id={type._id}
      className={cn("rounded-xl border bg-card p-4 shadow-sm", !type.active && "bg-muted/60")}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
              {type.name}
            </h2>
            {isDefault ? <Badge variant="success">{t("default")}</Badge> : null}
            {type.mode === "video" ? (
              <Badge variant="outline">
                <Video aria-hidden /> {t("modeVideo")}
              </Badge>
            ) : null}
            {type.active ? null : (
              <Badge variant="secondary" className="border-border">
                <Archive aria-hidden /> {t("archived")}
              </Badge>
            )}
          </div>
          {type.description ? <p className="mt-1 text-sm text-muted-foreground">{type.description}</p> : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">{t("duration")}</dt>
              <dd className="font-medium">{minutesText(type.durationMinutes, t)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("price")}</dt>
              <dd className="font-medium">{type.price === null ? t("doctorsFee") : formatMoney(type.price, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("mode")}</dt>
              <dd className="font-medium">{t(MODE_LABEL[type.mode])}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("bufferAfter")}</dt>
              <dd className="font-medium">{type.bufferMinutes ? minutesText(type.bufferMinutes, t) : t("none")}</dd>
            </div>
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-muted-foreground">{t("doctors")}</dt>
              <dd className="font-medium break-words">{doctorsText(type, doctors, t)}</dd>
            </div>
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-muted-foreground">{tq("heading")}</dt>
              <dd className="font-medium break-words">
                {tq("count", { count: type.questions.length })}
                {type.questions.length > 0 ? <span className="font-normal text-muted-foreground">: {type.questions.map((q) => q.text).join(" · ")}</span> : null}
              </dd>
            </div>
          </dl>
        </div>

        <div className="flex flex-wrap items-center gap-2 border-t pt-3 md:border-t-0 md:pt-0">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("moveUp", { name: type.name })}
            disabled={first || pending}
            onClick={() => run(() => moveVisitTypeAction({ id: type._id, direction: "up" }), t("moveFailed"))}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("moveDown", { name: type.name })}
            disabled={last || pending}
            onClick={() => run(() => moveVisitTypeAction({ id: type._id, direction: "down" }), t("moveFailed"))}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t("edit")}
            <span className="sr-only"> {type.name}</span>
          </Button>
          {type.active ? (
            <ArchiveButton label={t("archive")} name={type.name} disabled={pending} onClick={() => setConfirmingArchive(true)} />
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => run(() => restoreVisitTypeAction(type._id), t("restoreFailed"))}
            >
              <ArchiveRestore aria-hidden />
              {t("restore")}
              <span className="sr-only"> {type.name}</span>
            </Button>
          )}
          {pending ? <Spinner size="sm" label={t("savingShort")} /> : null}
        </div>
      </div>

      <VisitTypeFormDialog open={editing} onOpenChange={setEditing} type={type} doctors={doctors} />

      <ConfirmDialog
        open={confirmingArchive}
        onOpenChange={setConfirmingArchive}
        title={t("confirmTitle", { name: type.name })}
        description={t("confirmText")}
        cancelLabel={t("keepIt")}
        confirmLabel={t("archive")}
        busyLabel={t("archiving")}
        pending={pending}
        onConfirm={() => run(() => archiveVisitTypeAction(type._id), t("archiveFailed"), () => setConfirmingArchive(false))}
      />
    </article>
  );
}

