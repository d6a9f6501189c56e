// The card each part of a schedule screen is (weekly hours, time off, the calendar subscription):
// a section named by its title, the part's intro under it, then the part itself.
export function SchedulePanel({ id, title, intro, introId, children }: { id: string; title: string; intro: React.ReactNode; introId?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card shadow-sm">
      <div className="space-y-1 border-b p-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={introId} className="text-sm text-muted-foreground">
          {intro}
        </p>
      </div>
      {children}
    </section>
  );
}
