"use client";

// The board's Book dialog (issue 26: "a click on a free start opens Book"), the one client
// component of the board (issue 43). The grid's free starts (`data-free-start`, with the doctor and
// the start) and the columns' Book and Walk-in buttons (`data-desk-book`, with the doctor) are plain
// buttons from the server; one listener here opens the dialog for the one clicked, so a day of a few
// hundred cells and two buttons a column hydrates as one component. Buttons answer Enter and Space
// with a click: the keyboard opens it the same way. The dialog has no trigger of its own (Radix
// would return focus to it): closed, it gives focus back to the button that opened it, so the
// keyboard goes on from there. Once booked, a start is gone when the board is drawn again
// (router.refresh): the focus goes to the new visit's block instead (issue 40), else it would fall
// to the page.
import { useCallback, useEffect, useRef, useState } from "react";
import { DeskBookDialog, type DeskVisitType } from "@/components/desk/desk-book-dialog";

/** `time`: the free start clicked; none for a column's Book or Walk-in. */
type Chosen = { doctorId: string; mode: "book" | "walk-in"; time?: string; cell: HTMLElement };

/** The button that opened the dialog, as the board draws it again (it is redrawn every 10 s). */
function selectorOf(c: Omit<Chosen, "cell">): string {
  const doctor = `[data-doctor-id="${CSS.escape(c.doctorId)}"]`;
  return c.time === undefined ? `[data-desk-book="${c.mode}"]${doctor}` : `[data-free-start]${doctor}[data-time="${CSS.escape(c.time)}"]`;
}

/**
 * `types`: every visit type a doctor of the board offers, once; `doctors`: each doctor's name and
 * the ids of their types, in their order.
 */
export function BoardBookHost({
  date,
  types,
  doctors,
  children,
}: {
  date: string;
  types: DeskVisitType[];
  doctors: Record<string, { name: string; typeIds: string[] }>;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // Kept while it closes: the dialog plays its closing animation, then returns focus.
  const [open, setOpen] = useState(false);
  // The visit just booked from the chosen start, until the focus has moved to it.
  const booked = useRef<string | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-free-start], [data-desk-book]");
      const { doctorId, time, deskBook } = cell?.dataset ?? {};
      if (!cell || !doctorId) return;
      const chosen: Chosen | null = deskBook === "book" || deskBook === "walk-in" ? { doctorId, mode: deskBook, cell } : time ? { doctorId, mode: "book", time, cell } : null;
      if (!chosen) return;
      stopWaiting.current?.();
      setChosen(chosen);
      setOpen(true);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, []);

  const typesOf = useCallback(
    (doctorId: string) => (doctors[doctorId]?.typeIds ?? []).flatMap((id) => types.filter((type) => type.id === id)),
    [doctors, types],
  );
  const doctor = chosen ? doctors[chosen.doctorId] : undefined;
  /** The button clicked, or the one the board drew again in its place (the grid is redrawn every 10 s). */
  const cellOf = (c: Chosen) => (c.cell.isConnected ? c.cell : ref.current?.querySelector<HTMLElement>(selectorOf(c)));
  /** The new visit's block (its link), once the refreshed board shows it. */
  const visitOf = (id: string) => ref.current?.querySelector<HTMLElement>(`[data-appointment-id="${CSS.escape(id)}"] a`);

  const returnFocus = (event: Event) => {
    if (!chosen) return;
    const id = booked.current;
    booked.current = null;
    const root = ref.current;
    if (id && root) {
      event.preventDefault();
      const visit = visitOf(id);
      if (visit) return visit.focus();
      // Meanwhile on the start (still drawn until the refresh lands), then on the visit when it comes.
      cellOf(chosen)?.focus();
      stopWaiting.current?.();
      const observer = new MutationObserver(() => {
        const block = visitOf(id);
        if (!block) return;
        stopWaiting.current?.();
        block.focus();
      });
      observer.observe(root, { childList: true, subtree: true });
      // A board that never shows it (another page of doctors, a failed refresh): stop watching.
      const timer = window.setTimeout(() => stopWaiting.current?.(), 30_000);
      stopWaiting.current = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        stopWaiting.current = null;
      };
      return;
    }
    const cell = cellOf(chosen);
    if (!cell) return;
    event.preventDefault();
    cell.focus();
  };
  useEffect(() => () => stopWaiting.current?.(), []);
  return (
    <div ref={ref}>
      {children}
      {chosen && doctor ? (
        <DeskBookDialog
          key={`${chosen.doctorId} ${chosen.mode} ${chosen.time ?? ""}`}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={returnFocus}
          doctor={{ id: chosen.doctorId, name: doctor.name }}
          types={typesOf(chosen.doctorId)}
          date={date}
          mode={chosen.mode}
          initialTime={chosen.time}
          onBooked={(id) => {
            booked.current = id;
          }}
        />
      ) : null}
    </div>
  );
}
