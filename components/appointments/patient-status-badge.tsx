import { Badge } from "@/components/ui/badge";
import { statusLabel, type AppointmentStatus } from "@/lib/appointments/status";

/** The status as text in a tinted badge (the text carries the meaning, not the colour). */
export function PatientStatusBadge({ status }: { status: AppointmentStatus }) {
  if (status === "completed") return <Badge variant="success">{statusLabel(status)}</Badge>;
  if (status === "cancelled")
    return (
      <Badge variant="outline" className="border-destructive/25 bg-destructive/10 text-destructive">
        {statusLabel(status)}
      </Badge>
    );
  if (status === "confirmed") return <Badge variant="secondary">{statusLabel(status)}</Badge>;
  return <Badge variant="warning">{statusLabel(status)}</Badge>;
}
