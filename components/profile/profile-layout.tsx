// The frame the profile's view and its edit form share: the header card
// (photo, name, email, a doctor's speciality and degree) and titled sections.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { useDoctorFacts } from "@/components/doctors/use-doctor-facts";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

export function ProfileHeader({
  user,
  doctor,
  preview,
  photoControls,
  action,
}: {
  user: UserDTO;
  doctor?: DoctorDTO;
  /** A newly chosen photo, shown in place of the saved one until it is saved. */
  preview?: string | null;
  /** Shown under the photo (the edit form's photo picker). */
  photoControls?: ReactNode;
  /** Shown at the end of the card (the view's Edit Profile button). */
  action?: ReactNode;
}) {
  const t = useTranslations("ProfileForm");
  const facts = useDoctorFacts();
  const avatarSrc = preview ?? user.image;
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-5 text-center shadow-xs sm:flex-row sm:p-6 sm:text-start">
      <div className="flex flex-col items-center gap-2">
        <Avatar className="ring-4 ring-secondary data-[size=default]:size-24 sm:data-[size=default]:size-28">
          <AvatarImage key={avatarSrc} src={avatarSrc} alt={preview ? t("newPhotoAlt") : t("photoAlt", { name: user.name })} />
          <AvatarFallback name={user.name} className="text-2xl" />
        </Avatar>
        {photoControls}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{user.name}</h1>
        <p className="break-all text-muted-foreground">{user.email}</p>
        {doctor ? (
          <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
            <Badge variant="secondary">{facts.speciality(doctor.speciality)}</Badge>
            {doctor.degree ? <Badge variant="outline">{doctor.degree}</Badge> : null}
          </div>
        ) : null}
      </div>
      {action}
    </div>
  );
}

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}
