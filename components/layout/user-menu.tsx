"use client";

import Link from "next/link";
import { CalendarDays, ChevronDown, LayoutDashboard, LogOut, Stethoscope, User } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { logout } from "@/components/layout/logout-button";
import type { MenuUser } from "@/components/layout/nav-links";

/** The signed-in user menu of SPEC section 2. */
export function UserMenu({ user }: { user: MenuUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-1 pr-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`Account menu for ${user.name}`}
      >
        <Avatar className="size-8">
          <AvatarImage src={user.image} alt="" />
          <AvatarFallback name={user.name} />
        </Avatar>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <div className="truncate font-medium">{user.name}</div>
          <div className="truncate text-xs text-muted-foreground">{user.email}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role === "patient" ? (
          <DropdownMenuItem asChild>
            <Link href="/profile">
              <User aria-hidden /> Profile
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/my-appointments">
            <CalendarDays aria-hidden /> Appointments
          </Link>
        </DropdownMenuItem>
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <LayoutDashboard aria-hidden /> Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === "doctor" ? (
          <DropdownMenuItem asChild>
            <Link href="/doctor">
              <Stethoscope aria-hidden /> Doctor Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout()}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
