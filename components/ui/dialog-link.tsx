"use client";

// A link to the page that does a dialog's job without a script (issue 25: cancel, reschedule).
// Before any script runs it is that link; once the page is interactive it is a button that opens
// the dialog instead (role, Space key), so assistive technology hears what it does.
import type { ComponentProps, Ref } from "react";
import { useInteractive } from "@/components/ui/use-interactive";

type Props = Omit<ComponentProps<"a">, "href" | "onClick"> & { href: string; onOpen: () => void; ref?: Ref<HTMLAnchorElement> };

export function DialogLink({ href, onOpen, onKeyDown, ref, ...props }: Props) {
  const interactive = useInteractive();
  return (
    <a
      ref={ref}
      href={href}
      role={interactive ? "button" : undefined}
      aria-haspopup={interactive ? "dialog" : undefined}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (interactive && e.key === " ") {
          e.preventDefault();
          onOpen();
        }
      }}
      {...props}
    />
  );
}
