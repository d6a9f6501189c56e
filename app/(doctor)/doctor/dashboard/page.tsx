import { Suspense } from "react";
import { answerCounts } from "@/lib/appointments/answers";
import Link from "next/link";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowRight, CalendarCheck, CalendarDays, CalendarOff, DollarSign, Hourglass, UserX, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { EmptyState } from "@/components/dashboard/empty-state";
import { formatMoney, formatRate, intlLocale } from "@/lib/i18n/format";
import { TodaysSchedule } from "@/components/doctor/todays-schedule";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { doctorDashboard } from "@/lib/appointments/dashboards";
import { isOpenStatus } from "@/lib/appointments/status";
import { waitingCount } from "@/lib/waitlist/entries";
import { DoctorInsightsPanel, DoctorInsightsPanelPlaceholder, recentFiguresRead } from "@/components/insights/doctor-panel";
import { clinicTimeZone } from "@/lib/clinic-time";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorDashboard");
  return { title: t("title") };
}

export default async function DoctorDashboardPage() {
  const { actor, doctor } = await requireDoctor("/doctor/dashboard");
  if (!doctor) return <MissingDoctorProfile />;
  // Issue 43: the 90-day panel's read starts now, beside SPEC's reads, not once they are done.
  const recent = recentFiguresRead(actor);
  const [data, waiting, t, locale] = await Promise.all([
    doctorDashboard(doctor._id),
    waitingCount(doctor._id),
    getTranslations("DoctorDashboard"),
    getLocale() as Promise<Locale>,
  ]);
  // English keeps its en-GB date ("Friday 27 November 2026"); the others their own order and words.
  const written = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
    timeZone: clinicTimeZone(),
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
  const today = written.charAt(0).toLocaleUpperCase(intlLocale(locale)) + written.slice(1);
  const open = data.todaysSchedule.filter((a) => isOpenStatus(a.status)).length;
  return (
    <>
      <PageHeader title={t("title")} description={today} />
      <StatGrid>
        <StatCard label={t("totalAppointments")} value={data.appointmentsCount} icon={CalendarDays} tone="blue" />
        <StatCard label={t("todaysAppointments")} value={data.todayAppointmentsCount} icon={CalendarCheck} tone="amber" />
        <StatCard label={t("totalPatients")} value={data.patientsCount} icon={Users} tone="violet" />
        <StatCard
          label={t("earnings")}
          value={formatMoney(data.earnings, locale)}
          icon={DollarSign}
          tone="green"
          hint={t("earningsHint")}
        />
        <StatCard
          label={t("noShows")}
          value={data.noShowCount}
          icon={UserX}
          tone="amber"
          hint={t("noShowRate", { rate: formatRate(data.noShowRate, locale) })}
        />
        {/* Issue 27: shown while patients wait for this doctor. */}
        {waiting > 0 ? <StatCard label={t("onWaitlist")} value={waiting} icon={Hourglass} tone="violet" hint={t("waitlistHint")} /> : null}
      </StatGrid>
      <Card className="gap-4">
        <CardHeader className="grid-cols-[1fr_auto] items-center">
          <div>
            <CardTitle>
              <h2>{t("todaysSchedule")}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {data.todaysSchedule.length === 0
                ? t("nothingBookedToday")
                : open === 0
                  ? t("allDoneToday")
                  : t("stillToSee", { count: open })}
            </p>
          </div>
          <Button asChild variant="ghost" size="sm" className="col-start-2 row-start-1">
            <Link href="/doctor/appointments">
              {t.rich("viewAllAppointments", {
                sr: (chunks) => <span className="sr-only">{chunks}</span>,
              })}{" "}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.todaysSchedule.length === 0 ? (
            <EmptyState icon={CalendarOff} title={t("noAppointmentsToday")}>
              {t("newBookingsShowHere")}
            </EmptyState>
          ) : (
            <TodaysSchedule appointments={data.todaysSchedule} answerCounts={await answerCounts(data.todaysSchedule.map((a) => a._id))} />
          )}
        </CardContent>
      </Card>
      {/* Issue 28: the last 90 days, streamed under SPEC's figures and schedule. */}
      <Suspense fallback={<DoctorInsightsPanelPlaceholder />}>
        <DoctorInsightsPanel figures={recent} />
      </Suspense>
    </>
  );
}
