// Which visits of a series a change takes (issue 48): native radios in a fieldset, the legend
// "Which visits". Controlled by the dialog that holds it. Words: "Series".
import { useTranslations } from "next-intl";

export function ScopeRadios({
  name,
  value,
  onChange,
  options,
  disabled,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const t = useTranslations("Series");
  return (
    <fieldset className="grid min-w-0 gap-1 text-start" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{t("scopeLegend")}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex min-h-10 items-center gap-3 rounded-md px-2 text-sm hover:bg-accent">
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="size-4 shrink-0 accent-primary" />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
