// The reasons a cancel confirmation offers, and how a choice and its details become the one text
// that is stored and emailed. Browser-safe: the dialogs and the plain cancel form's server action
// (issue 25) both use it.

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
