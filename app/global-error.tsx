"use client";

// Replaces the root layout when it fails itself: plain HTML, no internals.
// Outside every layout, so outside next-intl too: its words come from
// components/errors/error-text.ts in the language the page had (<html lang>).
import { useErrorText } from "@/components/errors/error-text";
import { localeDirection } from "@/lib/i18n/locales";

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const { locale, text } = useErrorText();
  const dir = localeDirection(locale);
  return (
    <html lang={locale} dir={dir === "rtl" ? dir : undefined}>
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main role="alert" style={{ maxWidth: 420, padding: 24, textAlign: "center" }}>
          <h1>{text.rightBack}</h1>
          <p>{text.globalFailed}</p>
          <button type="button" onClick={() => retry()} style={{ padding: "8px 16px" }}>
            {text.tryAgain}
          </button>
        </main>
      </body>
    </html>
  );
}
