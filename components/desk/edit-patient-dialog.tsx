"use client";

// "Edit details" on the desk's visit page (issue 26): the patient record's fields in a dialog,
// validated with the same zod schema as the server action and PUT /api/patients/{id}. The server
// checks everything again and records the change in the record's history. The email field is
// locked for a patient who signs in with it, and absent for a dependent (their emails go to
// their guardian): the server refuses both changes anyway.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Pencil } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { SelectField } from "@/components/forms/select-field";
import { updatePatientRecordAction } from "@/lib/actions/desk";
import { patientRecordSchema, RECORD_FIELDS, type PatientRecordDTO, type PatientRecordInput } from "@/lib/accounts/patient-record-schema";
import { GENDERS, genderName } from "@/lib/accounts/gender";

type Values = z.input<typeof patientRecordSchema>;

export function EditPatientButton({ record }: { record: PatientRecordDTO }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden /> Edit details<span className="sr-only"> of {record.name}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Edit {record.name}</DialogTitle>
            <DialogDescription>The change is saved to the record with your name in its history.</DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so every opening starts from the record as it is now. */}
          {open ? <EditPatientForm record={record} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditPatientForm({ record, onDone }: { record: PatientRecordDTO; onDone: () => void }) {
  const form = useForm<Values, unknown, PatientRecordInput>({
    resolver: zodResolver(patientRecordSchema),
    defaultValues: { name: record.name, phone: record.phone, email: record.email ?? "", dob: record.dob ?? "", gender: record.gender, address: record.address },
  });

  async function onSubmit(values: PatientRecordInput) {
    // The action reads the form's words ("" for no email or no date of birth), as the API does.
    const result = await updatePatientRecordAction({ ...values, id: record._id, email: values.email ?? "", dob: values.dob ?? "" });
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if ((RECORD_FIELDS as readonly string[]).includes(field)) form.setError(field as keyof Values, { message });
      }
      toast.error(result.message || "Failed to save the patient record");
      return;
    }
    toast.success(result.message);
    onDone();
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Full name" autoComplete="off" wide />
          <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <TextField control={form.control} name="dob" label="Date of birth" type="date" />
          {record.guardian ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">No email: their emails go to their guardian, {record.guardian.name}.</p>
          ) : (
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              wide
              readOnly={record.hasLogin}
              description={record.hasLogin ? "They sign in with it: only they can change it, from their profile." : "Optional: without one they get no emails."}
            />
          )}
          <SelectField control={form.control} name="gender" label="Gender" placeholder="Choose" options={GENDERS} optionLabel={genderName} />
          <TextField control={form.control} name="address" label="Address" autoComplete="off" wide />
        </div>
        <FormDialogFooter submitting={form.formState.isSubmitting} label="Save" busyLabel="Saving..." />
      </form>
    </Form>
  );
}
