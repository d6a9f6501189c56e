"use client";

// The /unsubscribe page's question and button: turns reminder emails off for
// the account the signed link names, then says so in its place.
import { useState, useTransition } from "react";
import { BellOff, CheckCircle2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { unsubscribeAction } from "@/lib/actions/reminders";

const FAILED = "Could not turn reminders off. Please try again.";

export function UnsubscribeButton({ u, sig }: { u: string; sig: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof unsubscribeAction>>;
      try {
        result = await unsubscribeAction({ u, sig });
      } catch {
        result = { ok: false, message: FAILED };
      }
      if (!result.ok) {
        toast.error(result.message || FAILED);
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
      <p className="text-sm leading-relaxed">Stop sending me appointment reminder emails. You can turn them on again in your profile.</p>
      <Button type="button" size="lg" className="w-full" onClick={confirm} disabled={pending}>
        <BellOff aria-hidden />
        {pending ? "Turning off..." : "Turn off reminder emails"}
      </Button>
    </div>
  );
}
