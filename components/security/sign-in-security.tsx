"use client";

// The "Sign-in security" section (issue 44): set up the authenticator app (scan the QR code or
// type the key, confirm with a current code, keep the ten recovery codes shown once), turn it
// off, or make new recovery codes (both with a current code or a recovery code).
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { confirmTotpAction, disableTotpAction, newRecoveryCodesAction, startTotpAction } from "@/lib/actions/two-factor";
import { CODE_MAX_CHARS } from "@/lib/accounts/two-factor-schema";

type Status = { totp: boolean; recoveryCodesLeft: number };
type Enrolment = { secret: string; qrCode: string };

/** One labelled code field and its button, for the forms of this section. */
function CodeForm({ id, label, button, onCode, pending }: { id: string; label: string; button: string; onCode: (code: string) => void; pending: boolean }) {
  const [code, setCode] = useState("");
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onCode(code);
      }}
    >
      <div className="flex-1 space-y-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" maxLength={CODE_MAX_CHARS} />
      </div>
      <Button type="submit" disabled={pending}>
        {button}
      </Button>
    </form>
  );
}

export function SignInSecurity({ status, setupRequired }: { status: Status; setupRequired: boolean }) {
  const t = useTranslations("SignInSecurity");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const run = <T,>(action: () => Promise<{ ok: true; data: T; message?: string } | { ok: false; message: string }>, then: (data: T) => void) =>
    startTransition(async () => {
      const result = await action();
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      if (result.message) toast.success(result.message);
      then(result.data);
      router.refresh();
    });

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes?.join("\n")}\n`], { type: "text/plain" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "careslot-recovery-codes.txt" });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card className="gap-4 p-5" aria-labelledby="sign-in-security">
      <h2 id="sign-in-security" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {setupRequired ? (
        <p role="status" className="rounded-lg border border bg-muted p-3 text-sm font-medium">
          {t("setupRequired")}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{status.totp ? t("totpOn", { left: status.recoveryCodesLeft }) : t("totpOff")}</p>

      {codes ? (
        <div className="space-y-3">
          <p className="text-sm font-medium">{t("codesShownOnce")}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t("codesLabel")}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => toast.success(t("copied")))}>
              {t("copy")}
            </Button>
            <Button type="button" variant="outline" onClick={download}>
              {t("download")}
            </Button>
            <Button type="button" onClick={() => setCodes(null)}>
              {t("savedThem")}
            </Button>
          </div>
        </div>
      ) : status.totp ? (
        <div className="space-y-4">
          <CodeForm id="new-codes" label={t("codeForNewCodes")} button={t("newCodes")} pending={pending} onCode={(code) => run(() => newRecoveryCodesAction({ code }), (d) => setCodes(d.recoveryCodes))} />
          <CodeForm id="turn-off" label={t("codeToTurnOff")} button={t("turnOff")} pending={pending} onCode={(code) => run(() => disableTotpAction({ code }), () => undefined)} />
        </div>
      ) : enrolment ? (
        <div className="space-y-3">
          <p className="text-sm">{t("scan")}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
          <img src={enrolment.qrCode} alt={t("qrAlt")} width={200} height={200} className="rounded-md border bg-white p-2" />
          <p className="text-sm">
            {t("orType")} <code className="break-all font-mono">{enrolment.secret}</code>
          </p>
          <CodeForm
            id="confirm-code"
            label={t("confirmLabel")}
            button={t("confirm")}
            pending={pending}
            onCode={(code) =>
              run(() => confirmTotpAction({ code }), (d) => {
                setEnrolment(null);
                setCodes(d.recoveryCodes);
              })
            }
          />
        </div>
      ) : (
        <Button type="button" className="w-full sm:w-auto" disabled={pending} onClick={() => run(() => startTotpAction(), (d) => setEnrolment(d))}>
          {t("setUp")}
        </Button>
      )}
    </Card>
  );
}
