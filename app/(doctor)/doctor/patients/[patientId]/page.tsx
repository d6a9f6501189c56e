import Link from "next/link";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ArrowLeft, Mail, Phone, UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { patientHistoryWithDoctor } from "@/lib/appointments/dashboards";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { isOpenStatus } from "@/lib/appointments/status";
import type { Gender } from "@/lib/accounts/gender";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import type { Locale } from "@/lib/i18n/locales";
import { activeVisitTypes, typesOfDoctor } from "@/lib/visit-types/catalog";
import { ClientMessages } from "@/components/intl/client-messages";
import { DoctorSeriesButton } from "@/components/series/doctor-series-dialog";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PatientHistory");
  return { title: t("metaTitle") };
}

/** Each gender's message (lib/accounts/gender.ts names them in English). */
const GENDER_KEYS = {
  male: "genderMale",
  female: "genderFemale",
  "not specified": "genderNotSpecified",
} as const satisfies Record<Gender, string>;

export default async function PatientHistoryPage({ params }: { params: Promise<{ patientId: string }> }) {
  const patientId = pageIdOrNotFound((await params).patientId);
  const { actor, doctor } = await requireDoctor(`/doctor/patients/${patientId}`);
  if (!doctor) return <MissingDoctorProfile />;
  // Only patients with history with this doctor: anyone else is not found.
  const history = await patientHistoryWithDoctor(actor, doctor._id, patientId);
  if (history.length === 0) notFound();

  const [t, locale] = await Promise.all([getTranslations("PatientHistory"), getLocale() as Promise<Locale>]);
  const patient = history[0].user;
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const completed = history.filter((a) => a.status === "completed");
  const lastVisit = completed.length ? completed[0].date : null;
  const paid = completed.reduce((sum, a) => sum + a.amount, 0);
  const upcoming = history.filter((a) => isOpenStatus(a.status) && a.date >= today).length;
  // Issue 48: the doctor books a series for their own patient, of a type of theirs that allows it.
  const seriesTypes = typesOfDoctor(await activeVisitTypes(), doctor._id)
    .filter((v) => v.seriesAllowed)
    .map((v) => ({ id: v.id, name: v.name, durationMinutes: v.durationMinutes, seriesMaxCount: v.seriesMaxCount }));

  return (
    <>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link href="/doctor/patients">
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" /> {t("backToPatients")}
          </Link>
        </Button>
      </div>
      <Card className="gap-5 px-5 py-5 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar size="lg" className="size-20">
            <AvatarImage src={patient.image} alt="" />
            <AvatarFallback aria-hidden>
              <UserRound className="size-9 text-secondary-foreground/70" aria-hidden />
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight">{patient.name}</h1>
            <p className="text-sm text-muted-foreground">{t("historyWithYou")}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a
                href={`mailto:${patient.email}`}
                className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
              >
                <Mail className="size-4" aria-hidden />
                {patient.email}
              </a>
              {patient.phone ? (
                <a
                  href={`tel:${patient.phone.replace(/[^0-9+]/g, "")}`}
                  dir="ltr"
                  className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                >
                  <Phone className="size-4" aria-hidden />
                  {patient.phone}
                </a>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                  <Phone className="size-4" aria-hidden />
                  {t("noPhone")}
                </span>
              )}
            </div>
          </div>
          {seriesTypes.length > 0 ? (
            <ClientMessages namespaces={["Series"]}>
              <DoctorSeriesButton doctorId={doctor._id} patient={{ id: patientId, name: patient.name }} types={seriesTypes} today={today} />
            </ClientMessages>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            [t("age"), patient.age ?? t("notAvailable")],
            [t("gender"), t(GENDER_KEYS[patient.gender])],
            [t("visits"), t("visitCount", { count: completed.length })],
            [t("lastVisit"), lastVisit ? formatDate(lastVisit, locale) : "-"],
            [t("appointments"), history.length],
            [t("upcoming"), upcoming],
            [t("paid"), formatMoney(paid, locale)],
            [t("dateOfBirth"), patient.dob ? formatDate(patient.dob, locale) : "-"],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/70 px-3 py-2.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section aria-labelledby="history-heading" className="flex flex-col gap-4">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t("appointmentsHeading", { count: String(history.length) })}
        </h2>
        <AppointmentGrid
          appointments={history}
          today={today}
          label={t("appointmentsOf", { name: patient.name })}
          headingLevel="h3"
          showPatient={false}
        />
      </section>
    </>
  );
}
