import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PatientAppointmentCard } from "@/components/appointments/patient-appointment-card";
import { isOpenStatus } from "@/lib/appointments/status";
import { listPatientAppointments } from "@/lib/appointments";
import { listDependents } from "@/lib/accounts/dependents";
import { hasStarted } from "@/lib/schedule/policy";
import { requirePageActor } from "@/lib/auth/session";
import { clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { listMyWaitlist } from "@/lib/waitlist/entries";
import { MyWaitlist } from "@/components/waitlist/my-waitlist";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { getSeries } from "@/lib/appointments/series";
import { groupSeries } from "@/components/series/group-series";
import { SeriesGroupCard } from "@/components/series/series-group-card";
import { seriesCounts } from "@/components/series/series-facts";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("MyAppointments");
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false } };
}

export default async function MyAppointmentsPage() {
  const actor = await requirePageActor("/my-appointments");
  const [t, ts] = await Promise.all([getTranslations("MyAppointments"), getTranslations("Series")]);
  // Doctors and admins manage appointments in their own areas.
  if (actor.role === "doctor") redirect("/doctor/appointments");
  if (actor.role === "admin") redirect("/admin/appointments");
  if (actor.role === "receptionist") redirect("/desk");

  // Their own visits and their dependents' (issue 26: families), in start order.
  const dependents = actor.role === "patient" ? await listDependents(actor) : [];
  const [lists, waitlist] = await Promise.all([
    Promise.all([actor.id, ...dependents.map((d) => d._id)].map((id) => listPatientAppointments(actor, id))),
    actor.role === "patient" ? listMyWaitlist(actor) : Promise.resolve([]),
  ]);
  const items = lists.flatMap((l) => l.items).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a._id.localeCompare(b._id));
  const tz = clinicTimeZone();
  const zone = (startsAt: string) => timeZoneLabel(tz, new Date(startsAt));
  // Started visits can no longer be cancelled online: their cards say so instead of offering Cancel.
  const now = new Date();
  const started = (startsAt: string) => hasStarted(new Date(startsAt), now);
  const upcoming = items.filter((a) => isOpenStatus(a.status));
  // Issue 48: a series is one entry, where its first listed visit is; one still going is listed
  // under Upcoming only. Each series is read whole (its dates may be more than the list shows).
  const going = new Set(upcoming.map((a) => a.seriesId).filter((id) => id != null));
  // Most recent first for the history.
  const past = items.filter((a) => !isOpenStatus(a.status) && !(a.seriesId && going.has(a.seriesId))).reverse();
  const seriesIds = [...new Set(items.map((a) => a.seriesId).filter((id) => id != null))];
  const series = new Map(await Promise.all(seriesIds.map(async (id) => [id, await getSeries(actor, id)] as const)));
  const seriesCard = (id: string) => {
    const s = series.get(id)!;
    const counts = seriesCounts(s.appointments);
    const visits = s.appointments.map((v) => ({ _id: v._id, date: v.date, time: v.time, status: v.status, zone: zone(v.startsAt) }));
    const first = s.appointments[0];
    return (
      <SeriesGroupCard
        seriesId={id}
        title={ts("groupTitle", { type: s.series.visitType.name, count: counts.count, every: s.series.every, done: counts.done })}
        doctor={{ name: first.doctor.name, image: first.doctor.image }}
        forPatient={first.guardian ? first.user.name : null}
        visits={visits}
        next={visits.find((v) => isOpenStatus(v.status)) ?? null}
      />
    );
  };
  const entry = (listed: ReturnType<typeof groupSeries<AppointmentDTO>>[number], card: (a: AppointmentDTO) => React.ReactNode) =>
    listed.kind === "series" ? <li key={listed.seriesId}>{seriesCard(listed.seriesId)}</li> : <li key={listed.visit._id}>{card(listed.visit)}</li>;

  return (
    <div className="space-y-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </div>
        <Button asChild>
          <Link href="/doctors">
            <CalendarPlus aria-hidden /> {t("bookNew")}
          </Link>
        </Button>
      </header>

      {/* Issue 27: shown only to a patient with waitlist entries (or a time held for them). */}
      {waitlist.length > 0 ? <MyWaitlist entries={waitlist} selfId={actor.id} /> : null}

      <section aria-labelledby="upcoming-title" className="space-y-4">
        <h2 id="upcoming-title" className="text-xl font-semibold">
          {t("upcoming")} <span className="text-base font-normal text-muted-foreground">({upcoming.length})</span>
        </h2>
        {upcoming.length === 0 ? (
          <div className="rounded-xl border border-dashed p-8 text-center">
            <p className="font-medium">{t("noUpcoming")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("noUpcomingHint")}</p>
            <Button asChild variant="outline" className="mt-4">
              <Link href="/doctors">{t("findDoctor")}</Link>
            </Button>
          </div>
        ) : (
          // The cards' Cancel buttons are client components: their messages, once for the list.
          <ClientMessages namespaces={["PatientCancel", "CancelReason"]}>
            <ul className="space-y-3">
              {groupSeries(upcoming, (a) => a.seriesId ?? null).map((listed) =>
                entry(listed, (a) => <PatientAppointmentCard appointment={a} zoneLabel={zone(a.startsAt)} started={started(a.startsAt)} />),
              )}
            </ul>
          </ClientMessages>
        )}
      </section>

      <section aria-labelledby="past-title" className="space-y-4">
        <h2 id="past-title" className="text-xl font-semibold">
          {t("past")} <span className="text-base font-normal text-muted-foreground">({past.length})</span>
        </h2>
        {past.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t("noPast")}
          </p>
        ) : (
          <ul className="space-y-3">
            {groupSeries(past, (a) => a.seriesId ?? null).map((listed) => entry(listed, (a) => <PatientAppointmentCard appointment={a} zoneLabel={zone(a.startsAt)} />))}
          </ul>
        )}
      </section>
    </div>
  );
}
