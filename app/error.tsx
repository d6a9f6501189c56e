"use client";

// Last boundary inside the root layout: catches failures of the area layouts
// themselves (e.g. the header reading the signed-in user while the database
// is unreachable). Friendly, no internals, with a retry. Its words:
// components/errors/error-text.ts (no message provider out here).
import { useEffect } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { useErrorText } from "@/components/errors/error-text";

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  const { text } = useErrorText();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{text.rightBack}</h1>
      <p className="text-muted-foreground">{text.rootFailed}</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => retry()} className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          {text.tryAgain}
        </button>
        <NavLink href="/" className="rounded-md border px-4 py-2 font-medium">
          {text.goHome}
        </NavLink>
      </div>
    </main>
  );
}
