import { PersonAvatar } from "@/components/ui/person-avatar";

/** The doctor's photo, name and speciality at the top of the sidebar. */
export function DoctorIdentity({ name, image, speciality }: { name: string; image: string; speciality: string | null }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-secondary/70 p-3">
      {/* Markup only: the doctor's shell draws it on every page (issue 43 item 3). 64 px, as the client Avatar's "lg" size drew it. */}
      <PersonAvatar name={name} image={image} className="size-16 text-xl ring-2 ring-background" />
      <div className="min-w-0">
        <p className="leading-snug font-semibold break-words">{name}</p>
        {speciality ? <p className="truncate text-sm text-muted-foreground">{speciality}</p> : null}
      </div>
    </div>
  );
}
