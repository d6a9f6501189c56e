import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Users } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { formatDate } from "@/lib/i18n/format";
import { PatientCard } from "@/components/doctor/patient-card";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { ShowMore, shownLimit } from "@/components/dashboard/show-more";
import { doctorPatients } from "@/lib/appointments/dashboards";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorPatients");
  return { title: t("title") };
}

const PAGE = 24;
const MAX = 480;

export default async function DoctorPatientsPage({ searchParams }: { searchParams: Promise<{ limit?: string | string[] }> }) {
  const { doctor } = await requireDoctor("/doctor/patients");
  if (!doctor) return <MissingDoctorProfile />;
  const limit = shownLimit((await searchParams).limit, PAGE, MAX);
  // One more than shown tells whether there are more.
  const [rows, t, locale] = await Promise.all([
    doctorPatients(doctor._id, { limit: limit + 1 }),
    getTranslations("DoctorPatients"),
    getLocale() as Promise<Locale>,
  ]);
  const patients = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const tz = clinicTimeZone();
  return (
    <>
      <PageHeader
        title={t("title")}
        description={patients.length ? (hasMore ? t("descriptionMore") : t("descriptionCount", { count: patients.length })) : undefined}
      />
      {patients.length === 0 ? (
        <EmptyState icon={Users} title={t("emptyTitle")}>
          {t("emptyText")}
        </EmptyState>
      ) : (
        <ul aria-label={t("listLabel")} className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {patients.map((p) => (
            <li key={p.patient._id}>
              <PatientCard entry={p} lastVisit={p.lastVisit ? formatDate(clinicDateOf(new Date(p.lastVisit), tz), locale) : null} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore path="/doctor/patients" limit={limit} page={PAGE} max={MAX} hasMore={hasMore} hint={t("showMoreHint")} />
    </>
  );
}
