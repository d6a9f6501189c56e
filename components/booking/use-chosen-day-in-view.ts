"use client";

// The chosen day fully in view in its sideways row (tapped while half cut off at the edge,
// reached by arrow key, or chosen before logging in). Only the row scrolls, sideways: the page
// itself never jumps. Shared by the booking panel and the reschedule dialog (SlotFields).
import { useEffect, useRef } from "react";

export function useChosenDayInView(date: string | null | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledOnce = useRef(false);
  useEffect(() => {
    const box = scroller.current;
    const day = date ? box?.querySelector<HTMLElement>(`[data-date="${date}"]`) : null;
    if (!box || !day) return;
    // On load the row starts at its first day: nothing to scroll, and no measuring, which would
    // lay the whole page out in the middle of hydration (issue 43).
    if (!scrolledOnce.current && day === box.firstElementChild) {
      scrolledOnce.current = true;
      return;
    }
    const b = box.getBoundingClientRect();
    const c = day.getBoundingClientRect();
    const delta = c.left < b.left ? c.left - b.left : c.right > b.right ? c.right - b.right : 0;
    if (delta)
      box.scrollBy({
        left: delta,
        behavior: scrolledOnce.current ? "smooth" : "instant",
      });
    scrolledOnce.current = true;
  }, [date]);
  return scroller;
}
