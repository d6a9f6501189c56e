// The admin dashboard's Recent Appointments: patient (or 'Unknown Patient'),
// date, doctor (or 'N/A') and the status in words and colour, in the page's language.
import { getLocale, getTranslations } from "next-intl/server";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { VisitTypeLine } from "@/components/appointments/visit-type-line";
import { formatDate } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

const STATUS_STYLE = {
  completed: "bg-success/10 text-success",
  cancelled: "bg-destructive/10 text-destructive",
  open: "bg-warning/10 text-warning",
} as const;

export async function RecentAppointments({ appointments }: { appointments: AppointmentDTO[] }) {
  const [t, tStatus, locale] = await Promise.all([getTranslations("AdminRecentAppointments"), getTranslations("DashboardStatus"), getLocale()]);
  return (
    <ul className="divide-y" aria-label={t("label")}>
      {appointments.map((a) => {
        const patient = a.user?.name || t("unknownPatient");
        const doctor = a.doctor?.name || t("noDoctor");
        const tone = a.status === "completed" || a.status === "cancelled" ? a.status : "open";
        return (
          <li key={a._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-appointment-id={a._id}>
            <PersonAvatar name={patient} image={a.user?.image} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{patient}</p>
              <p className="text-sm text-muted-foreground">
                <span className="tabular-nums">{formatDate(a.date, locale)}</span>
                <span aria-hidden> · </span>
                <span className="sr-only">{t("withDoctor")}</span>
                {doctor}
              </p>
              <VisitTypeLine visitType={a.visitType} className="text-xs" />
            </div>
            <span
              className={cn("shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold", STATUS_STYLE[tone])}
              data-status={a.status}
            >
              {tStatus(a.status)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
