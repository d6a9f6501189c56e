"use client";

// The admin's Add Doctor / Edit Doctor form, in a dialog. Validated in the
// browser with the same zod schemas the server action parses with; sent as
// multipart (the photo travels with it).
import { useEffect, useId, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/spinner";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { SpecialityField } from "@/components/forms/fields";
import { addDoctorAction, editDoctorAction } from "@/lib/actions/doctors";
import { addDoctorSchema, editDoctorSchema } from "@/lib/validation/profile";
import type { DoctorDTO } from "@/lib/serialize";
import { currencySymbol } from "@/lib/format";
import { IMAGE_ACCEPT, IMAGE_HINT, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "@/lib/images";

type Values = z.input<typeof editDoctorSchema>;

export const EXPERIENCE_OPTIONS = [
  "1 Year",
  ...Array.from({ length: 14 }, (_, i) => `${i + 2} Years`),
  "20 Years",
  "25+ Years",
];

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
  };
}

type Output = z.output<typeof editDoctorSchema>;

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
  const editing = Boolean(doctor);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${doctor!.name}` : "Add Doctor"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the doctor's details. Leave the password empty to keep the current one."
              : "Create the doctor's account and profile. They sign in with this email and password."}
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
  const form = useForm<Values, unknown, z.output<typeof editDoctorSchema>>({
    resolver: withPlainSelectMessages(zodResolver(editing ? editDoctorSchema : addDoctorSchema)),
    defaultValues: defaultsOf(doctor),
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageHelpId = useId();

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function pickImage(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setImageError(NOT_AN_IMAGE);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImageError(IMAGE_TOO_LARGE);
      return;
    }
    setImageError(null);
    setImage(file);
  }

  async function onSubmit(values: z.output<typeof editDoctorSchema>) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === "password" && !value) continue;
      body.set(key, String(value));
    }
    if (image) body.set("image", image);
    const result = doctor ? await editDoctorAction(doctor._id, body) : await addDoctorAction(body);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field === "image") setImageError(message);
        else if (field in values) form.setError(field as keyof Values, { message });
      }
      toast.error(result.message || (doctor ? "Failed to update doctor" : "Failed to add doctor"));
      return;
    }
    toast.success(result.message ?? (doctor ? "Doctor updated successfully" : "Doctor added successfully"));
    form.reset(defaultsOf());
    setImage(null);
    onDone();
  }

  const submitting = form.formState.isSubmitting;
  const shownImage = preview ?? doctor?.image ?? null;
  const experienceOptions = (current: string) =>
    current && !EXPERIENCE_OPTIONS.includes(current) ? [current, ...EXPERIENCE_OPTIONS] : EXPERIENCE_OPTIONS;

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="flex items-center gap-4">
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border bg-secondary text-secondary-foreground">
            {shownImage ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={shownImage} alt={preview ? "Preview of the chosen photo" : "Current photo"} className="size-full object-cover" />
            ) : (
              <ImagePlus className="size-7" aria-hidden />
            )}
          </div>
          <div className="grid gap-1.5">
            <input
              ref={fileInput}
              id={`${imageHelpId}-file`}
              type="file"
              name="image"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-describedby={imageHelpId}
              aria-invalid={imageError ? true : undefined}
              onChange={(e) => {
                pickImage(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden />
              {shownImage ? "Change photo" : "Upload photo"}
            </Button>
            <label htmlFor={`${imageHelpId}-file`} className="sr-only">
              Doctor photo
            </label>
            <p id={imageHelpId} className={imageError ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"} role={imageError ? "alert" : undefined}>
              {imageError ?? (image ? image.name : IMAGE_HINT)}
            </p>
          </div>
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{editing ? "New password" : "Password"}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" placeholder={editing ? "Leave empty to keep" : "At least 6 characters"} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Phone</FormLabel>
                <FormControl>
                  <Input type="tel" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <SpecialityField control={form.control} name="speciality" label="Speciality" placeholder="Choose a speciality" />
          <FormField
            control={form.control}
            name="experience"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Experience</FormLabel>
                <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue placeholder="Years of experience" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {experienceOptions(field.value ?? "").map((e) => (
                      <SelectItem key={e} value={e}>
                        {e}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="fees"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Fees ({currencySymbol()})</FormLabel>
                <div className="relative">
                  <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
                    {currencySymbol()}
                  </span>
                  <FormControl>
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      className="pl-7"
                      {...field}
                      value={field.value === undefined ? "" : String(field.value)}
                    />
                  </FormControl>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="degree"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Degree</FormLabel>
                <FormControl>
                  <Input autoComplete="off" placeholder="e.g. MBBS, MD" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="address"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Address</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="about"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>About</FormLabel>
                <FormControl>
                  <Textarea rows={4} placeholder="A few lines patients will read on the booking page." {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={submitting}>
            {submitting ? <Spinner size="sm" className="text-current" label="Saving" /> : null}
            {editing ? (submitting ? "Saving..." : "Save Changes") : submitting ? "Adding..." : "Add Doctor"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
