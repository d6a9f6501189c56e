"use client";

// "Edit details" on the desk's visit page (issue 26): the patient record's fields in a dialog,
// validated with the same zod schema as the server action and PUT /api/patients/{id}. The server
// checks everything again and records the change in the record's history. The email field is
// locked for a patient who signs in with it, and absent for a dependent (their emails go to
// their guardian): the server refuses both changes anyway.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Pencil } from "lucide-react";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { SelectField } from "@/components/forms/select-field";
import { updatePatientRecordAction } from "@/lib/actions/desk";
import { patientRecordSchema, RECORD_FIELDS, type PatientRecordDTO, type PatientRecordInput } from "@/lib/desk/patient-record-schema";
import { GENDERS, type Gender } from "@/lib/accounts/gender";

type Values = z.input<typeof patientRecordSchema>;

/** The genders' words (DeskVisitActions keys). */
const GENDER_KEYS = { male: "genderMale", female: "genderFemale", "not specified": "genderNotSpecified" } as const satisfies Record<Gender, string>;

export function EditPatientButton({ record }: { record: PatientRecordDTO }) {
  const t = useTranslations("DeskVisitActions");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden /> {t("editDetails")}
        <span className="sr-only"> {t("editDetailsOf", { name: record.name })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg" closeLabel={t("close")}>
          <DialogHeader>
            <DialogTitle>{t("editTitle", { name: record.name })}</DialogTitle>
            <DialogDescription>{t("editDescription")}</DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so every opening starts from the record as it is now. */}
          {open ? <EditPatientForm record={record} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditPatientForm({ record, onDone }: { record: PatientRecordDTO; onDone: () => void }) {
  const t = useTranslations("DeskVisitActions");
  const form = useForm<Values, unknown, PatientRecordInput>({
    resolver: zodResolver(patientRecordSchema),
    defaultValues: { name: record.name, phone: record.phone, email: record.email ?? "", dob: record.dob ?? "", gender: record.gender, address: record.address },
  });

  const { onSubmit } = useActionForm(form, {
    // The action reads the form's words ("" for no email or no date of birth), as the API does.
    action: (values) => updatePatientRecordAction({ ...values, id: record._id, email: values.email ?? "", dob: values.dob ?? "" }),
    fallback: t("saveFailed"),
    fields: RECORD_FIELDS,
    onSuccess: onDone,
  });

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={t("fullName")} autoComplete="off" wide />
          <TextField control={form.control} name="phone" label={t("phone")} type="tel" dir="ltr" autoComplete="off" />
          <TextField control={form.control} name="dob" label={t("dateOfBirth")} type="date" />
          {record.guardian ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t("guardianEmails", { name: record.guardian.name })}</p>
          ) : (
            <TextField
              control={form.control}
              name="email"
              label={t("email")}
              type="email"
              dir="ltr"
              autoComplete="off"
              wide
              readOnly={record.hasLogin}
              description={record.hasLogin ? t("emailLocked") : t("emailOptional")}
            />
          )}
          <SelectField control={form.control} name="gender" label={t("gender")} placeholder={t("choose")} options={GENDERS} optionLabel={(g) => t(GENDER_KEYS[g])} />
          <TextField control={form.control} name="address" label={t("address")} autoComplete="off" wide />
        </div>
        <FormDialogFooter submitting={form.formState.isSubmitting} label={t("save")} busyLabel={t("saving")} cancelLabel={t("cancel")} />
      </form>
    </Form>
  );
}
