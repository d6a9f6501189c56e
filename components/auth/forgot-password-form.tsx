"use client";

// "Forgot password": one email field. The answer is the same whether or not
// the email has an account, and it replaces the form, saying what to do next.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { forgotPasswordAction } from "@/lib/actions/password-reset";
import type { ForgotPasswordInput } from "@/lib/accounts/password-schemas";

const FAILED = "Could not send the link. Please try again.";

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const forgotPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/password-schemas")]);
  return zodResolver(forgotPasswordSchema);
});

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: forgotPasswordResolver, defaultValues: { email: "" } });

  async function onSubmit(values: ForgotPasswordInput) {
    let result: Awaited<ReturnType<typeof forgotPasswordAction>>;
    try {
      result = await forgotPasswordAction(values);
    } catch {
      result = { ok: false, message: FAILED };
    }
    if (!result.ok) {
      if (result.fieldErrors?.email) form.setError("email", { message: result.fieldErrors.email });
      toast.error(result.message || FAILED);
      return;
    }
    setSent(result.message ?? null);
  }

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm leading-relaxed">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-2">
          <p className="font-medium">Check your email</p>
          <p>{sent}</p>
          <p className="text-muted-foreground">No email after a few minutes? Check the spam folder, or ask again with the address you signed up with.</p>
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => setSent(null)}>
            Send another link
          </Button>
        </div>
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onFocus={forgotPasswordResolver.preload} method="post" onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Forgot password">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? "Sending..." : "Email me a link"}
        </Button>
      </form>
    </Form>
  );
}
