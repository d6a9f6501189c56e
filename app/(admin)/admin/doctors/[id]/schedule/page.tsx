import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { TimeOffPanel } from "@/components/schedule/time-off-panel";
import { WeeklyHoursForm } from "@/components/schedule/weekly-hours-form";
import { BackLink } from "@/components/dashboard/back-link";
import { requirePageActor } from "@/lib/auth/session";
import { getDoctorForAdmin } from "@/lib/doctors/queries";
import { getSchedule } from "@/lib/schedule/hours";
import { listTimeOff } from "@/lib/appointments/time-off";
import { clinicDateOf, clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { foundOrNotFound } from "@/lib/http/page-not-found";
import { specialityName } from "@/lib/clinic/speciality-names";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminDoctorSchedule");
  return { title: t("metaTitle") };
}

/** An admin's view of a doctor's My Schedule: the same hours and time off, for that doctor. */
export default async function AdminDoctorSchedulePage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageIdOrNotFound((await params).id);
  const actor = await requirePageActor(`/admin/doctors/${id}/schedule`, "admin");
  const doctor = await foundOrNotFound(getDoctorForAdmin(actor, id));
  const now = new Date();
  const tz = clinicTimeZone();
  const [schedule, timeOff, t, specialities] = await Promise.all([getSchedule(actor, id), listTimeOff(actor, id, now), getTranslations("AdminDoctorSchedule"), getTranslations("SpecialityNames")]);
  return (
    <>
      <BackLink href="/admin/doctors">{t("back")}</BackLink>
      <PageHeader
        title={t("title", { name: doctor.name })}
        description={t("description", { speciality: specialityName(doctor.speciality, specialities), name: doctor.name })}
      />
      <WeeklyHoursForm doctorId={id} initial={schedule.weekly} timeZoneLabel={timeZoneLabel(tz, now)} />
      <TimeOffPanel doctorId={id} items={timeOff} today={clinicDateOf(now, tz)} />
    </>
  );
}
