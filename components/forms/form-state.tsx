// What a form that works before any script runs shows after a plain post
// (issue 25): its action's state (lib/actions/safe-action.ts FormState) as
// react-hook-form errors beside the fields, and the refusal above them.
import type { FieldErrors, FieldValues } from "react-hook-form";
import type { FormState } from "@/lib/actions/safe-action";

/** The state's field messages for useForm's `errors` (shown from the first render, the server's too); memoise it. */
export function serverFieldErrors<T extends FieldValues>(state: FormState<unknown>): FieldErrors<T> | undefined {
  if (!state?.fieldErrors) return undefined;
  return Object.fromEntries(Object.entries(state.fieldErrors).map(([name, message]) => [name, { type: "server", message }])) as FieldErrors<T>;
}

/** A refusal of the posted form (`text`: its message), unless a field already says the same words. */
export function FormNotice({ state, text }: { state: FormState<unknown>; text?: string }) {
  if (!text || !state || state.ok || Object.values(state.fieldErrors ?? {}).includes(text)) return null;
  return (
    <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm font-medium text-destructive">
      {text}
    </p>
  );
}
