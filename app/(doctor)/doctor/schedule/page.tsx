import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "My Schedule" };

/** The doctor's weekly hours and time off: what patients can book. */
export default async function DoctorSchedulePage() {
  const { actor, doctor } = await requireDoctor("/doctor/schedule");
  if (!doctor) return <MissingDoctorProfile />;
  const now = new Date();
  const tz = clinicTimeZone();
  const [schedule, timeOff, feed] = await Promise.all([getSchedule(actor), listTimeOff(actor, undefined, now), calendarFeedUrl(actor)]);
  return (
    <>
      <PageHeader title="My Schedule" description="When patients can book you: your hours each week, and the time off you take." />
      <WeeklyHoursForm initial={schedule.weekly} timeZoneLabel={timeZoneLabel(tz, now)} />
      <TimeOffPanel items={timeOff} today={clinicDateOf(now, tz)} />
      <CalendarSubscription initial={feed} />
    </>
  );
}
