"use client";

// The admin's Add Doctor / Edit Doctor form, in a dialog. Validated in the
// browser with the same zod schemas the server action parses with; sent as
// multipart (the photo travels with it).
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus } from "lucide-react";
import { useActionForm } from "@/components/forms/use-action-form";
import type { z } from "zod";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { TextareaField, TextField } from "@/components/forms/fields";
import { MoneyField } from "@/components/forms/money-field";
import { SelectField, SpecialityField } from "@/components/forms/select-field";
import { ImagePicker, useChosenImage } from "@/components/forms/image-picker";
import { IMAGE_HINT } from "@/lib/platform/images";
import { useServerText } from "@/components/forms/server-text";
import { addDoctorAction, editDoctorAction } from "@/lib/actions/doctors";
import type { ActionResult } from "@/lib/actions/safe-action";
import { addDoctorSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import type { AdminDoctor } from "@/components/admin/admin-doctor";
import { currencySymbol } from "@/lib/i18n/format";

type Values = z.input<typeof editDoctorSchema>;
type Output = z.output<typeof editDoctorSchema>;

const EXPERIENCE_OPTIONS = ["1 Year", ...Array.from({ length: 14 }, (_, i) => `${i + 2} Years`), "20 Years", "25+ Years"];

/**
 * A choice of the list in the page's language: "10 Years" -> "10 años". The value saved stays the
 * list's English one; anything written another way is shown as it is.
 */
export function experienceLabel(value: string, t: (key: "experienceYears", values: { count: number; n: string; plus: string }) => string): string {
  const m = /^(\d+)(\+?) Years?$/.exec(value);
  return m ? t("experienceYears", { count: Number(m[1]), n: m[1], plus: m[2] }) : value;
}

/** The choices, with a doctor's current experience first when it was written another way. */
function experienceOptions(current: string): string[] {
  return current && !EXPERIENCE_OPTIONS.includes(current) ? [current, ...EXPERIENCE_OPTIONS] : EXPERIENCE_OPTIONS;
}

function defaultsOf(doctor?: AdminDoctor): Values {
  return {
    name: doctor?.name ?? "",
    email: doctor?.user.email ?? "",
    password: "",
    phone: doctor?.user.phone ?? "",
    speciality: (doctor?.speciality as Values["speciality"]) ?? ("" as Values["speciality"]),
    experience: doctor?.experience ?? "",
    fees: doctor ? String(doctor.fees) : "",
    address: doctor?.user.address ?? "",
    degree: doctor?.degree ?? "",
    about: doctor?.about ?? "",
    // Edit only (the add schema has no such field).
    ...(doctor ? { videoUrl: doctor.videoUrl ?? "" } : {}),
  };
}

/** An empty select reads better as "Please choose..." (in the page's language) than as the schema's list of allowed values. */
function withPlainSelectMessages(
  resolver: Resolver<Values, unknown, Output>,
  messages: { speciality: string; experience: string },
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, { message?: string } | undefined>;
    if (errors.speciality && !values.speciality) errors.speciality.message = messages.speciality;
    if (errors.experience && !values.experience) errors.experience.message = messages.experience;
    return result;
  };
}

export function DoctorFormDialog({
  open,
  onOpenChange,
  doctor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this doctor; absent: add a new one. */
  doctor?: AdminDoctor;
}) {
  const t = useTranslations("AdminDoctorForm");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{doctor ? t("editTitle", { name: doctor.name }) : t("addTitle")}</DialogTitle>
          <DialogDescription>{doctor ? t("editDescription") : t("addDescription")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? <DoctorForm doctor={doctor} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DoctorForm({ doctor, onDone }: { doctor?: AdminDoctor; onDone: () => void }) {
  const t = useTranslations("AdminDoctorForm");
  const locale = useLocale();
  const editing = Boolean(doctor);
  const defaults = defaultsOf(doctor);
  const form = useForm<Values, unknown, Output>({
    resolver: withPlainSelectMessages(zodResolver(editing ? editDoctorSchema : addDoctorSchema), {
      speciality: t("chooseSpeciality"),
      experience: t("chooseExperience"),
    }),
    defaultValues: defaults,
  });
  const photo = useChosenImage();
  const [photoError, setPhotoError] = useState<string | null>(null);
  // The picker's refusal and the rule are server texts (English constants): in the page's language.
  const photoText = useServerText(photoError ?? IMAGE_HINT);
  const photoHelpId = useId();

  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: async (values): Promise<ActionResult<unknown>> => (doctor ? editDoctorAction(doctor._id, bodyOf(values)) : addDoctorAction(bodyOf(values))),
    fallback: doctor ? t("updateFailed") : t("addFailed"),
    // The photo's message shows under the picker (it is no field of the form).
    onRefused: (refusal) => refusal.fieldErrors?.image && setPhotoError(refusal.fieldErrors.image),
    onSuccess: onDone,
  });

  function bodyOf(values: Output): FormData {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === "password" && !value) continue;
      if (value === undefined) continue;
      // A cleared video room link is sent empty: the doctor gets a new room per visit again.
      body.set(key, value === null ? "" : String(value));
    }
    if (photo.file) body.set("image", photo.file);
    return body;
  }
  const shownImage = photo.preview ?? doctor?.image ?? null;

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="flex items-center gap-4">
          <Avatar className="border data-[size=default]:size-20">
            {shownImage ? <AvatarImage key={shownImage} src={shownImage} alt={photo.preview ? t("photoPreview") : t("currentPhoto")} /> : null}
            <AvatarFallback>
              <ImagePlus className="size-7" aria-hidden />
            </AvatarFallback>
          </Avatar>
          <div className="grid gap-1.5">
            <ImagePicker
              label={t("photo")}
              className="w-fit"
              describedBy={photoHelpId}
              invalid={Boolean(photoError)}
              onChoose={(file) => {
                setPhotoError(null);
                photo.choose(file);
              }}
              onReject={setPhotoError}
            >
              <ImagePlus aria-hidden />
              {shownImage ? t("changePhoto") : t("uploadPhoto")}
            </ImagePicker>
            <p id={photoHelpId} className={photoError ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"} role={photoError ? "alert" : undefined}>
              {photoError || !photo.file ? photoText : photo.file.name}
            </p>
          </div>
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={t("name")} autoComplete="off" />
          <TextField control={form.control} name="email" label={t("email")} type="email" autoComplete="off" />
          <TextField
            control={form.control}
            name="password"
            label={editing ? t("newPassword") : t("password")}
            type="password"
            autoComplete="new-password"
            placeholder={editing ? t("passwordKeep") : t("passwordOptional")}
            description={editing ? undefined : t("passwordHelp")}
          />
          <TextField control={form.control} name="phone" label={t("phone")} type="tel" autoComplete="off" />
          <SpecialityField control={form.control} name="speciality" label={t("speciality")} />
          {/* The choices are fixed while the form is open: only the value it opened with can be off the list. */}
          <SelectField
            control={form.control}
            name="experience"
            label={t("experience")}
            placeholder={t("experiencePlaceholder")}
            options={experienceOptions(defaults.experience)}
            optionLabel={(value) => experienceLabel(value, t)}
          />
          <MoneyField control={form.control} name="fees" label={t("fees", { currency: currencySymbol(locale) })} />
          <TextField control={form.control} name="degree" label={t("degree")} autoComplete="off" placeholder={t("degreePlaceholder")} />
          <TextField control={form.control} name="address" label={t("address")} autoComplete="off" wide />
          <TextareaField control={form.control} name="about" label={t("about")} rows={4} placeholder={t("aboutPlaceholder")} wide />
          {editing ? (
            <TextField
              control={form.control}
              name="videoUrl"
              label={t("videoUrl")}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://meet.example.com/dr-room"
              description={t("videoUrlHelp")}
              wide
            />
          ) : null}
        </div>

        <FormDialogFooter
          submitting={submitting}
          label={editing ? t("saveChanges") : t("addTitle")}
          busyLabel={editing ? t("saving") : t("adding")}
          cancelLabel={t("cancel")}
        />
      </form>
    </Form>
  );
}
