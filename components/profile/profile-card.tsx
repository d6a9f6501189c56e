// One card of the profile screen's stack (account security, your data, email reminders, who has
// opened your record): a section named by its small upper-case title, then the card's content.
import type { ReactNode } from "react";

export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
