import { cache } from "react";
import { bookedByText } from "@/lib/appointments/booked-by";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, CalendarDays, CalendarPlus, Clock, FileText, History, MapPin, RotateCcw, Stethoscope, Timer, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { STARTED_HINT } from "@/components/appointments/patient-appointment-card";
import { PatientCancelButton } from "@/components/appointments/patient-cancel-button";
import { RescheduleDialog } from "@/components/appointments/reschedule-dialog";
import { PatientStatusBadge } from "@/components/appointments/patient-status-badge";
import { namesVisitType } from "@/components/appointments/visit-type-line";
import { JoinVideoVisit } from "@/components/appointments/join-video-visit";
import { isAwaitingStatus, isOpenStatus } from "@/lib/appointments/status";
import { formatDate, formatMoney, shortDateWithWeekday, weekdayLong } from "@/lib/format";
import { APPOINTMENT_CANCELLED, getAppointment } from "@/lib/appointments";
import { hasStarted } from "@/lib/schedule/policy";
import { APPOINTMENT_RESCHEDULED, rescheduleHistory, type RescheduleEntry } from "@/lib/appointments/reschedule";
import { requirePageActor } from "@/lib/auth/session";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime, timeZoneLabel } from "@/lib/clinic-time";
import { isDomainError } from "@/lib/errors";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import type { Actor } from "@/lib/accounts/users";
import { Photo } from "@/components/ui/photo";
import { timeRange, visitTypeLine } from "@/lib/visit-types/labels";

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: "Appointment details", robots: { index: false } };

/** The appointment, or null when it does not exist or is not the viewer's. */
const load = cache(async (actor: Actor, id: string) => {
  try {
    return await getAppointment(actor, id);
  } catch (err) {
    if (isDomainError(err) && ["not_found", "forbidden", "bad_request"].includes(err.kind)) return null;
    throw err;
  }
});

function Row({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden /> {label}
      </dt>
      <dd className="pl-6 font-medium break-words">{children}</dd>
    </div>
  );
}

/** "Tue, 24/11/2026 at 10:00 AM", in the clinic's zone. */
function slotText(iso: string, tz: string): string {
  const at = new Date(iso);
  return `${shortDateWithWeekday(clinicDateOf(at, tz))} at ${formatSlotTime(clinicMinutesOf(at, tz))}`;
}

const MOVED_BY = { patient: "the patient", doctor: "the doctor", admin: "the clinic", receptionist: "the front desk" } as const;

/** The moves of the appointment, oldest first: from where to where, by whom, on which day. */
function MovedHistory({ moves, tz }: { moves: RescheduleEntry[]; tz: string }) {
  return (
    <div className="border-t px-5 py-3 text-sm text-muted-foreground" data-field="reschedule-history">
      <h3 className="flex items-center gap-2 font-medium text-foreground">
        <History className="size-4 shrink-0 text-primary" aria-hidden /> Rescheduled
      </h3>
      <ul className="mt-1 space-y-1 pl-6">
        {moves.map((m) => (
          <li key={m.at + m.to}>
            Moved from <span className="font-medium text-foreground">{slotText(m.from, tz)}</span> to{" "}
            <span className="font-medium text-foreground">{slotText(m.to, tz)}</span> by {m.byYou ? "you" : MOVED_BY[m.byRole]} on{" "}
            {formatDate(clinicDateOf(new Date(m.at), tz))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the plain cancel and reschedule forms (issue 25) say after they redirect here. */
const DONE = { cancelled: APPOINTMENT_CANCELLED, rescheduled: APPOINTMENT_RESCHEDULED } as const;

export default async function AppointmentDetailsPage({ params, searchParams }: { params: Params; searchParams: Promise<{ done?: string | string[] }> }) {
  const id = pageIdOrNotFound((await params).id);
  const doneKey = (await searchParams).done;
  const done = typeof doneKey === "string" && Object.hasOwn(DONE, doneKey) ? DONE[doneKey as keyof typeof DONE] : null;
  const actor = await requirePageActor(`/my-appointments/${id}`);
  const a = await load(actor, id);
  if (!a) notFound();

  const tz = clinicTimeZone();
  const moves = await rescheduleHistory(actor, a._id);
  const bookedBy = bookedByText(a, tz);
  const zone = timeZoneLabel(tz, new Date(a.startsAt));
  const open = isOpenStatus(a.status);
  // Once the visit has started, the patient can no longer move or cancel it online (the server refuses it too).
  const started = hasStarted(new Date(a.startsAt), new Date());
  const when = `${shortDateWithWeekday(a.date)} at ${a.time} ${zone}`;
  const namesType = await namesVisitType(a.visitType);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href="/my-appointments" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> My appointments
      </Link>

      {done ? (
        <p role="status" className="rounded-xl border border-success/30 bg-success/10 p-4 text-sm font-medium text-success">
          {done}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Appointment details</h1>
        <PatientStatusBadge status={a.status} />
      </div>

      <article className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div className="flex items-center gap-4 border-b bg-muted/40 p-5">
          <Photo src={a.doctor.image} alt="" width={80} height={80} className="size-16 shrink-0 rounded-xl bg-secondary object-cover sm:size-20" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">
              <Link href={`/appointment/${a.doctorId}`} className="underline-offset-4 hover:underline">
                {a.doctor.name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">
              {a.doctor.speciality}
              {a.doctor.degree ? ` · ${a.doctor.degree}` : ""}
            </p>
          </div>
        </div>

        <dl className="grid divide-y px-5 sm:grid-cols-2 sm:divide-y-0 sm:gap-x-6">
          <Row icon={CalendarDays} label="Date">
            {weekdayLong(a.date)}, {formatDate(a.date)}
          </Row>
          <Row icon={Clock} label="Time">
            {namesType ? timeRange(a.time, a.endTime) : a.time} <span className="font-normal text-muted-foreground">({zone}, clinic time)</span>
          </Row>
          {namesType ? (
            <Row icon={Stethoscope} label="Visit type">
              <span data-field="visit-type">{visitTypeLine(a.visitType)}</span>
              {a.visitType.mode === "video" ? <span className="font-normal text-muted-foreground"> (video visit)</span> : null}
            </Row>
          ) : null}
          <Row icon={Timer} label="Duration">
            {a.visitType.durationMinutes} minutes
          </Row>
          <Row icon={Wallet} label="Amount">
            {formatMoney(a.amount)}
          </Row>
          {a.doctor.user.address ? (
            <Row icon={MapPin} label="Address">
              {a.doctor.user.address}
            </Row>
          ) : null}
          <Row icon={FileText} label="Reason">
            {a.reason ? a.reason : <span className="font-normal text-muted-foreground">No reason given</span>}
          </Row>
        </dl>

        {bookedBy ? (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground" data-field="booked-by">
            {bookedBy}.
          </p>
        ) : null}
        {moves.length ? <MovedHistory moves={moves} tz={tz} /> : null}
        {a.status === "cancelled" && a.cancelledAt ? (
          <div className="border-t px-5 py-3 text-sm text-muted-foreground">
            <p>Cancelled on {formatDate(clinicDateOf(new Date(a.cancelledAt), tz))}.</p>
            {a.cancellationReason ? (
              <p data-field="cancellation-reason">
                Reason for cancelling: <span className="font-medium text-foreground">{a.cancellationReason}</span>
              </p>
            ) : null}
          </div>
        ) : null}
        {a.status === "completed" && a.completedAt ? (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground">Completed on {formatDate(clinicDateOf(new Date(a.completedAt), tz))}.</p>
        ) : null}

        {/* The meeting link comes only to the patient, the doctor and staff (the only ones who see this page). */}
        {open && a.videoUrl ? (
          <div className="border-t p-5" data-field="video-visit">
            <JoinVideoVisit url={a.videoUrl} startsAt={a.startsAt} endsAt={a.endsAt} renderedAt={new Date().toISOString()} hintId={`join-hint-${a._id}`} />
          </div>
        ) : null}

        <div className="flex flex-col gap-2 border-t p-5 sm:flex-row sm:flex-wrap">
          {open ? (
            <>
              <Button asChild>
                <a href={`/my-appointments/${a._id}/calendar.ics`} download>
                  <CalendarPlus aria-hidden /> Add to calendar
                </a>
              </Button>
              {isAwaitingStatus(a.status) && !started ? (
                <>
                  <RescheduleDialog appointmentId={a._id} current={`${a.doctor.name} on ${when}`} href={`/my-appointments/${a._id}/reschedule`} />
                  <PatientCancelButton appointmentId={a._id} summary={`${a.doctor.name} on ${when}`} size="default" />
                </>
              ) : null}
              {isAwaitingStatus(a.status) && started ? <p className="self-center text-sm text-muted-foreground">{STARTED_HINT}</p> : null}
            </>
          ) : (
            <Button asChild variant="outline">
              <Link href={`/appointment/${a.doctorId}`}>
                <RotateCcw aria-hidden /> Book again with {a.doctor.name}
              </Link>
            </Button>
          )}
        </div>
      </article>
    </div>
  );
}
