"use client"

import * as React from "react"
import { Toaster as Sonner, type ToasterProps } from "sonner"

/*
 * Sonner's built-in richColors palette is below 4.5:1 for every type
 * (success 4.3, info 4.4, warning 3.1, error 4.4), so the palette is
 * re-pointed at the theme tokens (all ≥ 6:1 on their tinted backgrounds).
 * Inline custom properties win over sonner's injected stylesheet.
 */
const toasterStyle = {
  fontFamily: "var(--font-sans)",
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "color-mix(in oklab, var(--success) 8%, white)",
  "--success-border": "color-mix(in oklab, var(--success) 25%, white)",
  "--success-text": "var(--success)",
  "--info-bg": "color-mix(in oklab, var(--primary) 8%, white)",
  "--info-border": "color-mix(in oklab, var(--primary) 25%, white)",
  "--info-text": "var(--primary)",
  "--warning-bg": "color-mix(in oklab, var(--warning) 8%, white)",
  "--warning-border": "color-mix(in oklab, var(--warning) 25%, white)",
  "--warning-text": "var(--warning)",
  "--error-bg": "color-mix(in oklab, var(--destructive) 8%, white)",
  "--error-border": "color-mix(in oklab, var(--destructive) 25%, white)",
  "--error-text": "var(--destructive)",
  "--border-radius": "var(--radius)",
} as React.CSSProperties

/** `onMounted`: called once sonner's Toaster has subscribed to toasts (its effects run before this parent's). */
function Toaster({ style, toastOptions, onMounted, ...props }: ToasterProps & { onMounted?: () => void }) {
  React.useEffect(() => onMounted?.(), [onMounted])
  return (
    <Sonner
      theme="light"
      position="top-right"
      duration={3000}
      richColors
      closeButton
      className="toaster group"
      style={{ ...toasterStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          title: "text-sm font-semibold",
          description: "text-sm",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  )
}

export { Toaster }
