"use client";

import { signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Ends the session and goes to /login (SPEC: Logout clears the session). */
export function logout() {
  return signOut({ callbackUrl: "/login" });
}

export function LogoutButton({ className, variant = "ghost" }: { className?: string; variant?: "ghost" | "outline" }) {
  return (
    <Button type="button" variant={variant} className={cn("justify-start gap-2", className)} onClick={() => logout()}>
      <LogOut className="size-4" aria-hidden />
      Logout
    </Button>
  );
}
