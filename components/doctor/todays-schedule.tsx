// Today's Schedule on the doctor's dashboard: patient, reason, time and
// status; open appointments can be completed or cancelled right here.
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { AppointmentActions } from "@/components/appointments/appointment-actions";
import { whenOf } from "@/components/appointments/appointment-card";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { isOpenStatus } from "@/lib/appointments/status";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

export function TodaysSchedule({ appointments }: { appointments: AppointmentDTO[] }) {
  return (
    <ol className="divide-y" aria-label="Today's schedule">
      {appointments.map((a) => {
        const patient = a.user?.name || "Unknown Patient";
        return (
          <li
            key={a._id}
            data-appointment-id={a._id}
            data-status={a.status}
            className="grid gap-3 py-4 first:pt-0 last:pb-0 md:min-h-[4.5rem] md:grid-cols-[5.5rem_minmax(0,1fr)_auto_15rem] md:items-center md:gap-4"
          >
            <div className="flex items-center justify-between md:block">
              <p className="text-base font-bold tabular-nums">{a.time}</p>
              <StatusBadge status={a.status} className="md:hidden" />
            </div>
            <div className="flex min-w-0 items-center gap-3">
              <Avatar>
                <AvatarImage src={a.user?.image ?? ""} alt="" />
                <AvatarFallback name={patient} aria-hidden />
              </Avatar>
              <div className="min-w-0">
                <p className="truncate font-semibold">{patient}</p>
                <p className="truncate text-sm text-muted-foreground">{a.reason || "No reason given"}</p>
              </div>
            </div>
            <StatusBadge status={a.status} className="hidden md:inline-flex" />
            <div className="md:justify-self-end">
              {/* Final states: the status badge says it all. */}
              {isOpenStatus(a.status) ? (
                <AppointmentActions appointmentId={a._id} status={a.status} patientName={patient} when={whenOf(a)} canComplete size="sm" className="md:w-60" />
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
