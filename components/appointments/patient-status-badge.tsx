import { Badge } from "@/components/ui/badge";
import type { AppointmentDTO } from "@/lib/serialize";

const LABELS: Record<AppointmentDTO["status"], string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The status as text in a tinted badge (the text carries the meaning, not the colour). */
export function PatientStatusBadge({ status }: { status: AppointmentDTO["status"] }) {
  if (status === "completed") return <Badge variant="success">{LABELS[status]}</Badge>;
  if (status === "cancelled")
    return (
      <Badge variant="outline" className="border-destructive/25 bg-destructive/10 text-destructive">
        {LABELS[status]}
      </Badge>
    );
  if (status === "confirmed") return <Badge variant="secondary">{LABELS[status]}</Badge>;
  return <Badge variant="warning">{LABELS[status]}</Badge>;
}

export const isOpenStatus = (status: AppointmentDTO["status"]) => status === "pending" || status === "confirmed";
