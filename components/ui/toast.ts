// toast.success / .error / .info without sonner in any page's first-load
// JavaScript (~7 kB gzipped; issue 15), and without the toaster's work on the
// main thread while the page loads (it was a long task on a slow phone). The
// <Toaster> (components/layout/deferred.tsx) mounts when the visitor first
// presses, types or focuses anything, or at the first toast at the latest; a
// toast waits until the Toaster listens (sonner drops toasts raised before).
import type { ReactNode } from "react";

type Kind = "success" | "error" | "info";
type Options = { duration?: number };

const sonner = () => import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** For the deferred Toaster: whether it should be mounted, and news when that changes. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The Toaster is mounted and subscribed: toasts may be raised. */
export const toasterMounted = () => markMounted();

/** Asks for the Toaster (once); resolves when it listens. */
export function wantToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  return mounted;
}

function show(kind: Kind) {
  return (message: ReactNode, options?: Options): void => {
    void Promise.all([sonner(), wantToaster()]).then(([{ toast }]) => toast[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
