"use client";

import { useState } from "react";
import { CalendarIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { labelDayButton, type Labels } from "react-day-picker";
import { ar, es, fr } from "date-fns/locale";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { FieldProps } from "@/components/forms/fields";
import type { FieldValues } from "react-hook-form";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/i18n/format";
import { localeDirection, type Locale } from "@/lib/i18n/locales";

/** The calendar's own language (month and weekday names: date-fns locales, which the day picker takes); English is its default. */
const DAY_PICKER_LOCALES = { en: undefined, es, fr, ar } satisfies Record<Locale, unknown>;

/** The calendar's words for assistive technology, in the page's language. */
function useCalendarLabels(): Partial<Labels> {
  const t = useTranslations("ProfileForm");
  return {
    labelNav: () => t("calendarNav"),
    labelMonthDropdown: () => t("calendarMonth"),
    labelYearDropdown: () => t("calendarYear"),
    labelNext: () => t("calendarNext"),
    labelPrevious: () => t("calendarPrevious"),
    labelDayButton: (date, modifiers, options, dateLib) => {
      // The date in the calendar's language, as the day picker writes it.
      const day = labelDayButton(date, { ...modifiers, today: false, selected: false }, options, dateLib);
      const today = modifiers.today ? t("calendarToday", { date: day }) : day;
      return modifiers.selected ? t("calendarSelected", { date: today }) : today;
    },
  };
}

/** "1990-05-01" -> a local Date for that calendar day (no zone shifts). */
export function dateFromIso(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

export function isoFromDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/**
 * Date of birth in a calendar popover (week from Sunday, month and year
 * dropdowns). Must sit inside a FormItem: the trigger is the FormControl.
 */
export function DateOfBirthPicker({ value, onChange, onBlur }: { value: string; onChange: (value: string) => void; onBlur?: () => void }) {
  const t = useTranslations("ProfileForm");
  const locale = useLocale();
  const labels = useCalendarLabels();
  const [open, setOpen] = useState(false);
  const selected = dateFromIso(value);
  const today = new Date();
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <FormControl>
          <Button type="button" variant="outline" className={cn("w-full justify-between font-normal", !selected && "text-muted-foreground")}>
            {selected ? formatDate(isoFromDate(selected), locale) : t("selectDate")}
            <CalendarIcon className="text-muted-foreground" aria-hidden />
          </Button>
        </FormControl>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected ?? new Date(today.getFullYear() - 30, 0)}
          captionLayout="dropdown"
          locale={DAY_PICKER_LOCALES[locale]}
          dir={localeDirection(locale)}
          labels={labels}
          startMonth={new Date(1900, 0)}
          endMonth={today}
          disabled={{ after: today }}
          onSelect={(date) => {
            if (date) onChange(isoFromDate(date));
            setOpen(false);
          }}
        />
        {selected ? (
          <div className="border-t p-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => {
                onChange("");
                setOpen(false);
              }}
            >
              {t("clearDate")}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

/** A labelled DateOfBirthPicker wired to react-hook-form (its value: "YYYY-MM-DD" or ""). */
export function DateOfBirthField<T extends FieldValues, TOutput = T>({ control, name, label }: Omit<FieldProps<T, TOutput>, "description" | "wide">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <DateOfBirthPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
