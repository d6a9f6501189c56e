import { DoctorSelect } from "@/components/forms/filter-selects";
import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Hourglass, UserPlus } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LeaveWaitlistButton } from "@/components/waitlist/leave-button";
import { WishText } from "@/components/waitlist/my-waitlist";
import { requirePageActor } from "@/lib/auth/session";
import { listDoctorWaitlist } from "@/lib/waitlist/entries";
import { listDoctors } from "@/lib/doctors/queries";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, displaySlotTime } from "@/lib/clinic-time";
import { formatDate, spokenDate } from "@/lib/i18n/format";
import { slotTimeLabel } from "@/lib/desk/labels";
import type { WaitlistEntryDTO } from "@/lib/waitlist/waitlist-schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DeskWaitlist");
  return { title: t("title") };
}

/**
 * Each doctor's waitlist in order (issue 27), for the front desk and admins: who waits, for what
 * days and times, a time held for them now, and Remove. "Add a patient" names a doctor and goes
 * on to that doctor's join page, where the desk finds the patient.
 */
export default async function DeskWaitlistPage() {
  const actor = await requirePageActor("/desk/waitlist", "receptionist", "admin");
  const [t, locale] = await Promise.all([getTranslations("DeskWaitlist"), getLocale()]);
  const [entries, doctors] = await Promise.all([listDoctorWaitlist(actor), listDoctors({ limit: 100 })]);
  const tz = clinicTimeZone();
  const byDoctor = new Map<string, WaitlistEntryDTO[]>();
  for (const e of entries) byDoctor.set(e.doctor._id, [...(byDoctor.get(e.doctor._id) ?? []), e]);

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { count: entries.length })} />
      <form method="get" action="/desk/waitlist/add" className="flex flex-wrap items-end gap-2">
        <DoctorSelect id="waitlist-doctor" name="doctor" label={t("addTo")} className="max-w-[18rem]" doctors={doctors.items.map((d) => ({ id: d._id, name: d.name }))} />
        <Button type="submit" size="sm">
          <UserPlus aria-hidden /> {t("addPatient")}
        </Button>
      </form>
      {entries.length === 0 ? (
        <EmptyState icon={Hourglass} title={t("emptyTitle")}>
          {t("emptyText")}
        </EmptyState>
      ) : (
        // Each Remove button brings its own client messages (components/waitlist/leave-button.tsx).
        <>
          {[...byDoctor.values()].map((list) => (
            <section key={list[0].doctor._id} aria-labelledby={`wl-${list[0].doctor._id}`} className="space-y-3 rounded-xl border bg-card p-4 shadow-sm" data-doctor-id={list[0].doctor._id}>
              <h2 id={`wl-${list[0].doctor._id}`} className="font-semibold">
                {list[0].doctor.name} <span className="font-normal text-muted-foreground">· {t("doctorCount", { count: list.length })}</span>
              </h2>
              <ol aria-label={t("listLabel", { doctor: list[0].doctor.name })} className="grid gap-2">
                {list.map((e) => (
                  <li key={e._id} data-waitlist-entry={e._id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                    <div className="min-w-0 space-y-0.5">
                      <p className="font-medium">
                        <span className="me-2 text-muted-foreground tabular-nums">{e.position}.</span>
                        {e.patient.name}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        <bdi dir="ltr">
                          {formatDate(e.from, locale)} – {formatDate(e.to, locale)}
                        </bdi>{" "}
                        · <WishText entry={e} />
                        {e.visitType ? ` · ${e.visitType.name}` : ""} · {t("joined", { date: formatDate(clinicDateOf(new Date(e.createdAt), tz), locale) })}
                      </p>
                      {e.offer ? (
                        <p className="flex flex-wrap items-center gap-2">
                          <Badge variant="warning">
                            {t("held", {
                              date: spokenDate(e.offer.date, locale),
                              time: slotTimeLabel(e.offer.time, locale),
                              until: displaySlotTime(clinicMinutesOf(new Date(e.offer.expiresAt), tz), locale),
                            })}
                          </Badge>
                          {/* Only for a caller without a login (no email, no guardian with one) does the list carry the token: their answer, given on the phone. */}
                          {e.offer.token ? (
                            <Link href={`/waitlist/offers/${e.offer.token}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                              {t("answerFor", { name: e.patient.name })}
                            </Link>
                          ) : null}
                        </p>
                      ) : null}
                    </div>
                    <LeaveWaitlistButton entryId={e._id} doctorName={e.doctor.name} patientName={e.patient.name} staff />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </>
      )}
    </>
  );
}
