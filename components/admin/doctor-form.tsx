"use client";

// The admin's Add Doctor / Edit Doctor form, in a dialog. Validated in the
// browser with the same zod schemas the server action parses with; sent as
// multipart (the photo travels with it).
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus } from "lucide-react";
import { toast } from "@/components/ui/toast";
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
import { MoneyField, TextareaField, TextField } from "@/components/forms/fields";
import { SelectField, SpecialityField } from "@/components/forms/select-field";
import { ImagePicker, useChosenImage } from "@/components/forms/image-picker";
import { IMAGE_HINT } from "@/lib/platform/images";
import { addDoctorAction, editDoctorAction } from "@/lib/actions/doctors";
import { addDoctorSchema, editDoctorSchema } from "@/lib/doctors/schemas";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import { currencySymbol } from "@/lib/format";

type Values = z.input<typeof editDoctorSchema>;
type Output = z.output<typeof editDoctorSchema>;

const EXPERIENCE_OPTIONS = ["1 Year", ...Array.from({ length: 14 }, (_, i) => `${i + 2} Years`), "20 Years", "25+ Years"];

/** The choices, with a doctor's current experience first when it was written another way. */
function experienceOptions(current: string): string[] {
  return current && !EXPERIENCE_OPTIONS.includes(current) ? [current, ...EXPERIENCE_OPTIONS] : EXPERIENCE_OPTIONS;
}

function defaultsOf(doctor?: DoctorDTO): Values {
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

/** An empty select reads better as "Please choose..." than as the schema's list of allowed values. */
function withPlainSelectMessages(resolver: Resolver<Values, unknown, Output>): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, { message?: string } | undefined>;
    if (errors.speciality && !values.speciality) errors.speciality.message = "Please choose a speciality";
    if (errors.experience && !values.experience) errors.experience.message = "Please choose the years of experience";
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
  doctor?: DoctorDTO;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{doctor ? `Edit ${doctor.name}` : "Add Doctor"}</DialogTitle>
          <DialogDescription>
            {doctor
              ? "Change the doctor's details. Leave the password empty to keep the current one."
              : "Create the doctor's account and profile. They sign in with this email and the password you choose, or one they set themselves from an emailed link."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from fresh values. */}
        {open ? <DoctorForm doctor={doctor} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DoctorForm({ doctor, onDone }: { doctor?: DoctorDTO; onDone: () => void }) {
  const editing = Boolean(doctor);
  const defaults = defaultsOf(doctor);
  const form = useForm<Values, unknown, Output>({
    resolver: withPlainSelectMessages(zodResolver(editing ? editDoctorSchema : addDoctorSchema)),
    defaultValues: defaults,
  });
  const photo = useChosenImage();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoHelpId = useId();

  async function onSubmit(values: Output) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === "password" && !value) continue;
      if (value === undefined) continue;
      // A cleared video room link is sent empty: the doctor gets a new room per visit again.
      body.set(key, value === null ? "" : String(value));
    }
    if (photo.file) body.set("image", photo.file);
    const result = doctor ? await editDoctorAction(doctor._id, body) : await addDoctorAction(body);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field === "image") setPhotoError(message);
        else if (field in values) form.setError(field as keyof Values, { message });
      }
      toast.error(result.message || (doctor ? "Failed to update doctor" : "Failed to add doctor"));
      return;
    }
    toast.success(result.message);
    onDone();
  }

  const submitting = form.formState.isSubmitting;
  const shownImage = photo.preview ?? doctor?.image ?? null;

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="flex items-center gap-4">
          <Avatar className="border data-[size=default]:size-20">
            {shownImage ? <AvatarImage key={shownImage} src={shownImage} alt={photo.preview ? "Preview of the chosen photo" : "Current photo"} /> : null}
            <AvatarFallback>
              <ImagePlus className="size-7" aria-hidden />
            </AvatarFallback>
          </Avatar>
          <div className="grid gap-1.5">
            <ImagePicker
              label="Doctor photo"
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
              {shownImage ? "Change photo" : "Upload photo"}
            </ImagePicker>
            <p id={photoHelpId} className={photoError ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"} role={photoError ? "alert" : undefined}>
              {photoError ?? (photo.file ? photo.file.name : IMAGE_HINT)}
            </p>
          </div>
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" autoComplete="off" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
          <TextField
            control={form.control}
            name="password"
            label={editing ? "New password" : "Password"}
            type="password"
            autoComplete="new-password"
            placeholder={editing ? "Leave empty to keep" : "Optional"}
            description={editing ? undefined : "Leave empty to email the doctor a link to set their own password"}
          />
          <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <SpecialityField control={form.control} name="speciality" label="Speciality" />
          {/* The choices are fixed while the form is open: only the value it opened with can be off the list. */}
          <SelectField control={form.control} name="experience" label="Experience" placeholder="Years of experience" options={experienceOptions(defaults.experience)} />
          <MoneyField control={form.control} name="fees" label={`Fees (${currencySymbol()})`} />
          <TextField control={form.control} name="degree" label="Degree" autoComplete="off" placeholder="e.g. MBBS, MD" />
          <TextField control={form.control} name="address" label="Address" autoComplete="off" wide />
          <TextareaField control={form.control} name="about" label="About" rows={4} placeholder="A few lines patients will read on the booking page." wide />
          {editing ? (
            <TextField
              control={form.control}
              name="videoUrl"
              label="Video room link"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://meet.example.com/dr-room"
              description="Optional. Every video visit with this doctor uses this room; leave empty to create a new room for each visit."
              wide
            />
          ) : null}
        </div>

        <FormDialogFooter submitting={submitting} label={editing ? "Save Changes" : "Add Doctor"} busyLabel={editing ? "Saving..." : "Adding..."} />
      </form>
    </Form>
  );
}
