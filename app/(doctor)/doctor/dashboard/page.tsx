import { Suspense } from "react";
import Link from "next/link";
import type { Metadata } from "next";
import { ArrowRight, CalendarCheck, CalendarDays, CalendarOff, DollarSign, Hourglass, UserX, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { EmptyState } from "@/components/dashboard/empty-state";
import { formatMoney, formatRate } from "@/lib/format";
import { TodaysSchedule } from "@/components/doctor/todays-schedule";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { doctorDashboard } from "@/lib/appointments/dashboards";
import { isOpenStatus } from "@/lib/appointments/status";
import { waitingCount } from "@/lib/waitlist/entries";
import { DoctorInsightsPanel, DoctorInsightsPanelPlaceholder } from "@/components/insights/doctor-panel";
import { clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DoctorDashboardPage() {
  const { actor, doctor } = await requireDoctor("/doctor/dashboard");
  if (!doctor) return <MissingDoctorProfile />;
  const [data, waiting] = await Promise.all([doctorDashboard(doctor._id), waitingCount(doctor._id)]);
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: clinicTimeZone(), weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date());
  const open = data.todaysSchedule.filter((a) => isOpenStatus(a.status)).length;
  return (
    <>
      <PageHeader title="Dashboard" description={today} />
      <StatGrid>
        <StatCard label="Total Appointments" value={data.appointmentsCount} icon={CalendarDays} tone="blue" />
        <StatCard label="Today's Appointments" value={data.todayAppointmentsCount} icon={CalendarCheck} tone="amber" />
        <StatCard label="Total Patients" value={data.patientsCount} icon={Users} tone="violet" />
        <StatCard label="Earnings" value={formatMoney(data.earnings)} icon={DollarSign} tone="green" hint="Completed visits" />
        <StatCard label="No-shows" value={data.noShowCount} icon={UserX} tone="amber" hint={`${formatRate(data.noShowRate)} no-show rate`} />
        {/* Issue 27: shown while patients wait for this doctor. */}
        {waiting > 0 ? <StatCard label="On your waitlist" value={waiting} icon={Hourglass} tone="violet" hint="Offered freed times first" /> : null}
      </StatGrid>
      <Card className="gap-4">
        <CardHeader className="grid-cols-[1fr_auto] items-center">
          <div>
            <CardTitle>
              <h2>Today&apos;s Schedule</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {data.todaysSchedule.length === 0
                ? "Nothing booked for today."
                : open === 0
                  ? "All done for today."
                  : `${open} still to see`}
            </p>
          </div>
          <Button asChild variant="ghost" size="sm" className="col-start-2 row-start-1">
            <Link href="/doctor/appointments">
              View all<span className="sr-only"> appointments</span> <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.todaysSchedule.length === 0 ? (
            <EmptyState icon={CalendarOff} title="No appointments today">
              New bookings for today show up here.
            </EmptyState>
          ) : (
            <TodaysSchedule appointments={data.todaysSchedule} />
          )}
        </CardContent>
      </Card>
      {/* Issue 28: the last 90 days, streamed under SPEC's figures and schedule. */}
      <Suspense fallback={<DoctorInsightsPanelPlaceholder />}>
        <DoctorInsightsPanel actor={actor} />
      </Suspense>
    </>
  );
}
