// One insights figure (issue 28): its title, the one-line summary, the chart (a picture whose text
// alternative is the summary) and "Show as table", every value of it in a real table for screen
// readers and copying. A <details> element: it opens without any script.
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export function Figure({ id, title, summary, chart, table, className }: { id: string; title: string; summary: string; chart: React.ReactNode; table: React.ReactNode; className?: string }) {
  const t = useTranslations("InsightsFigures");
  return (
    <section aria-labelledby={`${id}-title`} data-figure={id} className={cn("grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5", className)}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-base leading-snug font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground" data-summary>
          {summary}
        </p>
      </div>
      <div role="img" aria-label={t("figureLabel", { title, summary })}>
        {chart}
      </div>
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {t("showAsTable")}
        </summary>
        <div className="mt-2 max-h-96 overflow-auto rounded-md border">{table}</div>
      </details>
    </section>
  );
}

/** A plain table: the first column names each row. */
export function DataTable({ caption, columns, rows, note }: { caption: string; columns: string[]; rows: (string | number)[][]; note?: string }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-muted text-start">
        <tr>
          {columns.map((c, i) => (
            <th key={c} scope="col" className={cn("px-3 py-2 font-medium whitespace-nowrap", i === 0 ? "text-start" : "text-end")}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-t">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-3 py-1.5 text-start font-normal whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-3 py-1.5 text-end whitespace-nowrap">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
        {note ? (
          <tr className="border-t">
            <td colSpan={columns.length} className="px-3 py-2 text-muted-foreground">
              {note}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
