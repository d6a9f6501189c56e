"use client";

// The navigation of the admin and doctor areas: a sidebar on wide screens and
// a bottom bar on phones. Items are plain data (icons by name), so the server
// layouts can describe them.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CalendarDays, Home, LayoutDashboard, Mail, Send, Stethoscope, UserRound, Users } from "lucide-react";
import { cn } from "@/lib/utils";

const ICONS = {
  home: Home,
  dashboard: LayoutDashboard,
  appointments: CalendarDays,
  doctors: Stethoscope,
  patients: Users,
  messages: Mail,
  emails: Send,
  profile: UserRound,
} as const;

export type AreaNavItem = {
  href: string;
  label: string;
  /** A shorter label for the phone bar, when it differs. */
  shortLabel?: string;
  icon: keyof typeof ICONS;
};

function isActive(pathname: string, href: string) {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function SidebarNav({ items, label }: { items: AreaNavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="flex flex-col gap-1 px-3">
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        const active = isActive(pathname, item.href);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
              active
                ? "bg-primary text-primary-foreground shadow-sm"
                : "text-foreground/80 hover:bg-accent hover:text-accent-foreground",
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

export function BottomBar({ items, label }: { items: AreaNavItem[]; label: string }) {
  const pathname = usePathname();
  // Seven items (the admin's) fit a 360px-wide phone only with smaller labels and pills.
  const dense = items.length > 6;
  return (
    <nav
      aria-label={label}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgba(0,0,0,0.04)] backdrop-blur md:hidden"
    >
      <ul className={cn("mx-auto flex max-w-xl items-stretch justify-between", dense ? "gap-0.5 px-0.5" : "px-1")}>
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          const active = isActive(pathname, item.href);
          return (
            <li key={item.href} className="flex min-w-11 flex-auto">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex w-full flex-col items-center justify-center gap-0.5 rounded-md px-0.5 py-2 font-medium whitespace-nowrap",
                  dense ? "text-[11px] tracking-tight" : "text-xs",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <span className={cn("grid h-7 place-items-center rounded-full transition-colors", dense ? "w-10" : "w-12", active && "bg-primary/10")}>
                  <Icon className="size-5" aria-hidden />
                </span>
                {item.shortLabel ?? item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
