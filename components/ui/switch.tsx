"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * An on/off switch: a button with role="switch" and aria-checked, so screen
 * readers announce it as a switch and its state; Space and Enter toggle it.
 * Name it with aria-labelledby or aria-label.
 */
function Switch({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick" | "role" | "type"> & { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? "checked" : "unchecked"}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-50",
        checked ? "bg-primary" : "bg-input",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn("pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform", checked ? "translate-x-5" : "translate-x-0")}
      />
    </button>
  );
}

export { Switch };
