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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("MyAppointments");
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false } };
}

export default async function MyAppointmentsPage() {
  const actor = await requirePageActor("/my-appointments");
  const t = await getTranslations("MyAppointments");
  // Doctors and admins manage appointments in their own areas.
  if (actor.role === "doctor") redirect("/doctor/appointments");
  if (actor.role === "admin") redirect("/admin/appointments");
  if (actor.role === "receptionist") redirect("/desk");

  // Their own visits and their dependents' (issue 26: families), in start order.
  const family = actor.role === "patient" ? await listDependents(actor) : [];
  const [lists, waitlist] = await Promise.all([
    Promise.all([actor.id, ...family.map((d) => d._id)].map((id) => listPatientAppointments(actor, id))),
    actor.role === "patient" ? listMyWaitlist(actor) : Promise.resolve([]),
  ]);
  const items = lists.flatMap((l) => l.items).sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a._id.localeCompare(b._id));
  const tz = clinicTimeZone();
  const zone = (startsAt: string) => timeZoneLabel(tz, new Date(startsAt));
  // Started visits can no longer be cancelled online: their cards say so instead of offering Cancel.
  const now = new Date();
  const started = (startsAt: string) => hasStarted(new Date(startsAt), now);
  const upcoming = items.filter((a) => isOpenStatus(a.status));
  // Most recent first for the history.
  const past = items.filter((a) => !isOpenStatus(a.status)).reverse();

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
              {upcoming.map((a) => (
                <li key={a._id}>
                  <PatientAppointmentCard appointment={a} zoneLabel={zone(a.startsAt)} started={started(a.startsAt)} />
                </li>
              ))}
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
            {past.map((a) => (
              <li key={a._id}>
                <PatientAppointmentCard appointment={a} zoneLabel={zone(a.startsAt)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
