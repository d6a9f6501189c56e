"use client";

// Retry for a failed email on /admin/emails. The action re-checks that the
// caller is an admin and the email failed; the page re-renders with the new status.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { RotateCw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { retryEmailAction } from "@/lib/actions/emails";

/** Words: AdminRetryEmail (the page's provider). */
export function RetryEmailButton({ emailId, subject }: { emailId: string; subject: string }) {
  const t = useTranslations("AdminRetryEmail");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function retry() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof retryEmailAction>>;
      try {
        result = await retryEmailAction(emailId);
      } catch {
        result = { ok: false, message: t("failed") };
      }
      if (result.ok) toast.success(result.message);
      else toast.error(result.message || t("failed"));
      router.refresh();
    });
  }

  return (
    <Button type="button" size="sm" variant="outline" onClick={retry} disabled={pending} aria-label={t("retryLabel", { subject })}>
      <RotateCw className={pending ? "animate-spin" : undefined} aria-hidden />
      {pending ? t("queuing") : t("retry")}
    </Button>
  );
}
