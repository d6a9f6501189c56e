"use client";

// The admin's visit types (issue 24): the list in the booking page's order with arrows to
// reorder, Add and Edit in a dialog (validated with the same zod schema as the server action and
// the API), Archive (confirmed) and Restore. Every change goes through lib/actions/visit-types.ts,
// which refreshes this page.
import { useState, useTransition } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
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
import { visitTypeInputSchema } from "@/lib/visit-types/schemas";
import { VISIT_MODES, type AdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import type { DoctorChoice } from "@/lib/visit-types/admin";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

type Values = z.input<typeof visitTypeInputSchema>;
type Output = z.output<typeof visitTypeInputSchema>;

const MODE_LABEL: Record<(typeof VISIT_MODES)[number], string> = { in_person: "In person", video: "Video" };

function minutesText(n: number): string {
  if (n < 60 || n % 60 !== 0) return `${n} min`;
  return n === 60 ? "1 hour" : `${n / 60} hours`;
}

function doctorsText(type: AdminVisitTypeDTO, doctors: DoctorChoice[]): string {
  if (type.doctorIds === null) return "All doctors";
  const names = type.doctorIds.map((id) => doctors.find((d) => d.id === id)?.name ?? "A removed doctor");
  return names.length ? names.join(", ") : "No doctor";
}

// ---- the list ------------------------------------------------------------------

export function VisitTypeList({ types, doctors }: { types: AdminVisitTypeDTO[]; doctors: DoctorChoice[] }) {
  if (types.length === 0) {
    return (
      <EmptyState icon={ClipboardList} title="No visit types yet">
        Add the first one with the Add visit type button.
      </EmptyState>
    );
  }
  const defaultId = types.find((t) => t.active)?._id;
  return (
    <ol aria-label="Visit types, in the order patients see them" className="grid gap-3">
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
  const [editing, setEditing] = useState(false);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const [pending, startTransition] = useTransition();
  const headingId = `visit-type-${type._id}`;

  function run(action: () => Promise<{ ok: boolean; message?: string }>, failure: string, after?: () => void) {
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        toast.success(result.message ?? "Saved");
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
            {isDefault ? <Badge variant="success">Default</Badge> : null}
            {type.mode === "video" ? (
              <Badge variant="outline">
                <Video aria-hidden /> Video
              </Badge>
            ) : null}
            {type.active ? null : (
              <Badge variant="secondary" className="border-border">
                <Archive aria-hidden /> Archived
              </Badge>
            )}
          </div>
          {type.description ? <p className="mt-1 text-sm text-muted-foreground">{type.description}</p> : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Duration</dt>
              <dd className="font-medium">{minutesText(type.durationMinutes)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="font-medium">{type.price === null ? "Doctor's fee" : formatMoney(type.price)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Mode</dt>
              <dd className="font-medium">{MODE_LABEL[type.mode]}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Buffer after</dt>
              <dd className="font-medium">{type.bufferMinutes ? minutesText(type.bufferMinutes) : "None"}</dd>
            </div>
            <div className="col-span-2 sm:col-span-4">
              <dt className="text-muted-foreground">Doctors</dt>
              <dd className="font-medium break-words">{doctorsText(type, doctors)}</dd>
            </div>
          </dl>
        </div>

        <div className="flex flex-wrap items-center gap-2 border-t pt-3 md:border-t-0 md:pt-0">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Move ${type.name} up`}
            disabled={first || pending}
            onClick={() => run(() => moveVisitTypeAction({ id: type._id, direction: "up" }), "Failed to change the order")}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Move ${type.name} down`}
            disabled={last || pending}
            onClick={() => run(() => moveVisitTypeAction({ id: type._id, direction: "down" }), "Failed to change the order")}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> {type.name}</span>
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
              Archive<span className="sr-only"> {type.name}</span>
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => run(() => restoreVisitTypeAction(type._id), "Failed to restore the visit type")}
            >
              <ArchiveRestore aria-hidden />
              Restore<span className="sr-only"> {type.name}</span>
            </Button>
          )}
          {pending ? <Spinner size="sm" label="Saving" /> : null}
        </div>
      </div>

      <VisitTypeFormDialog open={editing} onOpenChange={setEditing} type={type} doctors={doctors} />

      <AlertDialog open={confirmingArchive} onOpenChange={(open) => !pending && setConfirmingArchive(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Archive {type.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Patients will no longer be able to book it. Visits already booked of this type stay as they are, and you can
              restore it at any time.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                run(() => archiveVisitTypeAction(type._id), "Failed to archive the visit type", () => setConfirmingArchive(false));
              }}
            >
              {pending ? <Spinner size="sm" className="text-current" label="Archiving" /> : null}
              Archive
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}

// ---- add and edit --------------------------------------------------------------

export function AddVisitTypeButton({ doctors }: { doctors: DoctorChoice[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden />
        Add visit type
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{type ? `Edit ${type.name}` : "Add visit type"}</DialogTitle>
          <DialogDescription>
            {type
              ? "Visits already booked keep their length, buffer and price."
              : "New types go last in the list; move them up to show them earlier."}
          </DialogDescription>
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
      toast.error(result.message || (type ? "Failed to save the visit type" : "Failed to add the visit type"));
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
          <TextField control={form.control} name="name" label="Name" autoComplete="off" placeholder="e.g. Follow-up" wide />
          <TextareaField control={form.control} name="description" label="Description" rows={2} placeholder="Optional: a line patients see when they choose." wide />
          <TextField
            control={form.control}
            name="durationMinutes"
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            description="5 to 480, in steps of 5"
          />
          <MoneyField control={form.control} name="price" label="Price" placeholder="Doctor's fee" description="Leave empty to charge each doctor's own fee" />
          <SelectField
            control={form.control}
            name="mode"
            label="Mode"
            placeholder="Choose a mode"
            options={VISIT_MODES}
            optionLabel={(m) => MODE_LABEL[m]}
            description="Video visits get a meeting link"
          />
          <TextField
            control={form.control}
            name="bufferMinutes"
            label="Buffer after (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={5}
            description="Time the doctor needs before the next visit: 0 to 120"
          />
        </div>

        <fieldset className="grid gap-3 rounded-lg border p-4" aria-describedby={doctorsErrorText ? "visit-type-doctors-error" : undefined}>
          <legend className="px-1 text-sm font-medium">Doctors</legend>
          <label className="flex items-center gap-2.5 text-sm font-medium">
            <Checkbox checked={allDoctors} onCheckedChange={(on) => setDoctors(on ? null : [])} />
            All doctors, including doctors added later
          </label>
          {allDoctors ? null : listed.length === 0 ? (
            <p className="text-sm text-muted-foreground">There are no doctors yet.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2" aria-label="Doctors who offer it">
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
                      {d.archived ? <span className="text-muted-foreground">(archived)</span> : null}
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

        <FormDialogFooter submitting={submitting} label={type ? "Save changes" : "Add visit type"} busyLabel={type ? "Saving..." : "Adding..."} />
      </form>
    </Form>
  );
}
