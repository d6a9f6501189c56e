"use client"

// A native checkbox drawn like the rest of the controls. Native rather than
// Radix: it is the same control for keyboards, screen readers and forms, and it
// keeps ~8 kB of script out of the login and sign-up pages (issue 15). The
// check mark is an icon over the box, shown by the input's :checked state.
import * as React from "react"
// Plain SVG (components/ui/icons.tsx): the admin's doctor cards draw one each (issue 43).
import { Check } from "@/components/ui/icons"

import { cn } from "@/lib/utils"

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean
  onCheckedChange?: (checked: boolean) => void
}

function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className={cn(
          "peer size-5 shrink-0 cursor-pointer appearance-none rounded-[5px] border border-input bg-background shadow-xs transition-[color,background-color,border-color] outline-none",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "checked:border-primary checked:bg-primary",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
          className
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 hidden size-4 text-primary-foreground [stroke-width:3] peer-checked:block"
      />
    </span>
  )
}

export { Checkbox }
