"use client";

// Whether the page's scripts run here yet: false in the server's HTML and during hydration, true
// once React has hydrated (and for anything rendered on the client). For controls that do nothing
// without a script: the public pages start their scripts after the first paint
// (lib/http/scripts-after-first-paint.ts), so a click before then would be lost.
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};
const onClient = () => true;
const onServer = () => false;

export function useInteractive(): boolean {
  return useSyncExternalStore(neverChanges, onClient, onServer);
}
