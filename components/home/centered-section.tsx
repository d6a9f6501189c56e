// A section of the home and about pages under a centred title and the line that introduces it
// ("Find by Speciality", "Top doctors", "Our values"), then its content.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function CenteredSection({ id, title, intro, introClassName = "mx-auto max-w-xl", children }: { id: string; title: string; intro: string; introClassName?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <div className="space-y-2 text-center">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className={cn(introClassName, "text-muted-foreground")}>{intro}</p>
      </div>
      {children}
    </section>
  );
}
