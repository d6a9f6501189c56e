// toast.success / .error / .info without sonner in any page's first-load
// JavaScript (~7 kB gzipped; issue 15). The <Toaster> itself is mounted after
// load (components/layout/deferred.tsx), and a toast always answers something
// the visitor did, by which time sonner is loaded or a moment away; the shared
// module instance carries the toast to that Toaster.
import type { ReactNode } from "react";

type Kind = "success" | "error" | "info";
type Options = { duration?: number };

const sonner = () => import("sonner");

function show(kind: Kind) {
  return (message: ReactNode, options?: Options): void => {
    void sonner().then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
