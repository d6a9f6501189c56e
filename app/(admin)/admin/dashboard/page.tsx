import Link from "next/link";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowRight, CalendarDays, CalendarX2, Hourglass, Stethoscope, UserX, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { EmptyState } from "@/components/dashboard/empty-state";
import { RecentAppointments } from "@/components/admin/recent-appointments";
import { requirePageActor } from "@/lib/auth/session";
import { adminDashboard } from "@/lib/appointments/dashboards";
import { formatRate } from "@/lib/i18n/format";
import { LAST_30_DAYS, refillsSince } from "@/lib/waitlist/offers";
import { waitingInAll } from "@/lib/waitlist/entries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminDashboard");
  return { title: t("title") };
}

export default async function AdminDashboardPage() {
  await requirePageActor("/admin/dashboard", "admin");
  const [data, refills, waiting] = await Promise.all([adminDashboard(), refillsSince(LAST_30_DAYS()), waitingInAll()]);
  const [t, locale] = await Promise.all([getTranslations("AdminDashboard"), getLocale()]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <StatGrid columns={4}>
        <StatCard label={t("totalDoctors")} value={data.totalDoctors} icon={Stethoscope} tone="blue" />
        <StatCard label={t("totalAppointments")} value={data.totalAppointments} icon={CalendarDays} tone="green" />
        <StatCard label={t("totalPatients")} value={data.totalUsers} icon={Users} tone="violet" />
        <StatCard label={t("noShows")} value={data.noShowCount} icon={UserX} tone="amber" hint={t("noShowRate", { rate: formatRate(data.noShowRate, locale) })} />
      </StatGrid>
      {/* Issue 27: once the waitlist has refilled a visit (until then, and with the demo data, SPEC's figures alone). */}
      {refills > 0 ? (
        <StatGrid columns={4}>
          <StatCard label={t("refilled")} value={refills} icon={Hourglass} tone="green" hint={t("refilledHint", { waiting: String(waiting) })} />
        </StatGrid>
      ) : null}
      <Card className="gap-4">
        <CardHeader className="grid-cols-[1fr_auto] items-center">
          <CardTitle>
            <h2>{t("recentAppointments")}</h2>
          </CardTitle>
          <Button asChild variant="ghost" size="sm" className="col-start-2 row-start-1">
            <Link href="/admin/appointments">
              {t("viewAll")}
              <span className="sr-only"> {t("viewAllAppointments")}</span> <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.recentAppointments.length === 0 ? (
            <EmptyState icon={CalendarX2} title={t("emptyTitle")}>
              {t("emptyText")}
            </EmptyState>
          ) : (
            <RecentAppointments appointments={data.recentAppointments} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
