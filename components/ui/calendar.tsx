"use client"

import * as React from "react"
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
} from "lucide-react"
import {
  DayPicker,
  getDefaultClassNames,
  type CalendarDay,
  type Modifiers,
} from "react-day-picker"

import { ar, enUS, es, fr } from "react-day-picker/locale"
import { useLocale, useTranslations } from "next-intl"

import { cn } from "@/lib/utils"
import type { Locale } from "@/lib/i18n/locales"
import { Button, buttonVariants } from "@/components/ui/button"

/*
 * react-day-picker 9.4.x DOM (for reference):
 *   root > months > [nav > button_previous, button_next] + month*
 *   month > month_caption > (caption_label | dropdowns > dropdown_root > dropdown)
 *         + month_grid(table) > weekdays(thead tr) > weekday(th)
 *                             + weeks(tbody) > week(tr) > day(td) > day_button
 * Day <td> carries data-selected / data-today / data-outside / data-disabled /
 * data-focused / data-hidden, so the button is styled with group-data-*.
 * The table keeps its table layout (no `display:flex` on rows) so the grid
 * semantics survive in every browser.
 *
 * Languages (issue 29): month and weekday names from date-fns' locale of the page's language,
 * right to left in Arabic (the navigation chevrons turn round), the navigation's names from the
 * "Calendar" messages: whoever renders a Calendar lists that namespace in its ClientMessages.
 */

/** date-fns' locale of each language (react-day-picker re-exports them). */
const DAY_PICKER_LOCALES = { en: enUS, es, fr, ar } as const

type CalendarProps = React.ComponentProps<typeof DayPicker> & {
  buttonVariant?: React.ComponentProps<typeof Button>["variant"]
}

function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  captionLayout = "label",
  buttonVariant = "ghost",
  weekStartsOn = 0,
  formatters,
  components,
  labels,
  ...props
}: CalendarProps) {
  const defaultClassNames = getDefaultClassNames()
  const t = useTranslations("Calendar")
  const locale = useLocale() as Locale

  return (
    <DayPicker
      locale={DAY_PICKER_LOCALES[locale]}
      dir={locale === "ar" ? "rtl" : undefined}
      showOutsideDays={showOutsideDays}
      weekStartsOn={weekStartsOn}
      className={cn(
        "group/calendar bg-background p-3 [--cell-size:--spacing(10)] [[data-slot=card-content]_&]:bg-transparent [[data-slot=popover-content]_&]:bg-transparent",
        String.raw`rtl:**:[.rdp-button\_next>svg]:rotate-180`,
        String.raw`rtl:**:[.rdp-button\_previous>svg]:rotate-180`,
        className
      )}
      captionLayout={captionLayout}
      formatters={formatters}
      labels={{
        labelNav: () => t("changeMonth"),
        labelNext: () => t("nextMonth"),
        labelPrevious: () => t("previousMonth"),
        labelMonthDropdown: () => t("chooseMonth"),
        labelYearDropdown: () => t("chooseYear"),
        ...labels,
      }}
      classNames={{
        root: cn("w-fit", defaultClassNames.root),
        months: cn(
          "relative flex flex-col gap-4 md:flex-row",
          defaultClassNames.months
        ),
        month: cn("flex w-full flex-col gap-4", defaultClassNames.month),
        nav: cn(
          "absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1",
          defaultClassNames.nav
        ),
        button_previous: cn(
          buttonVariants({ variant: buttonVariant, size: "icon" }),
          "size-(--cell-size) select-none disabled:opacity-40",
          defaultClassNames.button_previous
        ),
        button_next: cn(
          buttonVariants({ variant: buttonVariant, size: "icon" }),
          "size-(--cell-size) select-none disabled:opacity-40",
          defaultClassNames.button_next
        ),
        month_caption: cn(
          "flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)",
          defaultClassNames.month_caption
        ),
        dropdowns: cn(
          "flex h-(--cell-size) w-full items-center justify-center gap-1.5 text-sm font-medium",
          defaultClassNames.dropdowns
        ),
        dropdown_root: cn(
          "relative rounded-md border border-input shadow-xs has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
          defaultClassNames.dropdown_root
        ),
        dropdown: cn(
          "absolute inset-0 cursor-pointer bg-popover opacity-0",
          defaultClassNames.dropdown
        ),
        caption_label: cn(
          "font-semibold select-none",
          captionLayout === "label"
            ? "text-base"
            : "flex h-9 items-center gap-1 rounded-md ps-2 pe-1 text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground",
          defaultClassNames.caption_label
        ),
        month_grid: cn(
          "w-full border-separate border-spacing-x-0 border-spacing-y-1",
          defaultClassNames.month_grid
        ),
        weekdays: cn(defaultClassNames.weekdays),
        weekday: cn(
          "h-8 w-(--cell-size) p-0 text-center text-xs font-medium text-muted-foreground select-none",
          defaultClassNames.weekday
        ),
        week: cn(defaultClassNames.week),
        week_number_header: cn(
          "w-(--cell-size) select-none",
          defaultClassNames.week_number_header
        ),
        week_number: cn(
          "text-center text-xs text-muted-foreground select-none",
          defaultClassNames.week_number
        ),
        day: cn(
          "group/day relative size-(--cell-size) p-0 text-center select-none",
          defaultClassNames.day
        ),
        range_start: cn(
          "rounded-s-md bg-accent",
          defaultClassNames.range_start
        ),
        range_middle: cn("bg-accent", defaultClassNames.range_middle),
        range_end: cn("rounded-e-md bg-accent", defaultClassNames.range_end),
        today: cn(defaultClassNames.today),
        outside: cn(defaultClassNames.outside),
        disabled: cn(defaultClassNames.disabled),
        hidden: cn("invisible", defaultClassNames.hidden),
        ...classNames,
      }}
      components={{
        Root: ({ className, ...rootProps }: React.ComponentProps<"div">) => (
          <div data-slot="calendar" className={className} {...rootProps} />
        ),
        Chevron: ({
          className,
          orientation,
        }: {
          className?: string
          orientation?: "up" | "down" | "left" | "right"
        }) => {
          const Icon =
            orientation === "left"
              ? ChevronLeftIcon
              : orientation === "right"
                ? ChevronRightIcon
                : orientation === "up"
                  ? ChevronUpIcon
                  : ChevronDownIcon
          return <Icon aria-hidden="true" className={cn("size-5", className)} />
        },
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  )
}

function toIsoDate(date: Date) {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, "0")
  const d = String(date.getDate()).padStart(2, "0")
  return `${y}-${m}-${d}`
}

type CalendarDayButtonProps = React.ComponentProps<"button"> & {
  day: CalendarDay
  modifiers: Modifiers
}

function CalendarDayButton({
  className,
  day,
  modifiers,
  ...props
}: CalendarDayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null)

  // Same behaviour as the stock DayButton: follow the grid's roving focus.
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])

  const isRange =
    modifiers.range_start || modifiers.range_middle || modifiers.range_end

  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      data-day={toIsoDate(day.date)}
      data-selected-single={(modifiers.selected && !isRange) || undefined}
      data-range-start={modifiers.range_start || undefined}
      data-range-end={modifiers.range_end || undefined}
      data-range-middle={modifiers.range_middle || undefined}
      className={cn(
        "relative size-(--cell-size) rounded-md p-0 text-sm font-normal tabular-nums",
        // focus (roving tab stop inside the grid)
        "focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        // today: bold + small dot, not colour alone
        "group-data-[today=true]/day:font-semibold group-data-[today=true]/day:text-primary",
        "after:pointer-events-none after:absolute after:bottom-1.5 after:left-1/2 after:hidden after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-current group-data-[today=true]/day:after:block",
        // days from neighbouring months
        "group-data-[outside=true]/day:text-muted-foreground",
        // unavailable days
        "disabled:text-muted-foreground disabled:opacity-50",
        // single selection
        "data-[selected-single=true]:bg-primary data-[selected-single=true]:font-semibold data-[selected-single=true]:text-primary-foreground data-[selected-single=true]:hover:bg-primary/90 data-[selected-single=true]:hover:text-primary-foreground",
        // ranges
        "data-[range-middle=true]:rounded-none data-[range-middle=true]:bg-accent data-[range-middle=true]:text-accent-foreground",
        "data-[range-start=true]:bg-primary data-[range-start=true]:text-primary-foreground data-[range-end=true]:bg-primary data-[range-end=true]:text-primary-foreground",
        className
      )}
      {...props}
    />
  )
}

export { Calendar, CalendarDayButton }
export type { CalendarProps }
