"use client";

// The reason asked for in a cancel confirmation: a short list suited to who
// cancels, plus free text. Optional: leaving both empty sends no reason.
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CANCEL_REASON_MAX } from "@/lib/appointments/cancel-reason-limit";

export const PATIENT_CANCEL_REASONS = ["Schedule conflict", "Feeling better", "Booked by mistake", "Other"] as const;
export const STAFF_CANCEL_REASONS = ["Doctor unavailable", "Patient asked to cancel", "Clinic closed", "Other"] as const;

export type CancelReasonValue = { choice: string; details: string };
export const NO_REASON: CancelReasonValue = { choice: "", details: "" };

/** "Schedule conflict: moving house", "Other" alone says nothing, so only its text. */
export function reasonText({ choice, details }: CancelReasonValue): string {
  const text = details.trim();
  if (!choice || choice === "Other") return text;
  return text ? `${choice}: ${text}` : choice;
}

export function CancelReasonField({
  choices,
  value,
  onChange,
  disabled,
}: {
  choices: readonly string[];
  value: CancelReasonValue;
  onChange: (next: CancelReasonValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 text-left">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-choice`}>Reason (optional)</Label>
        <select
          id={`${id}-choice`}
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          value={value.choice}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, choice: e.target.value })}
        >
          <option value="">No reason given</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-details`}>Details (optional)</Label>
        <Textarea
          id={`${id}-details`}
          rows={2}
          maxLength={CANCEL_REASON_MAX - 40}
          value={value.details}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, details: e.target.value })}
          placeholder="Anything the other party should know"
        />
      </div>
    </div>
  );
}
