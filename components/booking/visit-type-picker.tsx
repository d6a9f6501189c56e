"use client";

// "What is the visit for?" (issue 24): the visit types a doctor offers as cards of one radio
// group (arrow keys move and select, Tab leaves the group), each with its length, its price with
// this doctor and, for video visits, a Video badge. Shown only when the doctor offers more than
// one type; the booking page keeps the choice in its address (?type=).
import { useId } from "react";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { Check, Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format";
import { durationText } from "@/lib/visit-types/labels";
import { cn } from "@/lib/utils";

/** A visit type as the booking page offers it: its price is already this doctor's. */
export type VisitTypeOption = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  price: number;
  mode: "in_person" | "video";
};

type Props = {
  types: VisitTypeOption[];
  value: string;
  onChange: (id: string) => void;
  headingId: string;
  heading: string;
};

export function VisitTypePicker({ types, value, onChange, headingId, heading }: Props) {
  const ids = useId();
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {heading}
      </h3>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        aria-labelledby={headingId}
        loop
        data-testid="visit-type-picker"
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {types.map((t) => {
          const nameId = `${ids}-${t.id}-name`;
          const metaId = `${ids}-${t.id}-meta`;
          const descId = `${ids}-${t.id}-desc`;
          return (
            <RadioGroup.Item
              key={t.id}
              value={t.id}
              aria-labelledby={`${nameId} ${metaId}`}
              aria-describedby={t.description ? descId : undefined}
              className={cn(
                "group relative flex min-h-11 flex-col items-start gap-1 rounded-xl border border-input bg-background p-4 pr-11 text-left transition-colors outline-none",
                "hover:border-primary/60 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "data-[state=checked]:border-primary data-[state=checked]:bg-primary/5 data-[state=checked]:ring-1 data-[state=checked]:ring-primary",
              )}
            >
              <span
                aria-hidden
                className="absolute top-4 right-4 grid size-5 place-items-center rounded-full border border-input group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground"
              >
                <Check className="hidden size-3.5 group-data-[state=checked]:block" strokeWidth={3} />
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <span id={nameId} className="font-semibold">
                  {t.name}
                </span>
                {t.mode === "video" ? (
                  <Badge variant="secondary">
                    <Video aria-hidden /> Video
                  </Badge>
                ) : null}
              </span>
              <span id={metaId} className="text-sm">
                <span className="sr-only">, </span>
                <span className="tabular-nums">{durationText(t.durationMinutes)}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                <span className="font-semibold tabular-nums">{formatMoney(t.price)}</span>
                {t.mode === "video" ? <span className="sr-only">, video visit</span> : null}
              </span>
              {t.description ? (
                <span id={descId} className="text-sm text-muted-foreground">
                  {t.description}
                </span>
              ) : null}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
