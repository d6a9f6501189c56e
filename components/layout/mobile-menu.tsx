"use client";

import Link from "next/link";
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { LogoutButton } from "@/components/layout/logout-button";
import { HEADER_LINKS, type MenuUser } from "@/components/layout/nav-links";

/** The phone menu: the header links, the user's areas, and Logout (SPEC section 2). */
export function MobileMenu({ user }: { user: MenuUser | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const link = "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="top-0 left-0 h-dvh max-w-none translate-x-0 translate-y-0 rounded-none sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
        </DialogHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {HEADER_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className={link} onClick={close}>
              {l.label}
            </Link>
          ))}
          <hr className="my-2" />
          {user ? (
            <>
              {user.role === "patient" ? (
                <Link href="/profile" className={link} onClick={close}>
                  Profile
                </Link>
              ) : null}
              <Link href="/my-appointments" className={link} onClick={close}>
                Appointments
              </Link>
              {user.role === "admin" ? (
                <Link href="/admin/dashboard" className={link} onClick={close}>
                  Admin Dashboard
                </Link>
              ) : null}
              {user.role === "doctor" ? (
                <Link href="/doctor/dashboard" className={link} onClick={close}>
                  Doctor Panel
                </Link>
              ) : null}
              <LogoutButton className="mt-2 h-12 text-base" variant="outline" />
            </>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline" size="lg">
                <Link href="/login" onClick={close}>
                  Login
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link href="/signup" onClick={close}>
                  Sign Up
                </Link>
              </Button>
            </div>
          )}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
