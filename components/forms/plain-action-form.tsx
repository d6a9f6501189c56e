"use client";

// A form whose action is a server action that redirects when it succeeds and answers
// `{message}` when it does not (issue 25): it works as a plain form post before any script runs,
// and with one it posts without a reload. Used by the pages a dialog falls back to without a
// script (cancel, reschedule).
import { useActionState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FormState } from "@/lib/actions/safe-action";
import { FormError } from "@/components/forms/form-error";

type Props = {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  children: React.ReactNode;
  submit: React.ReactNode;
  pendingText: string;
  variant?: "default" | "destructive";
  /** Beside the submit button (a way back). */
  aside?: React.ReactNode;
  errorId: string;
};

export function PlainActionForm({ action, children, submit, pendingText, variant = "default", aside, errorId }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  // Done, the action goes on to another page: a state is a refusal.
  const refusal = state && !state.ok ? state.message : null;
  return (
    <form action={formAction} className="space-y-5" aria-describedby={refusal ? errorId : undefined}>
      {children}
      <FormError id={errorId} message={refusal} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {aside}
        <Button type="submit" variant={variant} disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {pending ? pendingText : submit}
        </Button>
      </div>
    </form>
  );
}
