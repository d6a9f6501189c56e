// The profile read-only, with its Edit Profile button.
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProfileHeader, ProfileSection } from "@/components/profile/profile-layout";
import { formatDate, formatMoney } from "@/lib/format";
import { genderName } from "@/lib/accounts/gender";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

function Shown({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={value ? "mt-0.5 font-medium break-words whitespace-pre-line" : "mt-0.5 text-muted-foreground italic"}>{value || "Not provided"}</dd>
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
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileHeader
        user={user}
        doctor={doctor}
        action={
          // autoFocus acts when the view mounts, i.e. only on the way back from editing.
          <Button type="button" onClick={onEdit} autoFocus={focusEdit} className="w-full sm:w-auto">
            <Pencil aria-hidden /> Edit Profile
          </Button>
        }
      />
      <ProfileSection title="Contact Information">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Shown label="Email" value={user.email} />
          <Shown label="Phone" value={user.phone} />
          <Shown label="Address" value={user.address} wide />
        </dl>
      </ProfileSection>
      <ProfileSection title="Basic Information">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Shown label="Gender" value={genderName(user.gender)} />
          <Shown label="Date of Birth" value={formatDate(user.dob)} />
        </dl>
      </ProfileSection>
      {doctor ? (
        <ProfileSection title="Professional Information">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Shown label="Speciality" value={doctor.speciality} />
            <Shown label="Degree" value={doctor.degree} />
            <Shown label="Experience" value={doctor.experience} />
            <Shown label="Fees" value={formatMoney(doctor.fees)} />
            <Shown label="About" value={doctor.about} wide />
          </dl>
        </ProfileSection>
      ) : null}
    </div>
  );
}
