"use client";

// The labelled form fields every form repeats: label, control, error message
// (role=alert), wired to react-hook-form. One place for their markup.
import type { ComponentProps } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SPECIALITIES } from "@/lib/specialities";

// TOutput is the resolver's output type (zod transforms), carried through so
// the control of any form fits.
type FieldProps<T extends FieldValues, TOutput> = { control: Control<T, unknown, TOutput>; name: FieldPath<T>; label: string };

/** A labelled text input (any `type`: text, email, password, tel...). */
export function TextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  ...inputProps
}: FieldProps<T, TOutput> & Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled select of the clinic's specialities. */
export function SpecialityField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  placeholder = "Choose a speciality",
}: FieldProps<T, TOutput> & { placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {SPECIALITIES.map((s) => (
                <SelectItem key={s} value={s}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
