import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeft, ChevronRight, Clock, Coffee } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { StatusActions } from "@/components/appointments/appointment-card";
import { VisitTypeLineOf, soleTypeIdOfClinic } from "@/components/appointments/visit-type-line";
import { Button } from "@/components/ui/button";
import { requirePageActor } from "@/lib/auth/session";
import { deskDay, type DeskDoctor } from "@/lib/appointments/desk-day";
import { bookedByText, dependentLine } from "@/lib/appointments/booked-by";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { DeskBookButton } from "@/components/desk/desk-book-dialog";
import { AutoRefresh } from "@/components/desk/auto-refresh";
import { addDays, clinicDateOf, clinicTimeZone, formatSlotTime, isClinicDate } from "@/lib/clinic-time";
import { clockMinutes } from "@/lib/schedule/slots";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { plural, spokenDate } from "@/lib/format";
import { timeRange } from "@/lib/visit-types/labels";

export const metadata: Metadata = { title: "Clinic day" };

type Search = Promise<{ date?: string | string[]; speciality?: string | string[] }>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function hoursText(hours: DeskDoctor["hours"]): string {
  return hours.length ? hours.map((h) => timeRange(formatSlotTime(clockMinutes(h.start)), formatSlotTime(clockMinutes(h.end) % 1440))).join(", ") : "Not working";
}

/**
 * The clinic's day for the front desk (issue 26): one column per doctor working that day, their
 * hours, time off and visits in start order, with the actions each visit's status allows.
 * Plain links and a GET form choose the day and the speciality (they work before any script).
 */
export default async function DeskPage({ searchParams }: { searchParams: Search }) {
  const actor = await requirePageActor("/desk", "receptionist", "admin");
  const sp = await searchParams;
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const wanted = one(sp.date);
  const date = wanted && isClinicDate(wanted) ? wanted : today;
  const speciality = SPECIALITIES.find((s) => s === one(sp.speciality));
  const [doctors, soleTypeId, activeTypes] = await Promise.all([deskDay(actor, date, { speciality }), soleTypeIdOfClinic(), activeVisitTypes()]);
  const typesOf = (doctorId: string) => typesOfDoctor(activeTypes, doctorId).map((t) => ({ id: t.id, name: t.name, durationMinutes: t.durationMinutes }));
  const visits = doctors.reduce((n, d) => n + d.appointments.length, 0);
  const dayHref = (d: string) => `/desk?date=${d}${speciality ? `&speciality=${encodeURIComponent(speciality)}` : ""}`;

  return (
    <>
      <AutoRefresh />
      <PageHeader
        title="Clinic day"
        description={
          <>
            {spokenDate(date)}
            {date === today ? " (today)" : ""}: {plural(doctors.length, "doctor")} working, {plural(visits, "visit")}.
          </>
        }
      />

      <nav aria-label="Choose the day" className="flex flex-wrap items-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, -1))}>
            <ChevronLeft aria-hidden /> Previous day
          </Link>
        </Button>
        <Button asChild variant={date === today ? "secondary" : "outline"} size="sm">
          <Link href={dayHref(today)} aria-current={date === today ? "date" : undefined}>
            Today
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(addDays(date, 1))}>
            Next day <ChevronRight aria-hidden />
          </Link>
        </Button>
        {/* Keyed by the day shown: the day links move on the client, and the fields' default values would keep the day before. */}
        <form key={`${date}|${speciality ?? ""}`} method="get" action="/desk" className="flex flex-wrap items-end gap-2 sm:ms-auto">
          <div className="grid gap-1 text-sm font-medium">
            <label htmlFor="desk-day">Day</label>
            <input id="desk-day" type="date" name="date" defaultValue={date} className="h-9 rounded-md border border-input bg-background px-2 text-sm" />
          </div>
          <div className="grid gap-1 text-sm font-medium">
            <label htmlFor="desk-speciality">Speciality</label>
            <select id="desk-speciality" name="speciality" defaultValue={speciality ?? ""} className="h-9 rounded-md border border-input bg-background px-2 text-sm">
              <option value="">All specialities</option>
              {SPECIALITIES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm">
            Show
          </Button>
        </form>
      </nav>

      {doctors.length === 0 ? (
        <EmptyState icon={Coffee} title="No doctor works this day">
          Choose another day{speciality ? " or all specialities" : ""}.
        </EmptyState>
      ) : (
        // The columns scroll sideways on a tablet; each keeps a readable width. Relative: the
        // columns' sr-only texts (absolute) are placed in this scroller, not past the page's edge.
        <div className="relative -mx-4 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0" tabIndex={0} role="region" aria-label="Doctors' columns">
          {/* items-start: each column as tall as its own visits (stretched, a quiet doctor's was a long empty card). */}
          <div className="grid auto-cols-[minmax(17rem,1fr)] grid-flow-col items-start gap-4">
            {doctors.map((d) => (
              <section key={d._id} aria-labelledby={`desk-doctor-${d._id}`} data-doctor-id={d._id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <header>
                  <h2 id={`desk-doctor-${d._id}`} className="font-semibold">
                    {d.name}
                  </h2>
                  <p className="text-sm text-muted-foreground">{d.speciality}</p>
                  <p className="mt-1 flex items-center gap-1.5 text-sm">
                    <Clock className="size-4 shrink-0 text-primary" aria-hidden />
                    <span className="sr-only">Hours: </span>
                    {hoursText(d.hours)}
                  </p>
                  {date >= today ? (
                    <div className="mt-2 flex flex-wrap gap-2">
                      <DeskBookButton doctor={{ id: d._id, name: d.name }} types={typesOf(d._id)} date={date} mode="book" />
                      {date === today ? <DeskBookButton doctor={{ id: d._id, name: d.name }} types={typesOf(d._id)} date={date} mode="walk-in" /> : null}
                    </div>
                  ) : null}
                  {d.timeOff.map((t) => (
                    <p key={t.from + t.to} className="mt-1 rounded-md bg-muted px-2 py-1 text-sm text-muted-foreground" data-field="time-off">
                      Time off {t.from.includes("T") ? `${t.from.slice(11)}–${t.to.slice(11)}` : "all day"}
                      {t.reason ? `: ${t.reason}` : ""}
                    </p>
                  ))}
                </header>
                {d.appointments.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No visits booked.</p>
                ) : (
                  <ol aria-label={`Visits with ${d.name}`} className="grid gap-2">
                    {d.appointments.map((a) => {
                      const patient = a.user?.name || "Unknown Patient";
                      const booked = bookedByText(a, tz);
                      return (
                        <li key={a._id} data-appointment-id={a._id} data-status={a.status} className="grid gap-2 rounded-lg border p-3">
                          <div className="flex items-start justify-between gap-2">
                            <div className="min-w-0">
                              <p className="text-sm font-semibold tabular-nums">{timeRange(a.time, a.endTime)}</p>
                              <p className="truncate font-medium" data-field="patient">
                                <Link href={`/desk/visits/${a._id}`} className="underline-offset-4 hover:underline">
                                  {patient}
                                </Link>
                              </p>
                              {a.user?.phone ? <p className="text-xs text-muted-foreground">{a.user.phone}</p> : null}
                              {a.guardian ? (
                                <p className="text-xs text-muted-foreground" data-field="guardian">
                                  {dependentLine(a)}
                                </p>
                              ) : null}
                            </div>
                            <StatusBadge status={a.status} />
                          </div>
                          <VisitTypeLineOf visitType={a.visitType} soleTypeId={soleTypeId} />
                          {a.reason ? <p className="text-sm text-muted-foreground">Reason: {a.reason}</p> : null}
                          {booked ? (
                            <p className="text-xs text-muted-foreground" data-field="booked-by">
                              {booked}
                            </p>
                          ) : null}
                          <StatusActions appointment={a} patientName={patient} today={today} size="sm" />
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
