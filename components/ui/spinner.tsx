import * as React from "react"
import { LoaderCircle } from "@/components/ui/icons"

import { cn } from "@/lib/utils"

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to screen readers. */
  label?: string
  /** Visual size of the icon. */
  size?: "sm" | "default" | "lg"
  /** Also show the label next to the icon. */
  showLabel?: boolean
}

const sizeClasses = {
  sm: "size-4",
  default: "size-5",
  lg: "size-8",
} as const

function Spinner({
  className,
  label = "Loading...",
  size = "default",
  showLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn(
        "inline-flex items-center gap-2 text-muted-foreground",
        className
      )}
      {...props}
    >
      <LoaderCircle
        data-slot="spinner-icon"
        aria-hidden="true"
        focusable="false"
        className={cn("animate-spin", sizeClasses[size])}
      />
      {showLabel ? (
        <span className="text-sm">{label}</span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </span>
  )
}

export { Spinner }
export type { SpinnerProps }
