import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { AppointmentDTO } from "@/lib/serialize";

type Status = AppointmentDTO["status"];

const LABEL: Record<Status, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function statusLabel(status: Status): string {
  return LABEL[status] ?? status;
}

export function isOpen(status: Status): boolean {
  return status === "pending" || status === "confirmed";
}

/** completed = green, cancelled = red, anything open = amber; always with words and an icon. */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const variant = status === "completed" ? "success" : status === "cancelled" ? "destructive" : "warning";
  const Icon = status === "completed" ? CheckCircle2 : status === "cancelled" ? XCircle : Clock;
  return (
    <Badge variant={variant} className={cn("gap-1", className)} data-status={status}>
      <Icon aria-hidden />
      {statusLabel(status)}
    </Badge>
  );
}
