"use client";

import { ErrorPanel } from "@/components/error-panel";

export default function PublicError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} message="pageFailed" back={{ href: "/", label: "goHome" }} />
  );
}
