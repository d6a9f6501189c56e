"use client";

// The visit types each doctor of the desk's board offers, given once to the board (issue 43): the
// column buttons and the grid's free starts read them here, instead of each button carrying its
// doctor's types (and their questions) in the page's RSC payload.
import { createContext, useContext } from "react";
import type { DeskVisitType } from "@/components/desk/desk-book-dialog";

type BoardTypes = (doctorId: string) => DeskVisitType[];

export const BoardTypesContext = createContext<BoardTypes>(() => []);

export function useBoardTypes(doctorId: string): DeskVisitType[] {
  return useContext(BoardTypesContext)(doctorId);
}
