"use client";

// The /unsubscribe page's question and button: turns reminder emails off for
// the account the signed link names, then says so in its place.
import { useState, useTransition } from "react";
import { BellOff, CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { unsubscribeAction } from "@/lib/actions/reminders";

export function UnsubscribeButton({ u, sig }: { u: string; sig: string }) {
  const t = useTranslations("UnsubscribeButton");
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof unsubscribeAction>>;
      try {
        result = await unsubscribeAction({ u, sig });
      } catch {
        result = { ok: false, message: t("failed") };
      }
      if (!result.ok) {
        toast.error(result.message || t("failed"));
        return;
      }
      setDone(result.message ?? null);
    });
  }

  if (done) {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm leading-relaxed">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <span>{done}</span>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed">{t("question")}</p>
      <Button type="button" size="lg" className="w-full" onClick={confirm} disabled={pending}>
        <BellOff aria-hidden />
        {pending ? t("turningOff") : t("turnOff")}
      </Button>
    </div>
  );
}
