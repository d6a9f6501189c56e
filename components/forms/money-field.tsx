"use client";

// A whole amount of money (fees) as a labelled form field, apart from fields.tsx: its currency
// sign comes from lib/i18n/format.ts, which the forms without money (login, sign-up, contact)
// need not load (issue 43, first-load JavaScript).
import type { FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { FramedField, type FieldProps, type InputProps } from "@/components/forms/fields";
import { currencySymbol } from "@/lib/i18n/format";

/**
 * A whole amount of money (fees): the number keypad on phones and the
 * currency's sign (lib/i18n/format.ts) in front of the amount.
 */
export function MoneyField<T extends FieldValues, TOutput = T>({ control, name, label, description, wide, ...inputProps }: FieldProps<T, TOutput> & InputProps) {
  return (
    <FramedField control={control} name={name} label={label} description={description} wide={wide}>
      {(field) => (
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
            {currencySymbol()}
          </span>
          <FormControl>
            <Input inputMode="numeric" autoComplete="off" className="pl-7" {...inputProps} {...field} value={field.value === undefined ? "" : String(field.value)} />
          </FormControl>
        </div>
      )}
    </FramedField>
  );
}
