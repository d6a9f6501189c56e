import { CheckCircle2, Clock, LogIn, UserX, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel, type AppointmentStatus } from "@/lib/appointments/status";

const ICONS: Partial<Record<AppointmentStatus, typeof Clock>> = { completed: CheckCircle2, cancelled: XCircle, no_show: UserX, checked_in: LogIn };

/** completed = green, cancelled and no-show = red, anything open = amber; always with words and an icon. */
export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const variant = status === "completed" ? "success" : status === "cancelled" || status === "no_show" ? "destructive" : "warning";
  const Icon = ICONS[status] ?? Clock;
  return (
    <Badge variant={variant} className={cn("gap-1", className)} data-status={status}>
      <Icon aria-hidden />
      {statusLabel(status)}
    </Badge>
  );
}
