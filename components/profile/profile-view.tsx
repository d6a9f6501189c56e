// The profile read-only, with its Edit Profile button.
import { Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDoctorFacts } from "@/components/doctors/use-doctor-facts";
import { ProfileHeader, ProfileSection } from "@/components/profile/profile-layout";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import { GENDER_KEYS } from "@/components/profile/gender-keys";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

/** `ltr`: a value read left to right whatever the page's direction (a phone number). */
function Shown({ label, value, wide, ltr }: { label: string; value: string; wide?: boolean; ltr?: boolean }) {
  const t = useTranslations("ProfileForm");
  const shown = ltr ? <bdi dir="ltr">{value}</bdi> : value;
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={value ? "mt-0.5 font-medium break-words whitespace-pre-line" : "mt-0.5 text-muted-foreground italic"}>{value ? shown : t("notProvided")}</dd>
    </div>
  );
}

export function ProfileView({
  user,
  doctor,
  onEdit,
  focusEdit = false,
}: {
  user: UserDTO;
  doctor?: DoctorDTO;
  onEdit: () => void;
  /** Put the keyboard on Edit Profile, for someone coming back from the edit form. */
  focusEdit?: boolean;
}) {
  const t = useTranslations("ProfileForm");
  const facts = useDoctorFacts();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileHeader
        user={user}
        doctor={doctor}
        action={
          // autoFocus acts when the view mounts, i.e. only on the way back from editing.
          <Button type="button" onClick={onEdit} autoFocus={focusEdit} className="w-full sm:w-auto">
            <Pencil aria-hidden /> {t("editProfile")}
          </Button>
        }
      />
      <ProfileSection title={t("contactInformation")}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Shown label={t("emailLabel")} value={user.email} />
          <Shown label={t("phoneLabel")} value={user.phone} ltr />
          <Shown label={t("addressLabel")} value={user.address} wide />
        </dl>
      </ProfileSection>
      <ProfileSection title={t("basicInformation")}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Shown label={t("genderLabel")} value={t(GENDER_KEYS[user.gender])} />
          <Shown label={t("dateOfBirthLabel")} value={formatDate(user.dob, locale)} />
        </dl>
      </ProfileSection>
      {doctor ? (
        <ProfileSection title={t("professionalInformation")}>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Shown label={t("specialityLabel")} value={facts.speciality(doctor.speciality)} />
            <Shown label={t("degreeLabel")} value={doctor.degree} />
            <Shown label={t("experienceLabel")} value={doctor.experience} />
            <Shown label={t("feesLabel")} value={formatMoney(doctor.fees, locale)} />
            <Shown label={t("aboutLabel")} value={doctor.about} wide />
          </dl>
        </ProfileSection>
      ) : null}
    </div>
  );
}
