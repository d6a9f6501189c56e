import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarX2 } from "@/components/ui/icons";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { StatusFilter, filterCounts, parseStatusFilter, statusesOf } from "@/components/dashboard/status-filter";
import { PageLinks, pageCursor, pageStart } from "@/components/dashboard/show-more";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { parseUrlId } from "@/lib/http/url-id";
import { listDoctorAppointments } from "@/lib/appointments";
import { doctorAppointmentCounts } from "@/lib/appointments/dashboards";
import { answerCounts } from "@/lib/appointments/answers";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorAppointments");
  return { title: t("metaTitle") };
}

/** Appointments per page: one page at a time, "Next page" from the last one shown (keyset, any depth). */
const PAGE = 12;

export default async function DoctorAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<{
    status?: string | string[];
    cursor?: string | string[];
    from?: string | string[];
  }>;
}) {
  const { actor, doctor } = await requireDoctor("/doctor/appointments");
  if (!doctor) return <MissingDoctorProfile />;
  const sp = await searchParams;
  const filter = parseStatusFilter(sp.status);
  const cursor = pageCursor(sp.cursor, parseUrlId);
  const from = pageStart(sp.from, cursor);
  const [{ items, nextCursor }, byStatus, t] = await Promise.all([
    listDoctorAppointments(actor, doctor._id, {
      statuses: statusesOf(filter),
      limit: PAGE,
      cursor,
    }),
    doctorAppointmentCounts(doctor._id),
    getTranslations("DoctorAppointments"),
  ]);
  const counts = filterCounts(byStatus);
  const answered = await answerCounts(items.map((a) => a._id));
  const today = clinicDateOf(new Date(), clinicTimeZone());
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {counts.all > 0 ? (
        <StatusFilter
          current={filter}
          counts={counts}
          hrefOf={(v) => (v === "all" ? "/doctor/appointments" : `/doctor/appointments?status=${v}`)}
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon={CalendarX2} title={t("emptyTitle")}>
          {counts.all === 0 ? t("emptyNone") : cursor ? t("emptyPastEnd") : t("emptyStatus")}
        </EmptyState>
      ) : (
        <AppointmentGrid
          appointments={items}
          today={today}
          label={t("listLabel")}
          start={from + 1}
          answersOf={{ counts: answered, href: (id) => `/doctor/appointments/${id}` }}
        />
      )}
      <PageLinks
        path="/doctor/appointments"
        params={filter === "all" ? {} : { status: filter }}
        cursor={cursor}
        nextCursor={nextCursor}
        from={from}
        shown={items.length}
      />
    </>
  );
}
