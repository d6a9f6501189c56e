"use client";

import { ErrorPanel } from "@/components/error-panel";

export default function PublicError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} message="We could not load this page. Please try again in a moment." back={{ href: "/", label: "Go home" }} />
  );
}
