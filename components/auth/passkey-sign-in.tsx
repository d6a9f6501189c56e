"use client";

// "Sign in with a passkey" on /login and "Use a passkey" on /login/verify (issue 44): the server's
// options go to the browser's WebAuthn prompt (@simplewebauthn/browser, loaded on click) and its
// answer back to the server, which signs in and says the role; then the page goes on as the
// password form does. Needs scripts: a passkey cannot be used from a plain form, so the button is
// disabled until the page's scripts run (on /login they start after the first paint: a click
// before then did nothing).
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useInteractive } from "@/components/ui/use-interactive";
import { safeReturnPath } from "@/lib/http/return-address";
import { ROLE_HOME } from "@/lib/auth/landing";
import type { ActionResult } from "@/lib/actions/safe-action";
import { passwordlessOptionsAction, passwordlessSignInAction, secondStepPasskeyAction, secondStepPasskeyOptionsAction } from "@/lib/actions/passkeys";
import type { Role } from "@/lib/generated/prisma/enums";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";

type Props = {
  label: string;
  /** What the toast says when the browser or the device gave no answer. */
  noAnswer: string;
  callbackUrl: string | null;
  options: () => Promise<ActionResult<PublicKeyCredentialRequestOptionsJSON>>;
  finish: (input: never) => Promise<ActionResult<Role>>;
  variant?: "default" | "outline";
};

function PasskeyButton({ label, noAnswer, callbackUrl, options, finish, variant = "outline" }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const interactive = useInteractive();
  const signIn = () =>
    startTransition(async () => {
      const asked = await options();
      if (!asked.ok) {
        toast.error(asked.message);
        return;
      }
      let response;
      try {
        const { startAuthentication } = await import("@simplewebauthn/browser");
        response = await startAuthentication({ optionsJSON: asked.data });
      } catch {
        toast.error(noAnswer);
        return;
      }
      const done = await finish({ response } as never);
      if (!done.ok) {
        toast.error(done.message);
        router.refresh();
        return;
      }
      router.replace(safeReturnPath(callbackUrl, window.location.origin) ?? ROLE_HOME[done.data]);
      router.refresh();
    });
  return (
    <Button type="button" variant={variant} className="w-full" size="lg" disabled={pending || !interactive} onClick={signIn}>
      {label}
    </Button>
  );
}

/** /login: a passkey alone signs in (an account that has one); "Remember me" as ticked beside it. */
export function PasswordlessSignIn({ callbackUrl, remember }: { callbackUrl: string | null; remember: boolean }) {
  const t = useTranslations("LoginForm");
  return (
    <PasskeyButton
      label={t("passkeySignIn")}
      noAnswer={t("passkeyFailed")}
      callbackUrl={callbackUrl}
      options={() => passwordlessOptionsAction({ remember })}
      finish={passwordlessSignInAction}
    />
  );
}

/** /login/verify: one of the account's passkeys as the second step. */
export function PasskeySecondStep({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations("LoginVerify");
  return (
    <div className="mt-6 space-y-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">{t("orPasskey")}</p>
      <PasskeyButton label={t("usePasskey")} noAnswer={t("passkeyFailed")} callbackUrl={callbackUrl} options={() => secondStepPasskeyOptionsAction()} finish={secondStepPasskeyAction} />
    </div>
  );
}
