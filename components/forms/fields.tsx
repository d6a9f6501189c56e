"use client";

// The labelled form fields every form repeats: label, control, error message
// (role=alert), wired to react-hook-form. One place for their markup. The
// selects are in select-field.tsx, so the forms without one (login, sign-up,
// contact) do not load Radix Select; the money field is in money-field.tsx, so
// they do not load the formats of lib/i18n/format.ts either (issue 43).
import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
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
export function Item({ label, description, wide, children }: { label: string; description?: string; wide?: boolean; children: ReactNode }) {
  return (
    <FormItem className={wide ? "sm:col-span-2" : undefined}>
      <FormLabel>{label}</FormLabel>
      {children}
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormItem>
  );
}

export type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur">;

/** A labelled text input (any `type`: text, email, password, tel...). */
export function TextField<T extends FieldValues, TOutput = T>({ control, name, label, description, wide, ...inputProps }: FieldProps<T, TOutput> & InputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <Item label={label} description={description} wide={wide}>
          <FormControl>
            <Input {...inputProps} {...field} value={field.value ?? ""} />
          </FormControl>
        </Item>
      )}
    />
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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <Item label={label} description={description} wide={wide}>
          <FormControl>
            <Textarea {...textareaProps} {...field} value={field.value ?? ""} />
          </FormControl>
        </Item>
      )}
    />
  );
}
