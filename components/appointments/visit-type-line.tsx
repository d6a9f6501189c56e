// An appointment's visit type and length, "Follow-up · 15 min", as a small muted line on every
// appointment card and list (issue 24). Not shown for the clinic's one and only type: a clinic
// that configures nothing (every visit SPEC's half-hour consultation) sees its lists as SPEC has them.
import { cache } from "react";
import { Video } from "@/components/ui/icons";
import { activeVisitTypes } from "@/lib/visit-types/catalog";
import { useTranslations } from "next-intl";
import { showsVisitType, soleVisitTypeId } from "@/lib/visit-types/labels";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import { cn } from "@/lib/utils";

/** The clinic's only active type, read once per request however many cards ask. */
export const soleTypeIdOfClinic = cache(async () => soleVisitTypeId(await activeVisitTypes()));

/** Whether this appointment's type is worth naming on the page (see showsVisitType). */
export async function namesVisitType(visitType: AppointmentDTO["visitType"]): Promise<boolean> {
  return showsVisitType(visitType._id, await soleTypeIdOfClinic());
}

type LineProps = {
  visitType: AppointmentDTO["visitType"];
  /** A span inside a line of its own (a list row), else a paragraph. */
  as?: "p" | "span";
  className?: string;
};

export async function VisitTypeLine(props: LineProps) {
  return <VisitTypeLineOf {...props} soleTypeId={await soleTypeIdOfClinic()} />;
}

/**
 * The same line, given the clinic's sole type (soleTypeIdOfClinic, read once by the list):
 * a plain component, so a page of cards renders in one pass instead of waiting on each card.
 * A server component: its words ("VisitTypeLine") come from the request, so no caller needs a provider.
 */
export function VisitTypeLineOf({ visitType, as: Tag = "p", className, soleTypeId }: LineProps & { soleTypeId: string | null }) {
  const t = useTranslations("VisitTypeLine");
  if (!showsVisitType(visitType._id, soleTypeId)) return null;
  return (
    <Tag className={cn(Tag === "p" ? "flex" : "inline-flex", "items-center gap-1.5 text-sm text-muted-foreground", className)} data-field="visit-type">
      {visitType.mode === "video" ? <Video className="size-4 shrink-0" aria-hidden={undefined} aria-label={t("videoIcon")} role="img" /> : null}
      {t("line", { name: visitType.name, minutes: visitType.durationMinutes })}
    </Tag>
  );
}
