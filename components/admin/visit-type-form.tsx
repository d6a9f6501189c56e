"use client";

// Adding and editing a visit type (issue 24): a dialog with the form, validated with the same zod
// schema as the server action and the API. Words: AdminVisitTypes (the page's provider).
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { TextareaField, TextField } from "@/components/forms/fields";
import { MoneyField } from "@/components/forms/money-field";
import { SelectField } from "@/components/forms/select-field";
import { createVisitTypeAction, updateVisitTypeAction } from "@/lib/actions/visit-types";
import { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { VISIT_MODES, type AdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import type { DoctorChoice } from "@/lib/visit-types/admin";
import { VisitTypeQuestions } from "@/components/admin/visit-type-questions";
import { AddButton } from "@/components/admin/add-button";

type Values = z.input<typeof visitTypeInputSchema>;
type Output = z.output<typeof visitTypeInputSchema>;

/** A mode's label key. */
export const MODE_LABEL = { in_person: "modeInPerson", video: "modeVideo" } as const satisfies Record<(typeof VISIT_MODES)[number], string>;

export function AddVisitTypeButton({ doctors }: { doctors: DoctorChoice[] }) {
  const t = useTranslations("AdminVisitTypes");
  return <AddButton label={t("add")} dialog={(open, setOpen) => <VisitTypeFormDialog open={open} onOpenChange={setOpen} doctors={doctors} />} />;
}

export function VisitTypeFormDialog({
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
    // Each keeps its id, so an edited question stays the one answers were given to.
    questions: (type?.questions ?? []).map((q) => ({ id: q.id, text: q.text, help: q.help, kind: q.kind, choices: q.choices, required: q.required })),
    seriesAllowed: type?.seriesAllowed ?? false,
    seriesMaxCount: String(type?.seriesMaxCount ?? 8),
  };
}

function VisitTypeForm({ type, doctors, onDone }: { type?: AdminVisitTypeDTO; doctors: DoctorChoice[]; onDone: () => void }) {
  const t = useTranslations("AdminVisitTypes");
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(visitTypeInputSchema) as Resolver<Values, unknown, Output>,
    defaultValues: defaultsOf(type),
  });
  const chosen = useWatch({ control: form.control, name: "doctorIds" });
  const seriesAllowed = useWatch({ control: form.control, name: "seriesAllowed" }) === true;
  // Doctors the type already names stay listed, archived or not; other archived doctors are not offered.
  const listed = doctors.filter((d) => !d.archived || type?.doctorIds?.includes(d.id));
  const doctorsError = form.formState.errors.doctorIds;
  const doctorsErrorText = doctorsError?.message ?? (Array.isArray(doctorsError) ? doctorsError.find(Boolean)?.message : undefined);

  function setDoctors(ids: string[] | null) {
    form.setValue("doctorIds", ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: (values) => (type ? updateVisitTypeAction({ ...values, id: type._id }) : createVisitTypeAction(values)),
    fallback: type ? t("saveFailed") : t("addFailed"),
    onSuccess: onDone,
  });
  const allDoctors = chosen === null || chosen === undefined;

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
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

        <VisitTypeQuestions control={form.control} register={form.register} setValue={form.setValue} errors={form.formState.errors} />
        {/* Issue 48: whether this type may be booked as a series of visits, and of how many at most. */}
        <fieldset className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t("seriesLegend")}</legend>
          <FormField
            control={form.control}
            name="seriesAllowed"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox name={field.name} ref={field.ref} onBlur={field.onBlur} checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">{t("seriesAllowed")}</FormLabel>
                </div>
                <FormDescription>{t("seriesHelp")}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {seriesAllowed ? (
            <TextField control={form.control} name="seriesMaxCount" label={t("seriesMaxCount")} type="number" inputMode="numeric" min={2} max={12} step={1} />
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
