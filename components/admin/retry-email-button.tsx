"use client";

// Retry for a failed email on /admin/emails. The action re-checks that the
// caller is an admin and the email failed; the page re-renders with the new status.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { RotateCw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { retryEmailAction } from "@/lib/actions/emails";

const FAILED = "Failed to queue the email again";

export function RetryEmailButton({ emailId, subject }: { emailId: string; subject: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function retry() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof retryEmailAction>>;
      try {
        result = await retryEmailAction(emailId);
      } catch {
        result = { ok: false, message: FAILED };
      }
      if (result.ok) toast.success(result.message);
      else toast.error(result.message || FAILED);
      router.refresh();
    });
  }

  return (
    <Button type="button" size="sm" variant="outline" onClick={retry} disabled={pending} aria-label={`Retry sending "${subject}"`}>
      <RotateCw className={pending ? "animate-spin" : undefined} aria-hidden />
      {pending ? "Queuing..." : "Retry"}
    </Button>
  );
}
