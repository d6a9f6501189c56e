import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel, type AppointmentStatus } from "@/lib/appointment-status";

/** completed = green, cancelled = red, anything open = amber; always with words and an icon. */
export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const variant = status === "completed" ? "success" : status === "cancelled" ? "destructive" : "warning";
  const Icon = status === "completed" ? CheckCircle2 : status === "cancelled" ? XCircle : Clock;
  return (
    <Badge variant={variant} className={cn("gap-1", className)} data-status={status}>
      <Icon aria-hidden />
      {statusLabel(status)}
    </Badge>
  );
}
