"use client";
// Parts of every page that nothing needs before the page is interactive, loaded
// after hydration so they stay out of the first-load JavaScript (issue 6's budget).
import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { onToasterWanted, toasterMounted, toasterWanted, wantToaster } from "@/components/ui/toast";

const Toaster = dynamic(() => import("@/components/layout/localized-toaster").then((m) => m.LocalizedToaster), { ssr: false });

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toaster, mounted at the visitor's first press, key or focus (a toast only
 * ever answers something they did, so it is there by then) or at the first
 * toast (components/ui/toast.ts), whichever comes first; not while the page loads.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const want = () => void wantToaster();
    for (const e of INTERACTIONS) document.addEventListener(e, want, { capture: true, once: true, passive: true });
    return () => {
      for (const e of INTERACTIONS) document.removeEventListener(e, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? <Toaster onMounted={toasterMounted} /> : null;
}

export const DeferredAnalytics = dynamic(() => import("@vercel/analytics/next").then((m) => m.Analytics), { ssr: false });
