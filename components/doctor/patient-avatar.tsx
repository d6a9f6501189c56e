// A patient's photo on the doctor's screens (their list's card, a patient's page), or a person
// icon when they have none. The name beside it says who it is, so it is hidden from screen
// readers. Plain server-rendered markup (components/ui/person-avatar.tsx): a page of 24 patient
// cards drew three client components each (Avatar, AvatarImage, AvatarFallback), every one sent
// and hydrated (issue 43).
import { UserRound } from "@/components/ui/icons";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { cn } from "@/lib/utils";

export function PatientAvatar({ image, className, iconClassName }: { image?: string; className: string; iconClassName: string }) {
  return <PersonAvatar name="" image={image} className={className} fallback={<UserRound className={cn(iconClassName, "text-secondary-foreground/70")} />} />;
}
