// A patient's photo on the doctor's screens (their list's card, a patient's page), or a person
// icon when they have none. The name beside it says who it is, so the image has no alt text.
import { UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

export function PatientAvatar({ image, className, iconClassName }: { image?: string; className: string; iconClassName: string }) {
  return (
    <Avatar size="lg" className={className}>
      <AvatarImage src={image} alt="" />
      <AvatarFallback aria-hidden>
        <UserRound className={cn(iconClassName, "text-secondary-foreground/70")} aria-hidden />
      </AvatarFallback>
    </Avatar>
  );
}
