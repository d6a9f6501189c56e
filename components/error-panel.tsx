"use client";

import { useEffect } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { TriangleAlert } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button-variants";
import { useErrorText, type ErrorText } from "@/components/errors/error-text";

/**
 * A failed load: say so plainly and offer a retry. No error text: in
 * production it carries nothing useful for a patient, and internals must not
 * leak; the reference code (Next's digest) matches the server log line.
 * Styled with buttonVariants only: error boundaries are in every page's first
 * load, and Button would bring its class-merging library along. For the same
 * reason its words come from components/errors/error-text.ts, not next-intl:
 * `message` and `back.label` name entries of that dictionary.
 */
export function ErrorPanel({
  error,
  retry,
  message,
  back,
}: {
  error: unknown;
  retry: () => void;
  message: keyof ErrorText;
  back: { href: string; label: keyof ErrorText };
}) {
  const { text } = useErrorText();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = (error as { digest?: string } | null)?.digest;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{text.somethingWrong}</h1>
      <p className="text-muted-foreground">{text[message]}</p>
      {digest ? <p className="text-xs text-muted-foreground">{text.reference} <bdi>{digest}</bdi></p> : null}
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => retry()}>
          {text.tryAgain}
        </button>
        <NavLink href={back.href} className={buttonVariants({ variant: "outline" })}>
          {text[back.label]}
        </NavLink>
      </div>
    </div>
  );
}
