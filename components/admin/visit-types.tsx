"use client";

// The admin's visit types (issue 24): the list in the booking page's order with arrows to
// reorder, Add and Edit in a dialog (validated with the same zod schema as the server action and
// the API), Archive (confirmed) and Restore. Every change goes through lib/actions/visit-types.ts,
// which refreshes this page. Words: AdminVisitTypes (the page's provider).
import { useState, useTransition } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, ClipboardList, Pencil, Plus, Video } from "lucide-react";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Form } from "@/components/ui/form";
import { MoneyField, TextareaField, TextField } from "@/components/forms/fields";
import { SelectField } from "@/components/forms/select-field";
import { EmptyState } from "@/components/dashboard/empty-state";
import {
  archiveVisitTypeAction,
  createVisitTypeAction,
  moveVisitTypeAction,
  restoreVisitTypeAction,
  updateVisitTypeAction,
} from "@/lib/actions/visit-types";
import { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { VISIT_MODES, type AdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import type { DoctorChoice } from "@/lib/visit-types/admin";
import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";

type Values = z.input<typeof visitTypeInputSchema>;
type Output = z.output<typeof visitTypeInputSchema>;

type T = ReturnType<typeof useTranslations<"AdminVisitTypes">>;

/** A mode's label key. */
const MODE_LABEL = { in_person: "modeInPerson", video: "modeVideo" } as const satisfies Record<(typeof VISIT_MODES)[number], string>;

function minutesText(n: number, t: T): string {
  if (n < 60 || n % 60 !== 0) return t("minutes", { n: String(n) });
  return t("hours", { count: n / 60, n: String(n / 60) });
}

function doctorsText(type: AdminVisitTypeDTO, doctors: DoctorChoice[], t: T): string {
  if (type.doctorIds === null) return t("allDoctors");
  const names = type.doctorIds.map((id) => doctors.find((d) => d.id === id)?.name ?? t("removedDoctor"));
  return names.length ? names.join(t("listSeparator")) : t("noDoctor");
}

// ---- the list ------------------------------------------------------------------

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
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => setConfirmingArchive(true)}
            >
              <Archive aria-hidden />
              {t("archive")}
              <span className="sr-only"> {type.name}</span>
            </Button>
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

      <AlertDialog open={confirmingArchive} onOpenChange={(open) => !pending && setConfirmingArchive(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle", { name: type.name })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("confirmText")}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("keepIt")}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                run(() => archiveVisitTypeAction(type._id), t("archiveFailed"), () => setConfirmingArchive(false));
              }}
            >
              {pending ? <Spinner size="sm" className="text-current" label={t("archiving")} /> : null}
              {t("archive")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}

// ---- add and edit --------------------------------------------------------------

export function AddVisitTypeButton({ doctors }: { doctors: DoctorChoice[] }) {
  const t = useTranslations("AdminVisitTypes");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden />
        {t("add")}
      </Button>
      <VisitTypeFormDialog open={open} onOpenChange={setOpen} doctors={doctors} />
    </>
  );
}

function VisitTypeFormDialog({
  open,
  onOpenChange,
  type,
  doctors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this type; absent: add a new one. */
  type?: AdminVisitTypeDTO;
  doctors: DoctorChoice[];
}) {
  const t = useTranslations("AdminVisitTypes");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{type ? t("editTitle", { name: type.name }) : t("add")}</DialogTitle>
          <DialogDescription>{type ? t("editDescription") : t("addDescription")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? <VisitTypeForm type={type} doctors={doctors} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function defaultsOf(type?: AdminVisitTypeDTO): Values {
  return {
    name: type?.name ?? "",
    description: type?.description ?? "",
    durationMinutes: String(type?.durationMinutes ?? 30),
    price: type?.price === null || type?.price === undefined ? "" : String(type.price),
    mode: type?.mode ?? "in_person",
    bufferMinutes: String(type?.bufferMinutes ?? 0),
    doctorIds: type?.doctorIds ?? null,
  };
}

function VisitTypeForm({ type, doctors, onDone }: { type?: AdminVisitTypeDTO; doctors: DoctorChoice[]; onDone: () => void }) {
  const t = useTranslations("AdminVisitTypes");
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(visitTypeInputSchema) as Resolver<Values, unknown, Output>,
    defaultValues: defaultsOf(type),
  });
  const chosen = useWatch({ control: form.control, name: "doctorIds" });
  // Doctors the type already names stay listed, archived or not; other archived doctors are not offered.
  const listed = doctors.filter((d) => !d.archived || type?.doctorIds?.includes(d.id));
  const doctorsError = form.formState.errors.doctorIds;
  const doctorsErrorText = doctorsError?.message ?? (Array.isArray(doctorsError) ? doctorsError.find(Boolean)?.message : undefined);

  function setDoctors(ids: string[] | null) {
    form.setValue("doctorIds", ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  async function onSubmit(values: Output) {
    const result = type ? await updateVisitTypeAction({ ...values, id: type._id }) : await createVisitTypeAction(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        const name = field.split(".")[0];
        if (name in values) form.setError(name as keyof Values, { message });
      }
      toast.error(result.message || (type ? t("saveFailed") : t("addFailed")));
      return;
    }
    toast.success(result.message);
    onDone();
  }

  const submitting = form.formState.isSubmitting;
  const allDoctors = chosen === null || chosen === undefined;

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={t("name")} autoComplete="off" placeholder={t("namePlaceholder")} wide />
          <TextareaField control={form.control} name="description" label={t("description")} rows={2} placeholder={t("descriptionPlaceholder")} wide />
          <TextField
            control={form.control}
            name="durationMinutes"
            label={t("durationMinutes")}
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            description={t("durationHelp")}
          />
          <MoneyField control={form.control} name="price" label={t("price")} placeholder={t("doctorsFee")} description={t("priceHelp")} />
          <SelectField
            control={form.control}
            name="mode"
            label={t("mode")}
            placeholder={t("modePlaceholder")}
            options={VISIT_MODES}
            optionLabel={(m) => t(MODE_LABEL[m])}
            description={t("modeHelp")}
          />
          <TextField
            control={form.control}
            name="bufferMinutes"
            label={t("bufferMinutes")}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={5}
            description={t("bufferHelp")}
          />
        </div>

        <fieldset className="grid gap-3 rounded-lg border p-4" aria-describedby={doctorsErrorText ? "visit-type-doctors-error" : undefined}>
          <legend className="px-1 text-sm font-medium">{t("doctors")}</legend>
          <label className="flex items-center gap-2.5 text-sm font-medium">
            <Checkbox checked={allDoctors} onCheckedChange={(on) => setDoctors(on ? null : [])} />
            {t("allDoctorsLater")}
          </label>
          {allDoctors ? null : listed.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noDoctorsYet")}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("doctorsWhoOffer")}>
              {listed.map((d) => {
                const on = chosen?.includes(d.id) ?? false;
                return (
                  <li key={d.id}>
                    <label className="flex items-center gap-2.5 text-sm">
                      <Checkbox
                        checked={on}
                        aria-invalid={Boolean(doctorsErrorText)}
                        onCheckedChange={(next) => setDoctors(next ? [...(chosen ?? []), d.id] : (chosen ?? []).filter((id) => id !== d.id))}
                      />
                      {d.name}
                      {d.archived ? <span className="text-muted-foreground">{t("archivedMark")}</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {doctorsErrorText ? (
            <p id="visit-type-doctors-error" role="alert" className="text-sm font-medium text-destructive">
              {doctorsErrorText}
            </p>
          ) : null}
        </fieldset>

        <FormDialogFooter
          submitting={submitting}
          label={type ? t("saveChanges") : t("add")}
          busyLabel={type ? t("saving") : t("adding")}
          cancelLabel={t("cancel")}
        />
      </form>
    </Form>
  );
}
