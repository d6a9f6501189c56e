import { useTranslations } from "next-intl";
// Server-drawn icons (components/ui/icons.tsx): a page of cards draws one per card.
import { CircleCheckBig as CheckCircle2, CircleX as XCircle, Clock, LogIn, UserX } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { AppointmentStatus } from "@/lib/appointments/status";

const ICONS: Partial<Record<AppointmentStatus, typeof Clock>> = { completed: CheckCircle2, cancelled: XCircle, no_show: UserX, checked_in: LogIn };

/**
 * completed = green, cancelled and no-show = red, anything open = amber; always with words and an icon.
 * The words in the page's language (DashboardStatus, keyed by the status): a server component
 * anywhere, or a client one under a provider that lists DashboardStatus.
 */
export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const t = useTranslations("DashboardStatus");
  const variant = status === "completed" ? "success" : status === "cancelled" || status === "no_show" ? "destructive" : "warning";
  const Icon = ICONS[status] ?? Clock;
  return (
    <Badge variant={variant} className={cn("gap-1", className)} data-status={status}>
      <Icon aria-hidden />
      {t(status)}
    </Badge>
  );
}
