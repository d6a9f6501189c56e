"use client";

// The profile in edit mode: every field of the profile (a doctor's
// professional ones too) and a new photo, saved together with Save Changes.
// Mounted fresh each time editing starts, so it opens with the saved values
// and Cancel simply leaves.
import { useForm, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { Camera, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Form } from "@/components/ui/form";
import { TextareaField, TextField } from "@/components/forms/fields";
import { SelectField, SpecialityField } from "@/components/forms/select-field";
import { ImagePicker, useChosenImage } from "@/components/forms/image-picker";
import { inPageLanguage } from "@/components/forms/server-text";
import { DateOfBirthField } from "@/components/profile/date-of-birth-picker";
import { ProfileHeader, ProfileSection } from "@/components/profile/profile-layout";
import { GENDER_KEYS } from "@/components/profile/gender-keys";
import { updateDoctorProfileAction, updateProfileAction } from "@/lib/actions/profile";
import type { ActionResult } from "@/lib/actions/safe-action";
import { GENDERS, type Gender } from "@/lib/accounts/gender";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

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

const PERSONAL_FIELDS = ["name", "phone", "address", "dob", "gender"] as const;
const DOCTOR_FIELDS = ["speciality", "experience", "fees", "degree", "about"] as const;

export type SavedProfile = { user: UserDTO; doctor?: DoctorDTO };

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

/** Sends the form to the action of the profile's kind; both answer with the saved user (and doctor). */
async function save(data: FormData, asDoctor: boolean): Promise<ActionResult<SavedProfile>> {
  if (!asDoctor) {
    const result = await updateProfileAction(data);
    return result.ok ? { ...result, data: { user: result.data } } : result;
  }
  const result = await updateDoctorProfileAction(data);
  return result.ok ? { ...result, data: { user: result.data.user, doctor: result.data } } : result;
}

/** Validate with the server's schemas, loaded on first focus (components/forms/lazy-resolver.ts). */
const patientResolver = lazyResolver(async () => {
  const [{ zodResolver }, { profileSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/profile-schema")]);
  return zodResolver(profileSchema);
});
const doctorResolver = lazyResolver(async () => {
  const [{ zodResolver }, { doctorProfileSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/doctors/doctor-schema")]);
  return zodResolver(doctorProfileSchema);
});

export function ProfileEditForm({
  user,
  doctor,
  onCancel,
  onSaved,
}: {
  user: UserDTO;
  /** Given for a doctor's profile: the professional fields are edited too. */
  doctor?: DoctorDTO;
  onCancel: () => void;
  onSaved: (saved: SavedProfile) => void;
}) {
  const t = useTranslations("ProfileForm");
  const asDoctor = Boolean(doctor);
  const failed = asDoctor ? t("updateDoctorFailed") : t("updateProfileFailed");
  const form = useForm<Values>({
    // One set of values for both kinds: the patient schema leaves out the
    // doctor's fields, so the resolver's types differ from Values.
    resolver: (asDoctor ? doctorResolver : patientResolver) as unknown as Resolver<Values>,
    defaultValues: valuesOf(user, doctor),
  });
  const photo = useChosenImage();

  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: (parsed: Values) => {
      // The resolver hands over the parsed values; send them as text fields.
      const data = new FormData();
      for (const key of asDoctor ? [...PERSONAL_FIELDS, ...DOCTOR_FIELDS] : PERSONAL_FIELDS) data.set(key, String(parsed[key] ?? ""));
      if (photo.file) data.set("image", photo.file);
      return save(data, asDoctor);
    },
    fallback: failed,
    onSuccess: onSaved,
  });

  return (
    <Form {...form}>
      <form onFocus={(asDoctor ? doctorResolver : patientResolver).preload} method="post" onSubmit={onSubmit} noValidate className="mx-auto max-w-3xl space-y-6" aria-label={t("editFormLabel")}>
        <ProfileHeader
          user={user}
          doctor={doctor}
          preview={photo.preview}
          photoControls={
            <>
              <ImagePicker label={t("profilePhoto")} onChoose={photo.choose} onReject={(message) => void inPageLanguage(message).then((text) => toast.error(text))}>
                <Camera aria-hidden /> {photo.file ? t("chooseAnotherPhoto") : t("changePhoto")}
              </ImagePicker>
              {photo.file ? <span className="max-w-48 truncate text-xs text-muted-foreground">{t("photoSavedWithChanges", { file: photo.file.name })}</span> : null}
            </>
          }
        />

        <ProfileSection title={t("contactInformation")}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            {/* Keyboard users land here when editing starts. */}
            <TextField control={form.control} name="name" label={t("fullNameLabel")} autoComplete="name" autoFocus wide />
            <div className="grid gap-2">
              <Label htmlFor="profile-email">{t("emailLabel")}</Label>
              <Input id="profile-email" type="email" value={user.email} disabled aria-describedby="profile-email-note" />
              <p id="profile-email-note" className="text-sm text-muted-foreground">
                {t("emailCannotChange")}
              </p>
            </div>
            <TextField control={form.control} name="phone" label={t("phoneLabel")} type="tel" inputMode="tel" autoComplete="tel" placeholder={t("phonePlaceholder")} dir="ltr" />
            <TextareaField control={form.control} name="address" label={t("addressLabel")} autoComplete="street-address" rows={2} wide />
          </div>
        </ProfileSection>

        <ProfileSection title={t("basicInformation")}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <SelectField control={form.control} name="gender" label={t("genderLabel")} placeholder={t("selectGender")} options={GENDERS} optionLabel={(g: Gender) => t(GENDER_KEYS[g])} />
            <DateOfBirthField control={form.control} name="dob" label={t("dateOfBirthLabel")} />
          </div>
        </ProfileSection>

        {asDoctor ? (
          <ProfileSection title={t("professionalInformation")}>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <SpecialityField control={form.control} name="speciality" label={t("specialityLabel")} placeholder={t("selectSpeciality")} />
              <TextField control={form.control} name="degree" label={t("degreeLabel")} placeholder={t("degreePlaceholder")} />
              <TextField control={form.control} name="experience" label={t("experienceLabel")} placeholder={t("experiencePlaceholder")} />
              <TextField
                control={form.control}
                name="fees"
                label={t("feesLabel")}
                description={t("feesHint")}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
              <TextareaField control={form.control} name="about" label={t("aboutLabel")} rows={5} wide />
            </div>
          </ProfileSection>
        ) : null}

        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting} className="flex-1 sm:flex-none">
            {t("cancelEdit")}
          </Button>
          <Button type="submit" disabled={submitting} className="flex-1 sm:flex-none">
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submitting ? t("saving") : t("saveChanges")}
          </Button>
        </div>
      </form>
    </Form>
  );
}
