"use client";

// Claim a held time whose visit type asks questions (issue 47): the questions first, answered as
// on the booking page (the same fields, rules and messages per question), then Claim. A plain form
// posting to claimFromFormAction, so it works before any script runs; a refusal comes back with
// what was sent and a message under each question, and the time stays held. Decline is as for an
// offer without questions (focused when the email's Decline opened the page; Claim is not, the
// questions come first).
import { useActionState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CalendarCheck, CircleAlert, X } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { QuestionFields } from "@/components/booking/question-fields";
import { claimFromFormAction, declineOfferAction } from "@/lib/actions/waitlist";
import type { Question } from "@/lib/visit-types/questions";

export function OfferClaimForm({ token, questions, answer }: { token: string; questions: Question[]; answer: "claim" | "decline" | null }) {
  const t = useTranslations("WaitlistOffer");
  const router = useRouter();
  const [state, formAction, claiming] = useActionState(claimFromFormAction, null);
  const [declining, start] = useTransition();
  const refusal = state && !state.ok ? state : null;
  const pending = claiming || declining;
  const decline = () =>
    start(async () => {
      const r = await declineOfferAction(token);
      if (r.ok) toast.success(r.message ?? t("done"));
      else toast.error(r.message);
      router.refresh();
    });
  return (
    <form action={formAction} className="space-y-5" noValidate aria-describedby={refusal ? "claim-error" : undefined}>
      <input type="hidden" name="token" value={token} />
      <QuestionFields key={refusal ? JSON.stringify(refusal.values) : "new"} questions={questions} idPrefix="claim" values={refusal?.values} errors={refusal?.fieldErrors} />
      {refusal ? (
        <p id="claim-error" role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {refusal.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={pending}>
          {claiming ? <Spinner size="sm" className="text-current" label={t("answering")} /> : <CalendarCheck aria-hidden />}
          {t("claim")}
        </Button>
        <Button type="button" size="lg" variant="outline" disabled={pending} autoFocus={answer === "decline"} onClick={decline}>
          <X aria-hidden /> {t("decline")}
        </Button>
      </div>
    </form>
  );
}
