"use client";

// The client's counterpart of serverAction (lib/actions/safe-action.ts): every
// react-hook-form form sends its values to its action through this hook, which
// handles what comes back the same way everywhere. Refused: the field messages
// go beside the fields the form has, the message (or the form's fallback when
// the action says nothing or cannot be reached) is a toast. Done: the success
// message is a toast and the form's own next step runs.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/safe-action";

type Refusal = Extract<ActionResult<unknown>, { ok: false }>;

export type ActionFormOptions<V extends FieldValues, O, T> = {
  /** Sends the parsed values (the resolver's output) to the server action. */
  action: (values: O) => Promise<ActionResult<T>>;
  /** What a refusal without a message, or an action that could not be reached, reads as (none: the action's message only). */
  fallback?: string;
  /** The fields a server message may go beside (default: every field the form has). */
  fields?: readonly Path<V>[];
  /** The success toast's text when the action gives none; `false`: no toast (the form shows its own answer). */
  successToast?: string | false;
  /** The form's next step once the action succeeded (close, reset, go on). */
  onSuccess?: (data: T, message: string | undefined) => void;
  /** Runs after a refusal is shown (a field the form shows in its own way, a page to refresh). */
  onRefused?: (refusal: Refusal) => void;
};

/** Where the refusal's field messages go: "doctorIds.0" is the field doctorIds; fields the form lacks are left to the toast. */
export function fieldMessages(fieldErrors: Record<string, string> | undefined, known: readonly string[]): [string, string][] {
  const shown: [string, string][] = [];
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    const name = field.split(".")[0];
    if (known.includes(name) && !shown.some(([seen]) => seen === name)) shown.push([name, message]);
  }
  return shown;
}

/** Runs the action and shows its answer on `form`; the plain function behind useActionForm. */
export async function submitToAction<V extends FieldValues, O, T>(form: UseFormReturn<V, unknown, O>, values: O, options: ActionFormOptions<V, O, T>): Promise<void> {
  let result: ActionResult<T>;
  try {
    result = await options.action(values);
  } catch (err) {
    // The server could not be reached or failed before answering: the form's own words.
    if (options.fallback === undefined) throw err;
    result = { ok: false, message: options.fallback };
  }
  if (!result.ok) {
    const known = options.fields ?? Object.keys(form.getValues());
    for (const [name, message] of fieldMessages(result.fieldErrors, known)) form.setError(name as Path<V>, { message });
    toast.error(result.message || options.fallback || "");
    options.onRefused?.(result);
    return;
  }
  if (options.successToast !== false) {
    const text = result.message ?? options.successToast;
    if (text) toast.success(text);
  }
  options.onSuccess?.(result.data, result.message);
}

/**
 * `onSubmit` for the form element (validated by the form's resolver first) and
 * `pending` while the action runs.
 */
export function useActionForm<V extends FieldValues, O, T>(form: UseFormReturn<V, unknown, O>, options: ActionFormOptions<V, O, T>) {
  // Rebuilt each render, so the options may be written inline and are read as they are now.
  const onSubmit = form.handleSubmit((values) => submitToAction(form, values, options));
  return { onSubmit, pending: form.formState.isSubmitting };
}
