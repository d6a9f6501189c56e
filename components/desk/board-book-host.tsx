"use client";

// The board's free starts (issue 26: "a click on a free start opens Book"). The grid's cells are
// plain buttons from the server (`data-free-start`, with the doctor and the start); one listener
// here opens the Book dialog for the one clicked, so a day of a few hundred cells hydrates as one
// component. Buttons answer Enter and Space with a click: the keyboard opens it the same way.
import { useEffect, useRef, useState } from "react";
import { DeskBookDialog, type DeskVisitType } from "@/components/desk/desk-book-dialog";

type Chosen = { doctorId: string; time: string };

export function BoardBookHost({
  date,
  doctors,
  children,
}: {
  date: string;
  doctors: Record<string, { name: string; types: DeskVisitType[] }>;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-free-start]");
      const { doctorId, time } = cell?.dataset ?? {};
      if (doctorId && time) setChosen({ doctorId, time });
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, []);

  const doctor = chosen ? doctors[chosen.doctorId] : undefined;
  return (
    <div ref={ref}>
      {children}
      {chosen && doctor ? (
        <DeskBookDialog
          open
          onOpenChange={(open) => (open ? null : setChosen(null))}
          doctor={{ id: chosen.doctorId, name: doctor.name }}
          types={doctor.types}
          date={date}
          mode="book"
          initialTime={chosen.time}
        />
      ) : null}
    </div>
  );
}
