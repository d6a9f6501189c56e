"use client";

// Replaces the root layout when it fails itself: plain HTML, no internals.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main role="alert" style={{ maxWidth: 420, padding: 24, textAlign: "center" }}>
          <h1>We&apos;ll be right back</h1>
          <p>CareSlot could not load this page just now. Please try again in a moment.</p>
          <button type="button" onClick={() => retry()} style={{ padding: "8px 16px" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
