"use client";

// Last boundary inside the root layout: catches failures of the area layouts
// themselves (e.g. the header reading the signed-in user while the database
// is unreachable). Friendly, no internals, with a retry.
import { useEffect } from "react";
import { NavLink } from "@/components/layout/nav-link";

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">We&apos;ll be right back</h1>
      <p className="text-muted-foreground">
        CareSlot could not load this page just now. Your appointments are safe. Please try again in a moment.
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => retry()} className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          Try again
        </button>
        <NavLink href="/" className="rounded-md border px-4 py-2 font-medium">
          Go home
        </NavLink>
      </div>
    </main>
  );
}
