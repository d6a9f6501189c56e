"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Camera, Loader2, Pencil } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { SpecialityField } from "@/components/forms/fields";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DateOfBirthPicker } from "@/components/profile/date-of-birth-picker";
import { formatDate, formatMoney } from "@/lib/format";
import { updateDoctorProfileAction, updateProfileAction } from "@/lib/actions/profile";
import { doctorProfileSchema, profileSchema } from "@/lib/validation";
import { GENDERS, genderName, type Gender } from "@/lib/gender";
import { IMAGE_ACCEPT, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "@/lib/images";
import type { DoctorDTO, UserDTO } from "@/lib/serialize";

export type ProfileFormProps =
  | { variant: "patient"; user: UserDTO }
  | { variant: "doctor"; user: UserDTO; doctor: DoctorDTO };

type Values = {
  name: string;
  phone: string;
  address: string;
  /** "YYYY-MM-DD" or "" */
  dob: string;
  gender: Gender;
  speciality: string;
  experience: string;
  fees: string;
  degree: string;
  about: string;
};


const FALLBACK = { patient: "Failed to update profile. Please try again.", doctor: "Failed to update doctor profile" } as const;

function valuesOf(user: UserDTO, doctor?: DoctorDTO): Values {
  return {
    name: user.name,
    phone: user.phone,
    address: user.address,
    dob: user.dob ? user.dob.slice(0, 10) : "",
    gender: user.gender,
    speciality: doctor?.speciality ?? "",
    experience: doctor?.experience ?? "",
    fees: doctor ? String(doctor.fees) : "",
    degree: doctor?.degree ?? "",
    about: doctor?.about ?? "",
  };
}

function Shown({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={value ? "mt-0.5 font-medium break-words whitespace-pre-line" : "mt-0.5 text-muted-foreground italic"}>{value || "Not provided"}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The profile screen shared by patients, doctors and admins: a read-only
 * view with Edit Profile, and an edit mode with Cancel and Save Changes.
 * It takes its data as props and does not depend on the route it is on.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { variant } = props;
  const router = useRouter();
  const [user, setUser] = useState<UserDTO>(props.user);
  const [doctor, setDoctor] = useState<DoctorDTO | undefined>(props.variant === "doctor" ? props.doctor : undefined);
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const schema = variant === "doctor" ? doctorProfileSchema : profileSchema;
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: valuesOf(user, doctor),
  });

  // The picked photo is shown at once; its object URL is released when replaced.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Keyboard users land on the first field when editing starts, and back on Edit Profile after.
  useEffect(() => {
    if (editing) form.setFocus("name");
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  function startEditing() {
    form.reset(valuesOf(user, doctor));
    setFile(null);
    setEditing(true);
  }

  function cancel() {
    form.reset(valuesOf(user, doctor));
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
    setEditing(false);
  }

  function pickFile(e: React.ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0] ?? null;
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) {
      toast.error(NOT_AN_IMAGE);
      e.target.value = "";
      return;
    }
    if (picked.size > MAX_IMAGE_BYTES) {
      toast.error(IMAGE_TOO_LARGE);
      e.target.value = "";
      return;
    }
    setFile(picked);
  }

  async function onSubmit(raw: Values) {
    // The resolver hands over the parsed values; send them as text fields.
    const data = new FormData();
    const fields: (keyof Values)[] = ["name", "phone", "address", "dob", "gender"];
    if (variant === "doctor") fields.push("speciality", "experience", "fees", "degree", "about");
    for (const key of fields) data.set(key, String(raw[key] ?? ""));
    if (file) data.set("image", file);

    try {
      if (variant === "doctor") {
        const result = await updateDoctorProfileAction(data);
        if (!result.ok) return fail(result.message, result.fieldErrors);
        setDoctor(result.data);
        setUser(result.data.user);
        toast.success(result.message ?? "Doctor profile updated.");
      } else {
        const result = await updateProfileAction(data);
        if (!result.ok) return fail(result.message, result.fieldErrors);
        setUser(result.data);
        toast.success(result.message ?? "Profile updated successfully!");
      }
    } catch {
      toast.error(FALLBACK[variant]);
      return;
    }
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
    setEditing(false);
    router.refresh(); // the header shows the new name and photo
  }

  function fail(message: string, fieldErrors?: Record<string, string>) {
    for (const [field, msg] of Object.entries(fieldErrors ?? {})) {
      if (field in form.getValues()) form.setError(field as keyof Values, { message: msg });
    }
    toast.error(message || FALLBACK[variant]);
  }

  const submitting = form.formState.isSubmitting;
  const avatarSrc = preview ?? user.image;

  const header = (
    <div className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-5 text-center shadow-xs sm:flex-row sm:p-6 sm:text-left">
      <div className="flex flex-col items-center gap-2">
        <Avatar className="ring-4 ring-secondary data-[size=default]:size-24 sm:data-[size=default]:size-28">
          <AvatarImage key={avatarSrc} src={avatarSrc} alt={preview ? "New profile photo (not saved yet)" : `Profile photo of ${user.name}`} />
          <AvatarFallback name={user.name} className="text-2xl" />
        </Avatar>
        {editing ? (
          <>
            <input
              ref={fileInput}
              id="profile-image"
              name="image"
              type="file"
              accept={IMAGE_ACCEPT}
              className="hidden"
              tabIndex={-1}
              aria-label="Profile photo"
              onChange={pickFile}
            />
            <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              <Camera aria-hidden /> {file ? "Choose another photo" : "Change photo"}
            </Button>
            {file ? <span className="max-w-48 truncate text-xs text-muted-foreground">{file.name} (saved with your changes)</span> : null}
          </>
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{user.name}</h1>
        <p className="break-all text-muted-foreground">{user.email}</p>
        {doctor ? (
          <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
            <Badge variant="secondary">{doctor.speciality}</Badge>
            {doctor.degree ? <Badge variant="outline">{doctor.degree}</Badge> : null}
          </div>
        ) : null}
      </div>
      {!editing ? (
        <Button ref={editButton} type="button" onClick={startEditing} className="w-full sm:w-auto">
          <Pencil aria-hidden /> Edit Profile
        </Button>
      ) : null}
    </div>
  );

  if (!editing) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <Section title="Contact Information">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Shown label="Email" value={user.email} />
            <Shown label="Phone" value={user.phone} />
            <Shown label="Address" value={user.address} wide />
          </dl>
        </Section>
        <Section title="Basic Information">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Shown label="Gender" value={genderName(user.gender)} />
            <Shown label="Date of Birth" value={formatDate(user.dob)} />
          </dl>
        </Section>
        {doctor ? (
          <Section title="Professional Information">
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Shown label="Speciality" value={doctor.speciality} />
              <Shown label="Degree" value={doctor.degree} />
              <Shown label="Experience" value={doctor.experience} />
              <Shown label="Fees" value={formatMoney(doctor.fees)} />
              <Shown label="About" value={doctor.about} wide />
            </dl>
          </Section>
        ) : null}
      </div>
    );
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="mx-auto max-w-3xl space-y-6" aria-label="Edit profile">
        {header}
        <Section title="Contact Information">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>Full Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="name" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input id="profile-email" type="email" value={user.email} disabled aria-describedby="profile-email-note" />
              <p id="profile-email-note" className="text-sm text-muted-foreground">
                Email cannot be changed.
              </p>
            </div>
            <FormField
              control={form.control}
              name="phone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Phone</FormLabel>
                  <FormControl>
                    <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+1 555 010 2030" {...field} />
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
                    <Textarea autoComplete="street-address" rows={2} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </Section>

        <Section title="Basic Information">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="gender"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Gender</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full" onBlur={field.onBlur}>
                        <SelectValue placeholder="Select gender" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {GENDERS.map((g) => (
                        <SelectItem key={g} value={g}>
                          {genderName(g)}
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
              name="dob"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Date of Birth</FormLabel>
                  <DateOfBirthPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </Section>

        {variant === "doctor" ? (
          <Section title="Professional Information">
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <SpecialityField control={form.control} name="speciality" label="Speciality" placeholder="Select speciality" />
              <FormField
                control={form.control}
                name="degree"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Degree</FormLabel>
                    <FormControl>
                      <Input placeholder="MBBS" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="experience"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Experience</FormLabel>
                    <FormControl>
                      <Input placeholder="5 Years" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="fees"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Fees</FormLabel>
                    <FormControl>
                      <Input type="number" inputMode="numeric" min={0} step={1} {...field} />
                    </FormControl>
                    <FormDescription>Consultation fee in dollars.</FormDescription>
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
                      <Textarea rows={5} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </Section>
        ) : null}

        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={cancel} disabled={submitting} className="flex-1 sm:flex-none">
            Cancel
          </Button>
          <Button type="submit" disabled={submitting} className="flex-1 sm:flex-none">
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submitting ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
