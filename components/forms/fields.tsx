"use client";

// The labelled form fields every form repeats: label, control, error message
// (role=alert), wired to react-hook-form. One place for their markup.
import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { currencySymbol } from "@/lib/format";
import { SPECIALITIES } from "@/lib/specialities";

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

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur">;

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

/**
 * A whole amount of money (fees): the number keypad on phones and the
 * currency's sign (lib/format.ts) in front of the amount.
 */
export function MoneyField<T extends FieldValues, TOutput = T>({ control, name, label, description, wide, ...inputProps }: FieldProps<T, TOutput> & InputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <Item label={label} description={description} wide={wide}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
              {currencySymbol()}
            </span>
            <FormControl>
              <Input inputMode="numeric" autoComplete="off" className="pl-7" {...inputProps} {...field} value={field.value === undefined ? "" : String(field.value)} />
            </FormControl>
          </div>
        </Item>
      )}
    />
  );
}

/** A labelled select of fixed choices; `optionLabel` turns a value into the words shown. */
export function SelectField<T extends FieldValues, V extends string, TOutput = T>({
  control,
  name,
  label,
  description,
  wide,
  placeholder,
  options,
  optionLabel = String,
}: FieldProps<T, TOutput> & { placeholder: string; options: readonly V[]; optionLabel?: (value: V) => string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <Item label={label} description={description} wide={wide}>
          <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {optionLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Item>
      )}
    />
  );
}

/** A labelled select of the clinic's specialities. */
export function SpecialityField<T extends FieldValues, TOutput = T>({
  placeholder = "Choose a speciality",
  ...props
}: FieldProps<T, TOutput> & { placeholder?: string }) {
  return <SelectField {...props} placeholder={placeholder} options={SPECIALITIES} />;
}
