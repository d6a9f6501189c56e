// A patient's phone number as a link that calls it (the doctor's patient list and a patient's
// page). A phone number reads left to right in every language.
import { Phone } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

export function PhoneLink({ phone, className, iconClassName }: { phone: string; className?: string; iconClassName?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`} dir="ltr" className={cn("inline-flex items-center text-primary underline-offset-4 hover:underline", className)}>
      <Phone className={iconClassName} aria-hidden />
      {phone}
    </a>
  );
}
