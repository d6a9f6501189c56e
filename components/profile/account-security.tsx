"use client";

// "Change password" and "Log out everywhere" on the profile screens (patient,
// doctor, admin). Both end sessions on the server (lib/accounts/users.ts): a password
// change signs out every other browser and app, log out everywhere this one too.
import { useRef, useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { KeyRound, LogOut, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormDialog, FormLoading } from "@/components/profile/form-dialog";
import { ProfileCard } from "@/components/profile/profile-card";
import { NavLink } from "@/components/layout/nav-link";
import { logoutEverywhereAction } from "@/lib/actions/auth";

// The form (react-hook-form, validation) is loaded when the dialog opens, not
// with the profile page (issue 15, forms pages' first-load JavaScript).
const ChangePasswordForm = dynamic(() => import("@/components/profile/change-password-form").then((m) => m.ChangePasswordForm), {
  loading: () => <FormLoading namespace="AccountSecurity" />,
});

// The confirmation (Radix's alert dialog) is loaded on the first press of "Log out everywhere",
// not with the page: the profile's first-load JavaScript (issue 43).
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

function ChangePasswordDialog() {
  const t = useTranslations("AccountSecurity");
  return (
    <FormDialog
      trigger={
        <Button type="button" variant="outline">
          <KeyRound aria-hidden /> {t("changePasswordButton")}
        </Button>
      }
      title={t("changePasswordTitle")}
      description={t("changePasswordDescription")}
      closeLabel={t("closeDialog")}
      form={(props) => <ChangePasswordForm {...props} />}
    />
  );
}

function LogoutEverywhereButton() {
  const t = useTranslations("AccountSecurity");
  const [open, setOpen] = useState(false);
  // The dialog's code is loaded from the first press on; the button stays, and gets the keyboard back on close.
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      // On success the action ends every session and redirects to /login.
      let result: Awaited<ReturnType<typeof logoutEverywhereAction>> | undefined;
      try {
        result = await logoutEverywhereAction();
      } catch {
        result = { ok: false, message: t("logoutEverywhereFailed") };
      }
      if (result && !result.ok) toast.error(result.message || t("logoutEverywhereFailed"));
    });
  }

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
      >
        <LogOut aria-hidden /> {t("logoutEverywhereButton")}
      </Button>
      {asked ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t("logoutEverywhereTitle")}
          description={t("logoutEverywhereDescription")}
          cancelLabel={t("staySignedIn")}
          confirmLabel={t("confirmLogoutEverywhere")}
          busyLabel={t("loggingOut")}
          showBusyLabel
          pending={pending}
          onConfirm={confirm}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The "Account Security" card placed under the profile form. */
export function AccountSecurity() {
  const t = useTranslations("AccountSecurity");
  return (
    <ProfileCard id="account-security-title" title={t("securityTitle")}>
      <p className="text-sm text-muted-foreground">{t("securityIntro")}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ChangePasswordDialog />
        <LogoutEverywhereButton />
        {/* Authenticator app and recovery codes (issue 44): a page of its own, reachable by staff before a factor is set up. */}
        <Button asChild variant="outline">
          <NavLink href="/security">
            <ShieldCheck aria-hidden /> {t("signInSecurityLink")}
          </NavLink>
        </Button>
      </div>
    </ProfileCard>
  );
}
