"use client";

// The booking form's fields after the time, for a signed-in patient: whom the visit is for (when
// they have dependents, issue 26) and the reason for it. Words: BookingPanel.
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export const REASON_MAX = 500;

/** "Who is this visit for?": the patient or one of their dependents (posted as patientId, "" for themselves). */
export function WhoForField({ id, dependents }: { id: string; dependents: { id: string; name: string }[] }) {
  const t = useTranslations("BookingPanel");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t("whoFor")}</Label>
      <select id={id} name="patientId" defaultValue="" className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:max-w-sm">
        <option value="">{t("myself")}</option>
        {dependents.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The reason for the visit, at most REASON_MAX characters, with its count. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations("BookingPanel");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t("reasonLabel")}</Label>
      <Textarea
        id={id}
        name="reason"
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, REASON_MAX))}
        maxLength={REASON_MAX}
        rows={3}
        placeholder={t("reasonPlaceholder")}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-end text-xs text-muted-foreground">
        {value.length}/{REASON_MAX}
      </p>
    </div>
  );
}
