import type { Metadata, Viewport } from "next";
import "./globals.css";
import { DeferredAnalytics, DeferredToaster } from "@/components/layout/deferred";
import { LinkIntent } from "@/components/layout/link-intent";

const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "CareSlot: book appointments with trusted doctors", template: "%s | CareSlot" },
  description: "Find a doctor by speciality and book a half-hour appointment online in seconds.",
  applicationName: "CareSlot",
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f5fa8",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {children}
        <DeferredToaster />
        <LinkIntent />
        {/* Vercel's analytics script only exists on Vercel; elsewhere it would 404. */}
        {process.env.VERCEL ? <DeferredAnalytics /> : null}
      </body>
    </html>
  );
}
