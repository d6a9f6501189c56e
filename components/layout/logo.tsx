import { NavLink } from "@/components/layout/nav-link";
import { Stethoscope } from "@/components/ui/icons";

export function Logo({ href = "/" }: { href?: string }) {
  return (
    <NavLink href={href} className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-primary">
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Stethoscope className="size-5" aria-hidden />
      </span>
      CareSlot
    </NavLink>
  );
}
