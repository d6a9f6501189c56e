import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

/** The doctor's photo, name and speciality at the top of the sidebar. */
export function DoctorIdentity({ name, image, speciality }: { name: string; image: string; speciality: string | null }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-secondary/70 p-3">
      <Avatar size="lg" className="size-14 ring-2 ring-background">
        <AvatarImage src={image} alt="" />
        <AvatarFallback name={name} aria-hidden />
      </Avatar>
      <div className="min-w-0">
        <p className="leading-snug font-semibold break-words">{name}</p>
        {speciality ? <p className="truncate text-sm text-muted-foreground">{speciality}</p> : null}
      </div>
    </div>
  );
}
