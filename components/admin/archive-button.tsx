"use client";

// "Archive" on an admin's list (a staff member, a visit type): a small outlined button in the
// destructive colour that opens its confirmation; `name` says to a screen reader what it archives.
import { Archive } from "lucide-react";
import { Button } from "@/components/ui/button";

export function ArchiveButton({ label, name, disabled, onClick }: { label: string; name: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled}
      className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
    >
      <Archive aria-hidden />
      {label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
