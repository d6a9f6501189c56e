"use client";

// "Change password" and "Log out everywhere" on the profile screens (patient,
// doctor, admin). Both end sessions on the server (lib/accounts/users.ts): a password
// change signs out every other browser and app, log out everywhere this one too.
import { useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/components/ui/toast";
import { KeyRound, Loader2, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { logoutEverywhereAction } from "@/lib/actions/auth";

const LOGOUT_FAILED = "Failed to log out everywhere. Please try again.";

// The form (react-hook-form, validation) is loaded when the dialog opens, not
// with the profile page (issue 15, forms pages' first-load JavaScript).
const ChangePasswordForm = dynamic(() => import("@/components/profile/change-password-form").then((m) => m.ChangePasswordForm), {
  loading: () => (
    <p role="status" className="py-6 text-center text-sm text-muted-foreground">
      Loading the form…
    </p>
  ),
});

function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  // While the form is saving, the dialog stays open.
  const [busy, setBusy] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <KeyRound aria-hidden /> Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>You stay signed in here; every other browser and app is signed out.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so it always opens empty. */}
        {open ? (
          <ChangePasswordForm
            onBusyChange={setBusy}
            onClose={() => {
              setBusy(false);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LogoutEverywhereButton() {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      // On success the action ends every session and redirects to /login.
      let result: Awaited<ReturnType<typeof logoutEverywhereAction>> | undefined;
      try {
        result = await logoutEverywhereAction();
      } catch {
        result = { ok: false, message: LOGOUT_FAILED };
      }
      if (result && !result.ok) toast.error(result.message || LOGOUT_FAILED);
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive">
          <LogOut aria-hidden /> Log Out Everywhere
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Log out everywhere?</AlertDialogTitle>
          <AlertDialogDescription>
            Every browser and app signed in to your account is signed out, this one included. You will need to log in again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Stay signed in</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and busy) until the server answers. */}
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {pending ? "Logging out..." : "Yes, log out everywhere"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The "Account Security" card placed under the profile form. */
export function AccountSecurity() {
  return (
    <section aria-labelledby="account-security-title" className="mx-auto max-w-3xl space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="account-security-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Account Security
      </h2>
      <p className="text-sm text-muted-foreground">
        Changing your password signs out every other browser and app. If you think someone else is signed in to your account, log out everywhere.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ChangePasswordDialog />
        <LogoutEverywhereButton />
      </div>
    </section>
  );
}
