// One appointment as a card, in the admin's and the doctor's lists: index,
// status, patient, (doctor), date, time, amount, and the actions its status
// allows. Final states show their label only.
import { CheckCircle2, UserX, XCircle } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { AppointmentActions } from "@/components/appointments/appointment-actions";
import { VisitTypeLineOf, soleTypeIdOfClinic } from "@/components/appointments/visit-type-line";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { isOpenStatus } from "@/lib/appointments/status";
import { formatDate, formatMoney } from "@/lib/format";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import { bookedByText, dependentLine } from "@/lib/appointments/booked-by";
import { clinicTimeZone } from "@/lib/clinic-time";

function Person({ role, name, image, detail }: { role: string; name: string; image: string; detail?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar>
        <AvatarImage src={image} alt="" />
        <AvatarFallback name={name} aria-hidden />
      </Avatar>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">{role}</p>
        <p className="truncate font-semibold" data-field={role.toLowerCase()}>
          {name}
        </p>
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </div>
  );
}

export function FinalStatusLabel({ status }: { status: AppointmentDTO["status"] }) {
  if (status === "no_show") {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <UserX className="size-5" aria-hidden /> No-show
      </p>
    );
  }
  if (status === "completed") {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-success">
        <CheckCircle2 className="size-5" aria-hidden /> Completed
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
      <XCircle className="size-5" aria-hidden /> Cancelled
    </p>
  );
}

/**
 * What staff may do with a visit now: its open-status actions (completing from its day on), or
 * the label of its final status. The admin's and doctor's cards, the desk's board and visit page.
 */
export function StatusActions({
  appointment: a,
  patientName,
  today,
  size,
}: {
  appointment: AppointmentDTO;
  patientName: string;
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  size?: "sm" | "default";
}) {
  if (!isOpenStatus(a.status)) return <FinalStatusLabel status={a.status} />;
  return (
    <AppointmentActions
      appointmentId={a._id}
      status={a.status}
      patientName={patientName}
      when={whenOf(a)}
      canComplete={a.date <= today}
      completeHint={`Can be checked in or completed from ${formatDate(a.date)}`}
      size={size}
    />
  );
}

export function whenOf(a: Pick<AppointmentDTO, "date" | "time">) {
  return `${formatDate(a.date)} at ${a.time}`;
}

export function AppointmentCard({
  appointment: a,
  index,
  today,
  showDoctor = false,
  showPatient = true,
  headingLevel: Heading = "h2",
  soleTypeId,
}: {
  appointment: AppointmentDTO;
  index: number;
  /** The clinic's only active visit type (soleTypeIdOfClinic), whose name the card leaves out. */
  soleTypeId: string | null;
  /** Off on a patient's own history page, where every card is theirs. */
  showPatient?: boolean;
  headingLevel?: "h2" | "h3";
  /** The clinic's today (YYYY-MM-DD): appointments can be completed from their day on. */
  today: string;
  showDoctor?: boolean;
}) {
  const patientName = a.user?.name || "Unknown Patient";
  const headingId = `appointment-${a._id}`;
  const bookedBy = bookedByText(a, clinicTimeZone());
  return (
    <Card className="h-full gap-4 py-5" aria-labelledby={headingId} role="article" data-appointment-id={a._id} data-status={a.status}>
      <div className="flex items-center justify-between gap-2 px-5">
        <Heading id={headingId} className="text-sm font-semibold text-muted-foreground">
          <span aria-hidden>#{index}</span>
          <span className="sr-only">
            Appointment {index}: {patientName}, {whenOf(a)}
          </span>
        </Heading>
        <StatusBadge status={a.status} />
      </div>
      <div className="flex flex-col gap-3 px-5">
        {showPatient ? (
          <Person
            role="Patient"
            name={patientName}
            image={a.user?.image ?? ""}
            // A dependent (issue 26): their age and whom to call, their guardian.
            detail={dependentLine(a) ?? a.user?.email}
          />
        ) : null}
        {showDoctor ? (
          <Person role="Doctor" name={a.doctor?.name || "N/A"} image={a.doctor?.image ?? ""} detail={a.doctor?.speciality} />
        ) : null}
        <VisitTypeLineOf visitType={a.visitType} soleTypeId={soleTypeId} />
        <dl className="grid grid-cols-[repeat(3,max-content)] justify-between gap-x-3 rounded-lg bg-muted/70 px-3 py-2.5 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Date</dt>
            <dd className="font-medium tabular-nums">{formatDate(a.date)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Time</dt>
            <dd className="font-medium tabular-nums">{a.time}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Amount</dt>
            <dd className="font-medium tabular-nums">{formatMoney(a.amount)}</dd>
          </div>
        </dl>
        {a.reason ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Reason: </span>
            {a.reason}
          </p>
        ) : null}
        {bookedBy ? (
          <p className="text-sm text-muted-foreground" data-field="booked-by">
            {bookedBy}
          </p>
        ) : null}
        {a.cancellationReason ? (
          <p className="text-sm" data-field="cancellation-reason">
            <span className="text-muted-foreground">Cancellation reason: </span>
            {a.cancellationReason}
          </p>
        ) : null}
      </div>
      <div className="mt-auto border-t px-5 pt-4">
        <StatusActions appointment={a} patientName={patientName} today={today} />
      </div>
    </Card>
  );
}

/** A responsive grid of appointment cards, numbered from `start` (1: the first page). */
export async function AppointmentGrid({
  appointments,
  today,
  showDoctor = false,
  showPatient = true,
  label,
  headingLevel = "h2",
  start = 1,
}: {
  appointments: AppointmentDTO[];
  today: string;
  showDoctor?: boolean;
  showPatient?: boolean;
  label: string;
  headingLevel?: "h2" | "h3";
  start?: number;
}) {
  const soleTypeId = await soleTypeIdOfClinic();
  return (
    <ol aria-label={label} start={start} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {appointments.map((a, i) => (
        <li key={a._id}>
          <AppointmentCard
            appointment={a}
            index={start + i}
            today={today}
            showDoctor={showDoctor}
            showPatient={showPatient}
            headingLevel={headingLevel}
            soleTypeId={soleTypeId}
          />
        </li>
      ))}
    </ol>
  );
}
