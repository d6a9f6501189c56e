// The frame of a patient's cancel and reschedule pages (issue 25): the way back to the
// appointment, then a card with the heading, what the appointment is, and the page's form.
import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

type Props = { back: string; backText: string; heading: string; description: string; wide?: boolean; children: ReactNode };

export function ChangePage({ back, backText, heading, description, wide = false, children }: Props) {
  return (
    <div className={wide ? "mx-auto max-w-2xl space-y-6" : "mx-auto max-w-xl space-y-6"}>
      <Link href={back} className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {backText}
      </Link>
      <div className={wide ? "min-w-0 space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6" : "space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"}>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
