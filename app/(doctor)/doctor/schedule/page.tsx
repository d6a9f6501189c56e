import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { TimeOffPanel } from "@/components/schedule/time-off-panel";
import { WeeklyHoursForm } from "@/components/schedule/weekly-hours-form";
import { CalendarSubscription } from "@/components/schedule/calendar-subscription";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { getSchedule } from "@/lib/schedule/hours";
import { listTimeOff } from "@/lib/appointments/time-off";
import { calendarFeedUrl } from "@/lib/appointments/calendar-feed";
import { clinicDateOf, clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorSchedule");
  return { title: t("title") };
}

/** The doctor's weekly hours and time off: what patients can book. */
export default async function DoctorSchedulePage() {
  const { actor, doctor } = await requireDoctor("/doctor/schedule");
  if (!doctor) return <MissingDoctorProfile />;
  const now = new Date();
  const tz = clinicTimeZone();
  const [schedule, timeOff, feed, t] = await Promise.all([
    getSchedule(actor),
    listTimeOff(actor, undefined, now),
    calendarFeedUrl(actor),
    getTranslations("DoctorSchedule"),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <WeeklyHoursForm initial={schedule.weekly} timeZoneLabel={timeZoneLabel(tz, now)} />
      <TimeOffPanel items={timeOff} today={clinicDateOf(now, tz)} />
      <CalendarSubscription initial={feed} />
    </>
  );
}
