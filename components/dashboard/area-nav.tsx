"use client";

// The navigation of the admin and doctor areas: a sidebar on wide screens and
// a bottom bar on phones. Items are plain data (icons by name), so the server
// layouts can describe them.
import { useEffect, useId, useRef, useState } from "react";
import { usePathname } from "next/navigation";
// Plain links (LinkIntent navigates and prefetches on intent): next/link was a client component
// per place, about 25 a page between the sidebar, the phone bar and More, each prefetching in view (issue 43).
import { NavLink } from "@/components/layout/nav-link";
// Plain SVG (components/ui/icons.tsx): the shell draws each place twice (sidebar, phone bar).
import {
  CalendarClock,
  ChartColumn,
  Headset,
  IdCard,
  CalendarDays,
  ClipboardList,
  Ellipsis,
  House as Home,
  Hourglass,
  LayoutDashboard,
  Mail,
  Send,
  Settings,
  ShieldCheck,
  Stethoscope,
  UserRound,
  Users,
} from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const ICONS = {
  home: Home,
  dashboard: LayoutDashboard,
  appointments: CalendarDays,
  schedule: CalendarClock,
  doctors: Stethoscope,
  patients: Users,
  messages: Mail,
  emails: Send,
  profile: UserRound,
  settings: Settings,
  visitTypes: ClipboardList,
  staff: IdCard,
  desk: Headset,
  waitlist: Hourglass,
  insights: ChartColumn,
  audit: ShieldCheck,
} as const;

export type AreaNavItem = {
  href: string;
  label: string;
  /** A shorter label for the phone bar, when it differs. */
  shortLabel?: string;
  icon: keyof typeof ICONS;
  /** On phones, listed under "More" instead of in the bar (a 360px-wide bar holds five or six places). */
  more?: boolean;
};

/** The page is the item's or below it, and no other item names a deeper page it is on (/desk and /desk/waitlist). */
function isActive(pathname: string, href: string, all: readonly AreaNavItem[] = []) {
  if (href === "/") return pathname === "/";
  const on = (h: string) => pathname === h || pathname.startsWith(`${h}/`);
  return on(href) && !all.some((i) => i.href.length > href.length && i.href.startsWith(`${href}/`) && on(i.href));
}

export function SidebarNav({ items, label }: { items: AreaNavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="flex flex-col gap-1 px-3">
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        const active = isActive(pathname, item.href, items);
        return (
          <NavLink
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
          </NavLink>
        );
      })}
    </nav>
  );
}

// Six places (the doctor's bar) only fit a 360px-wide phone with slightly
// smaller labels: at text-xs "Appointments" touched its neighbours.
const barItemClass = (active: boolean, crowded = false) =>
  cn(
    "flex w-full flex-col items-center justify-center gap-0.5 rounded-md px-0.5 py-2 text-xs font-medium whitespace-nowrap",
    crowded && "px-0 text-[0.6875rem] tracking-tight",
    active ? "text-primary" : "text-muted-foreground hover:text-foreground",
  );

function BarIcon({ icon: Icon, active }: { icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>; active: boolean }) {
  return (
    <span className={cn("grid h-7 w-12 place-items-center rounded-full transition-colors", active && "bg-primary/10")}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

/** `moreLabel`: the last place's name in the page's language (AreaShell gives it). */
export function BottomBar({ items, label, moreLabel }: { items: AreaNavItem[]; label: string; moreLabel: string }) {
  const pathname = usePathname();
  const bar = items.filter((item) => !item.more);
  const more = items.filter((item) => item.more);
  const crowded = bar.length + (more.length > 0 ? 1 : 0) > 5;
  return (
    <nav
      aria-label={label}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgba(0,0,0,0.04)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-xl items-stretch justify-between px-1">
        {bar.map((item) => {
          const active = isActive(pathname, item.href, items);
          return (
            <li key={item.href} className="flex min-w-11 flex-auto">
              <NavLink href={item.href} aria-current={active ? "page" : undefined} className={barItemClass(active, crowded)}>
                <BarIcon icon={ICONS[item.icon]} active={active} />
                {item.shortLabel ?? item.label}
              </NavLink>
            </li>
          );
        })}
        {more.length > 0 ? <MoreMenu items={more} pathname={pathname} crowded={crowded} label={moreLabel} /> : null}
      </ul>
    </nav>
  );
}

/**
 * The last place of the phone bar: a button that opens the remaining links
 * above the bar. The links stay inside the navigation landmark; the menu
 * closes on a choice, Escape, or a tap elsewhere.
 */
function MoreMenu({ items, pathname, crowded, label }: { items: AreaNavItem[]; pathname: string; crowded: boolean; label: string }) {
  // Open on the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const active = items.some((item) => isActive(pathname, item.href, items));

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenOn(null);
    const onPointer = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && setOpenOn(null);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <li ref={ref} className="flex min-w-11 flex-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={barItemClass(active || open, crowded)}
      >
        <BarIcon icon={Ellipsis} active={active} />
        {label}
      </button>
      <ul
        id={panelId}
        hidden={!open}
        aria-label={label}
        className="absolute end-2 bottom-full mb-2 w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {/* Its links are drawn once it opens: hidden until then, yet every staff page carried them (issue 43). */}
        {(open ? items : []).map((item) => {
          const Icon = ICONS[item.icon];
          const current = isActive(pathname, item.href, items);
          return (
            <li key={item.href}>
              <NavLink
                href={item.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium",
                  current ? "bg-primary/10 text-primary" : "hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
