"use client";

// The board's free starts (issue 26: "a click on a free start opens Book"). The grid's cells are
// plain buttons from the server (`data-free-start`, with the doctor and the start); one listener
// here opens the Book dialog for the one clicked, so a day of a few hundred cells hydrates as one
// component. Buttons answer Enter and Space with a click: the keyboard opens it the same way.
// The dialog has no trigger of its own (Radix would return focus to it): closed, it gives focus
// back to the start that opened it, so the keyboard goes on from there.
import { useEffect, useRef, useState } from "react";
import { DeskBookDialog, type DeskVisitType } from "@/components/desk/desk-book-dialog";

type Chosen = { doctorId: string; time: string; cell: HTMLElement };

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
  // Kept while it closes: the dialog plays its closing animation, then returns focus.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-free-start]");
      const { doctorId, time } = cell?.dataset ?? {};
      if (cell && doctorId && time) {
        setChosen({ doctorId, time, cell });
        setOpen(true);
      }
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, []);

  const doctor = chosen ? doctors[chosen.doctorId] : undefined;
  /** Focus back on the start clicked (the board may have drawn it again since; once booked it is gone). */
  const returnFocus = (event: Event) => {
    if (!chosen) return;
    const cell = chosen.cell.isConnected
      ? chosen.cell
      : ref.current?.querySelector<HTMLElement>(`[data-free-start][data-doctor-id="${CSS.escape(chosen.doctorId)}"][data-time="${CSS.escape(chosen.time)}"]`);
    if (!cell) return;
    event.preventDefault();
    cell.focus();
  };
  return (
    <div ref={ref}>
      {children}
      {chosen && doctor ? (
        <DeskBookDialog
          key={`${chosen.doctorId} ${chosen.time}`}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={returnFocus}
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
