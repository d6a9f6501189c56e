"use client";

import { ErrorPanel } from "@/components/error-panel";

/** A screen of the admin or doctor area failed to load: say so, offer a retry (the area's frame stays). */
export function AreaError({ error, retry, home }: { error: unknown; retry: () => void; home: string }) {
  return (
    <ErrorPanel
      error={error}
      retry={retry}
      message="screenFailed"
      back={{ href: home, label: "backToDashboard" }}
    />
  );
}
