"use client";

// "Add ..." on an admin's list (a doctor, a staff member, a visit type): a button, full width on a
// phone, that opens the list's form dialog; the dialog is the caller's, given the open state.
import { useState, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

export function AddButton({ label, dialog }: { label: string; dialog: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden />
        {label}
      </Button>
      {dialog(open, setOpen)}
    </>
  );
}
