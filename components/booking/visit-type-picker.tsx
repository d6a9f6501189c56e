// "What is the visit for?" (issue 24): the visit types a doctor offers as cards, native radio
// inputs (issue 25) of the small GET form that asks the page for that type's free times: without
// a script its "Show times" button sends it; with one, the booking panel follows a change at
// once. Shown only when the doctor offers more than one type. Ids come from the caller; its words
// come from the "VisitTypePicker" messages (issue 29).
import { Check, Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * A visit type as the booking page offers it: its price is already this doctor's, written out on
 * the server ("$40"): a currency format built in the browser costs a phone ~15 ms of the booking
 * page's hydration (issue 25).
 */
export type VisitTypeOption = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  price: string;
  mode: "in_person" | "video";
};

type Props = {
  types: VisitTypeOption[];
  value: string;
  /** With a script: a change is followed at once. */
  onChange?: (id: string) => void;
  /** Letters, digits and dashes: the ids hang on it. */
  idPrefix: string;
  heading: string;
  /** The form's field name: the page's `?type=`. */
  name?: string;
};

export function VisitTypePicker({ types, value, onChange, idPrefix, heading, name = "type" }: Props) {
  const t = useTranslations("VisitTypePicker");
  const headingId = `${idPrefix}-heading`;
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {heading}
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} data-testid="visit-type-picker" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {types.map((type) => {
          const nameId = `${idPrefix}-${type.id}-name`;
          const metaId = `${idPrefix}-${type.id}-meta`;
          const descId = `${idPrefix}-${type.id}-desc`;
          return (
            <label
              key={type.id}
              className={cn(
                "group relative flex min-h-11 flex-col items-start gap-1 rounded-xl border border-input bg-background p-4 pe-11 text-start transition-colors",
                "hover:border-primary/60 hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
                "has-checked:border-primary has-checked:bg-primary/5 has-checked:ring-1 has-checked:ring-primary",
              )}
            >
              <input
                type="radio"
                name={name}
                value={type.id}
                aria-labelledby={`${nameId} ${metaId}`}
                aria-describedby={type.description ? descId : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
                {...(onChange ? { checked: type.id === value, onChange: () => onChange(type.id) } : { defaultChecked: type.id === value })}
              />
              <span
                aria-hidden
                className="absolute end-4 top-4 grid size-5 place-items-center rounded-full border border-input group-has-checked:border-primary group-has-checked:bg-primary group-has-checked:text-primary-foreground"
              >
                <Check className="hidden size-3.5 group-has-checked:block" strokeWidth={3} />
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <span id={nameId} className="font-semibold">
                  {type.name}
                </span>
                {type.mode === "video" ? (
                  <Badge variant="secondary">
                    <Video aria-hidden /> {t("videoBadge")}
                  </Badge>
                ) : null}
              </span>
              <span id={metaId} className="text-sm">
                <span className="sr-only">, </span>
                <span className="tabular-nums">{t("duration", { minutes: type.durationMinutes })}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                <span className="font-semibold tabular-nums">{type.price}</span>
                {type.mode === "video" ? <span className="sr-only">{t("videoVisitSr")}</span> : null}
              </span>
              {type.description ? (
                <span id={descId} className="text-sm text-muted-foreground">
                  {type.description}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}
