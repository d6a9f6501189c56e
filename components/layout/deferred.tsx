"use client";
// Parts of every page that nothing needs before the page is interactive, loaded
// after hydration so they stay out of the first-load JavaScript (issue 6's budget).
// No toast is raised before a user acts, by which time the toaster is there.
import dynamic from "next/dynamic";

export const DeferredToaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

export const DeferredAnalytics = dynamic(() => import("@vercel/analytics/next").then((m) => m.Analytics), { ssr: false });
