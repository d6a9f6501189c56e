"use client";

import { useActionState, useMemo, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { wordsReader, type Words } from "@/components/intl/words";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { sendContactAction, sendContactFormAction, type ContactFormState } from "@/lib/actions/contact";
import { serverFieldErrors } from "@/components/forms/form-state";
import type { ContactInput } from "@/lib/clinic/contact-schema";

type Values = { name: string; email: string; subject: string; message: string };
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const contactResolver = lazyResolver(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/clinic/contact-schema")]);
  return zodResolver(contactSchema);
});

/** What the form says after sending: the thanks, or the failure (ContactForm.failed) with the server's reason below it. */
type Outcome = { ok: boolean; text?: string; detail?: string };

function outcomeOf(result: { ok: boolean; message?: string }): Outcome {
  if (result.ok) return { ok: true, text: result.message ?? "" };
  return { ok: false, detail: result.message || undefined };
}

/** A plain post's outcome (field messages show beside their fields instead, as the form with scripts shows them). */
function postedOutcome(state: ContactFormState): Outcome | null {
  return state && !state.fieldErrors ? outcomeOf(state) : null;
}

/**
 * SPEC: 'Sending...' while sending, then thanks or 'Message failed to send'; cleared either way.
 * With scripts the form validates here and calls sendContactAction; posted before any script
 * runs it goes to sendContactFormAction and the page comes back with `state`.
 */
/** The words this form shows (messages ContactForm), passed by its page: no next-intl on the client. */
export type ContactWords = Words<"email" | "emailPlaceholder" | "failed" | "formLabel" | "message" | "name" | "send" | "sending" | "subject">;

/**
 * The form's icons, drawn by its server page as plain SVG: the page's first-load JavaScript then
 * carries no icon code (lucide-react's client renderer and four icons; issue 43).
 */
type ContactIcons = Record<"send" | "sending" | "sent" | "failed", ReactNode>;

export function ContactForm({ words, icons }: { words: ContactWords; icons: ContactIcons }) {
  const t = wordsReader(words);
  const [state, formAction] = useActionState(sendContactFormAction, null);
  const errors = useMemo(() => serverFieldErrors<Values>(state), [state]);
  const form = useForm<Values>({ resolver: contactResolver as unknown as Resolver<Values>, defaultValues: state?.values ?? EMPTY, errors });
  const [outcome, setOutcome] = useState<Outcome | null>(() => postedOutcome(state));

  async function onSubmit(values: Values) {
    setOutcome(null);
    let result: Awaited<ReturnType<typeof sendContactAction>>;
    try {
      result = await sendContactAction(values satisfies ContactInput);
    } catch {
      result = { ok: false, message: "" };
    }
    setOutcome(outcomeOf(result));
    form.reset(EMPTY);
  }

  const sending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onFocus={contactResolver.preload} action={formAction} onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t("formLabel")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={t("name")} autoComplete="name" required />
          <TextField control={form.control} name="email" label={t("email")} type="email" autoComplete="email" placeholder={t("emailPlaceholder")} required />
        </div>
        <TextField control={form.control} name="subject" label={t("subject")} required />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("message")}</FormLabel>
              <FormControl>
                <Textarea rows={6} required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? icons.sending : icons.send}
          {sending ? t("sending") : t("send")}
        </Button>
        <div aria-live="polite" role="status">
          {outcome ? (
            <p
              className={
                outcome.ok
                  ? "flex items-start gap-2 rounded-lg border border-success/30 bg-success/10 p-3 text-sm font-medium text-success"
                  : "flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm font-medium text-destructive"
              }
            >
              {outcome.ok ? icons.sent : icons.failed}
              <span>
                {outcome.ok ? outcome.text : t("failed")}
                {outcome.detail ? <span className="block font-normal">{outcome.detail}</span> : null}
              </span>
            </p>
          ) : null}
        </div>
      </form>
    </Form>
  );
}
