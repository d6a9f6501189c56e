import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { CalendarDays, ChevronDown, Headset, LayoutDashboard, LogOut, Stethoscope, User } from "@/components/ui/icons";
import { logout } from "@/lib/actions/auth";
import { accountLinks, type MenuUser } from "@/components/layout/nav-links";
import { Photo } from "@/components/ui/photo";

const ICONS = { profile: User, appointments: CalendarDays, admin: LayoutDashboard, doctor: Stethoscope, desk: Headset };

const item =
  "flex w-full items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:text-muted-foreground";

/**
 * The signed-in user menu of SPEC section 2, as a native popover: the browser
 * opens and closes it (click, Escape, click outside) and tells assistive
 * technology whether it is expanded, with no script of ours.
 */
export async function UserMenu({ user }: { user: MenuUser }) {
  const t = await getTranslations("Nav");
  return (
    <>
      <button
        type="button"
        popoverTarget="user-menu"
        className="flex items-center gap-2 rounded-full p-1 pe-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={t("accountMenuFor", { name: user.name })}
      >
        <Photo src={user.image} alt="" width={32} height={32} className="size-8 rounded-full bg-muted object-cover" />
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
      </button>
      {/* Below the sticky header, at the inline end of its centred 72rem row. */}
      <div
        id="user-menu"
        popover="auto"
        className="fixed inset-auto top-[4.25rem] end-[max(1rem,calc((100vw-72rem)/2+1rem))] m-0 w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <div className="px-2 py-1.5 text-sm">
          <div className="truncate font-medium">{user.name}</div>
          <div className="truncate text-xs text-muted-foreground">{user.email}</div>
        </div>
        <hr className="-mx-1 my-1 border-border" />
        <nav aria-label={t("account")}>
          <ul>
            {accountLinks(user).map((l) => {
              const Icon = ICONS[l.icon];
              return (
                <li key={l.href}>
                  <NavLink href={l.href} className={item}>
                    <Icon aria-hidden /> {t(l.label)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <hr className="-mx-1 my-1 border-border" />
        <form action={logout}>
          <button type="submit" className={item}>
            <LogOut aria-hidden /> {t("logout")}
          </button>
        </form>
      </div>
    </>
  );
}
