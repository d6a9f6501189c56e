"use client";

import { useEffect } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { TriangleAlert } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * A failed load: say so plainly and offer a retry. No error text: in
 * production it carries nothing useful for a patient, and internals must not
 * leak; the reference code (Next's digest) matches the server log line.
 * Styled with buttonVariants only: error boundaries are in every page's first
 * load, and Button would bring its class-merging library along.
 */
export function ErrorPanel({
  error,
  retry,
  message,
  back,
}: {
  error: unknown;
  retry: () => void;
  message: string;
  back: { href: string; label: string };
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = (error as { digest?: string } | null)?.digest;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      {digest ? <p className="text-xs text-muted-foreground">Reference: {digest}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => retry()}>
          Try again
        </button>
        <NavLink href={back.href} className={buttonVariants({ variant: "outline" })}>
          {back.label}
        </NavLink>
      </div>
    </div>
  );
}
