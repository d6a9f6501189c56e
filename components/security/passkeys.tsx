"use client";

// The passkeys part of "Sign-in security" (issue 44): the account's passkeys (name, date added,
// last used), adding one (named, through the browser's WebAuthn prompt; @simplewebauthn/browser
// is loaded on click) and removing one.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addPasskeyAction, passkeyRegistrationOptionsAction, removePasskeyAction } from "@/lib/actions/passkeys";
import { PASSKEY_NAME_MAX } from "@/lib/accounts/passkey-schema";

/** A passkey as the page gives it: its dates already written in the page's language. */
export type PasskeyRow = { id: string; name: string; added: string; lastUsed: string | null };

export function Passkeys({ passkeys }: { passkeys: PasskeyRow[] }) {
  const t = useTranslations("SignInSecurity");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [name, setName] = useState(t("passkeyNameDefault"));

  const add = () =>
    startTransition(async () => {
      const asked = await passkeyRegistrationOptionsAction();
      if (!asked.ok) {
        toast.error(asked.message);
        return;
      }
      let response;
      try {
        const { startRegistration } = await import("@simplewebauthn/browser");
        response = await startRegistration({ optionsJSON: asked.data });
      } catch {
        toast.error(t("passkeyCancelled"));
        return;
      }
      const added = await addPasskeyAction({ name, response } as never);
      if (!added.ok) {
        toast.error(added.message);
        return;
      }
      if (added.message) toast.success(added.message);
      router.refresh();
    });

  const remove = (id: string) =>
    startTransition(async () => {
      const removed = await removePasskeyAction(id);
      if (!removed.ok) toast.error(removed.message);
      else if (removed.message) toast.success(removed.message);
      router.refresh();
    });

  return (
    <Card className="gap-4 p-5" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="text-lg font-semibold">
        {t("passkeysTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("passkeysIntro")}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm">{t("noPasskeys")}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("passkeysLabel")}>
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="break-words font-medium">{p.name}</p>
                <p className="text-sm text-muted-foreground">
                  {t("passkeyAdded", { date: p.added })} · {p.lastUsed ? t("passkeyLastUsed", { date: p.lastUsed }) : t("passkeyNeverUsed")}
                </p>
              </div>
              <Button type="button" variant="outline" size="sm" disabled={pending} aria-label={t("removePasskeyLabel", { name: p.name })} onClick={() => remove(p.id)}>
                {t("removePasskey")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <div className="flex-1 space-y-2">
          <Label htmlFor="passkey-name">{t("passkeyName")}</Label>
          <Input id="passkey-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={PASSKEY_NAME_MAX} required />
        </div>
        <Button type="submit" disabled={pending}>
          {t("addPasskey")}
        </Button>
      </form>
    </Card>
  );
}
