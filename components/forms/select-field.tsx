"use client";

// A labelled select wired to react-hook-form, in the frame of fields.tsx (apart
// from it because Radix Select is the heaviest control: only the forms that
// have a select load it).
import type { FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTranslations } from "next-intl";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { specialityName } from "@/lib/clinic/speciality-names";
import { FramedField, type FieldProps } from "./fields";

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
    <FramedField control={control} name={name} label={label} description={description} wide={wide}>
      {(field) => (
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
      )}
    </FramedField>
  );
}

/** A labelled select of the clinic's specialities. */
export function SpecialityField<T extends FieldValues, TOutput = T>({
  placeholder = "Choose a speciality",
  ...props
}: FieldProps<T, TOutput> & { placeholder?: string }) {
  // The stored value stays SPEC's English name; the words shown are the page's (its ClientMessages list SpecialityNames).
  const names = useTranslations("SpecialityNames");
  return <SelectField {...props} placeholder={placeholder} options={SPECIALITIES} optionLabel={(s) => specialityName(s, (k) => names(k))} />;
}
