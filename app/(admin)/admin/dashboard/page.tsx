import Link from "next/link";
import type { Metadata } from "next";
import { ArrowRight, CalendarDays, CalendarX2, Hourglass, Stethoscope, UserX, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { EmptyState } from "@/components/dashboard/empty-state";
import { RecentAppointments } from "@/components/admin/recent-appointments";
import { requirePageActor } from "@/lib/auth/session";
import { adminDashboard } from "@/lib/appointments/dashboards";
import { formatRate } from "@/lib/format";
import { LAST_30_DAYS, refillsSince } from "@/lib/waitlist/offers";
import { waitingInAll } from "@/lib/waitlist/entries";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage() {
  await requirePageActor("/admin/dashboard", "admin");
  const [data, refills, waiting] = await Promise.all([adminDashboard(), refillsSince(LAST_30_DAYS()), waitingInAll()]);
  return (
    <>
      <PageHeader title="Dashboard" description="The clinic at a glance." />
      <StatGrid columns={4}>
        <StatCard label="Total Doctors" value={data.totalDoctors} icon={Stethoscope} tone="blue" />
        <StatCard label="Total Appointments" value={data.totalAppointments} icon={CalendarDays} tone="green" />
        <StatCard label="Total Patients" value={data.totalUsers} icon={Users} tone="violet" />
        <StatCard label="No-shows" value={data.noShowCount} icon={UserX} tone="amber" hint={`${formatRate(data.noShowRate)} no-show rate`} />
      </StatGrid>
      {/* Issue 27: once the waitlist has refilled a visit (until then, and with the demo data, SPEC's figures alone). */}
      {refills > 0 ? (
        <StatGrid columns={4}>
          <StatCard label="Refilled from the waitlist" value={refills} icon={Hourglass} tone="green" hint={`Last 30 days · ${waiting} waiting now`} />
        </StatGrid>
      ) : null}
      <Card className="gap-4">
        <CardHeader className="grid-cols-[1fr_auto] items-center">
          <CardTitle>
            <h2>Recent Appointments</h2>
          </CardTitle>
          <Button asChild variant="ghost" size="sm" className="col-start-2 row-start-1">
            <Link href="/admin/appointments">
              View all<span className="sr-only"> appointments</span> <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.recentAppointments.length === 0 ? (
            <EmptyState icon={CalendarX2} title="No appointments yet">
              Appointments show here as soon as patients book them.
            </EmptyState>
          ) : (
            <RecentAppointments appointments={data.recentAppointments} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
