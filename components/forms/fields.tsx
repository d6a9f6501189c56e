"use client";

// The labelled form fields every form repeats: label, control, error message
// (role=alert), wired to react-hook-form. One place for their markup. The
// selects are in select-field.tsx, so the forms without one (login, sign-up,
// contact) do not load Radix Select; the money field is in money-field.tsx, so
// they do not load the formats of lib/i18n/format.ts either (issue 43).
import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

// TOutput is the resolver's output type (zod transforms), carried through so
// the control of any form fits.
export type FieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  /** A line of help under the control. */
  description?: string;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean;
};

/** The frame around one control: label above, then help and error message below. */
function Item({ label, description, wide, children }: { label: string; description?: string; wide?: boolean; children: ReactNode }) {
  return (
    <FormItem className={wide ? "sm:col-span-2" : undefined}>
      <FormLabel>{label}</FormLabel>
      {children}
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormItem>
  );
}

/** A control in its frame, wired to the form's field `name`: every labelled field is one. */
export function FramedField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  description,
  wide,
  children,
}: FieldProps<T, TOutput> & { children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <Item label={label} description={description} wide={wide}>
          {children(field)}
        </Item>
      )}
    />
  );
}

export type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur">;

// Inputs already seen by keepTypedBeforeHydration.
const attached = new WeakSet<HTMLElement>();

/**
 * The field's ref, taking in what was typed into the server's HTML before the page's scripts ran
 * (the public pages start them after the first paint: lib/http/scripts-after-first-paint.ts).
 * React leaves such text on screen when it hydrates, but the form's state does not have it, and
 * the next render of the controlled input (a submit's check) emptied the box. Done once per input,
 * when it is first attached; a box rendered on the client holds its state's value, so nothing changes.
 */
function keepTypedBeforeHydration<T extends FieldValues>(field: ControllerRenderProps<T, FieldPath<T>>) {
  return (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.ref(el);
    if (!el || attached.has(el)) return;
    attached.add(el);
    if (el.value !== "" && el.value !== String(field.value ?? "")) field.onChange(el.value);
  };
}

/** A labelled text input (any `type`: text, email, password, tel...). */
export function TextField<T extends FieldValues, TOutput = T>({ control, name, label, description, wide, ...inputProps }: FieldProps<T, TOutput> & InputProps) {
  return (
    <FramedField control={control} name={name} label={label} description={description} wide={wide}>
      {(field) => (
        <FormControl>
          <Input {...inputProps} {...field} ref={keepTypedBeforeHydration(field)} value={field.value ?? ""} />
        </FormControl>
      )}
    </FramedField>
  );
}

/** A labelled multi-line text box. */
export function TextareaField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  description,
  wide,
  ...textareaProps
}: FieldProps<T, TOutput> & Omit<ComponentProps<typeof Textarea>, "name" | "value" | "onChange" | "onBlur">) {
  return (
    <FramedField control={control} name={name} label={label} description={description} wide={wide}>
      {(field) => (
        <FormControl>
          <Textarea {...textareaProps} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    </FramedField>
  );
}
