"use client";

// Claim or Decline a held time (issue 27), by the offer's secret: no sign-in needed, the link in
// the email is the permission. The email's buttons open the page with `answer` chosen: that
// button is the first one focused, and one click answers.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { CalendarCheck, X } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { claimOfferAction, declineOfferAction } from "@/lib/actions/waitlist";
import { useTranslations } from "next-intl";

export function OfferAnswer({ token, answer }: { token: string; answer: "claim" | "decline" | null }) {
  const t = useTranslations("WaitlistOffer");
  const router = useRouter();
  const [pending, start] = useTransition();
  const run = (action: (token: string) => Promise<{ ok: boolean; message?: string }>) =>
    start(async () => {
      const r = await action(token);
      if (r.ok) toast.success(r.message ?? t("done"));
      else toast.error(r.message);
      router.refresh();
    });
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" size="lg" disabled={pending} autoFocus={answer !== "decline"} onClick={() => run(claimOfferAction)}>
        {pending ? <Spinner size="sm" className="text-current" label={t("answering")} /> : <CalendarCheck aria-hidden />}
        {t("claim")}
      </Button>
      <Button type="button" size="lg" variant="outline" disabled={pending} autoFocus={answer === "decline"} onClick={() => run(declineOfferAction)}>
        <X aria-hidden /> {t("decline")}
      </Button>
    </div>
  );
}
