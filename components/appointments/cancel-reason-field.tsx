// The reason asked for in a cancel confirmation: a short list suited to who
// cancels, plus free text. Optional: leaving both empty sends no reason.
// Controlled in the dialogs; in the plain cancel form (issue 25) the browser keeps it, under
// the field names `reasonChoice` and `reasonDetails`. The caller gives the id. Its words are the
// "CancelReason" messages (issue 29; a client caller's ClientMessages lists them); a choice is
// sent and stored in English (its value), only its label is translated.
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CANCEL_REASON_MAX } from "@/lib/appointments/cancel-reason-limit";
import type { CancelReasonValue } from "@/lib/appointments/cancel-reasons";
import { useTranslations } from "next-intl";

/** The label key of each offered reason (lib/appointments/cancel-reasons.ts): the value stays the English text. */
const CHOICE_KEYS: Record<string, "choiceScheduleConflict" | "choiceFeelingBetter" | "choiceBookedByMistake" | "choiceOther" | "choiceDoctorUnavailable" | "choicePatientAsked" | "choiceClinicClosed"> = {
  "Schedule conflict": "choiceScheduleConflict",
  "Feeling better": "choiceFeelingBetter",
  "Booked by mistake": "choiceBookedByMistake",
  Other: "choiceOther",
  "Doctor unavailable": "choiceDoctorUnavailable",
  "Patient asked to cancel": "choicePatientAsked",
  "Clinic closed": "choiceClinicClosed",
};

export function CancelReasonField({
  id,
  choices,
  value,
  onChange,
  disabled,
}: {
  id: string;
  choices: readonly string[];
  value: CancelReasonValue;
  /** None: a plain form field, `value` is its starting value. */
  onChange?: (next: CancelReasonValue) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("CancelReason");
  return (
    <div className="flex flex-col gap-3 text-start">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-choice`}>{t("reasonLabel")}</Label>
        <select
          id={`${id}-choice`}
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          name="reasonChoice"
          disabled={disabled}
          {...(onChange
            ? {
                value: value.choice,
                onChange: (e) => onChange({ ...value, choice: e.target.value }),
              }
            : { defaultValue: value.choice })}
        >
          <option value="">{t("noReason")}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c in CHOICE_KEYS ? t(CHOICE_KEYS[c]) : c}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-details`}>{t("detailsLabel")}</Label>
        <Textarea
          id={`${id}-details`}
          rows={2}
          maxLength={CANCEL_REASON_MAX - 40}
          name="reasonDetails"
          disabled={disabled}
          {...(onChange
            ? {
                value: value.details,
                onChange: (e) => onChange({ ...value, details: e.target.value }),
              }
            : { defaultValue: value.details })}
          placeholder={t("detailsPlaceholder")}
        />
      </div>
    </div>
  );
}
