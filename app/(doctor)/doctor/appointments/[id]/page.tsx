import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { VisitAnswers } from "@/components/appointments/visit-answers";
import { BackLink } from "@/components/dashboard/back-link";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { getAppointment } from "@/lib/appointments";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { slotTimeLabel } from "@/lib/desk/labels";
import { formatDate, weekdayLong } from "@/lib/i18n/format";
import { timeRange } from "@/lib/visit-types/labels";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { foundOrNotFound } from "@/lib/http/page-not-found";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("IntakeQuestions");
  return { title: t("pageTitle") };
}

/**
 * One of the doctor's visits with the answers the patient gave before it (issue 47): each
 * question as it was asked, and its answer. Another doctor's visit is not found.
 */
export default async function DoctorVisitPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageIdOrNotFound((await params).id);
  const { actor } = await requireDoctor(`/doctor/appointments/${id}`);
  const [t, tCard, locale] = await Promise.all([getTranslations("IntakeQuestions"), getTranslations("AppointmentCard"), getLocale()]);
  // Not theirs or not there: the same answer, so ids cannot be probed.
  const hidden = ["not_found", "forbidden"] as const;
  const a = await foundOrNotFound(getAppointment(actor, id), hidden);
  const answers = await foundOrNotFound(appointmentAnswers(actor, id), hidden);
  return (
    <>
      <BackLink href="/doctor/appointments">{t("backToList")}</BackLink>
      <section aria-labelledby="visit-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="visit-title" className="text-2xl font-bold tracking-tight">
              {a.user.name}
            </h1>
            <p className="text-sm text-muted-foreground">
              {weekdayLong(a.date, locale as Locale)}, {formatDate(a.date, locale as Locale)},{" "}
              <bdi dir="ltr">{timeRange(slotTimeLabel(a.time, locale as Locale), slotTimeLabel(a.endTime, locale as Locale))}</bdi> · {a.visitType.name}
            </p>
          </div>
          <StatusBadge status={a.status} />
        </div>
        {a.reason ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{tCard("reasonLabel")} </span>
            {a.reason}
          </p>
        ) : null}
        {answers.length > 0 ? <VisitAnswers answers={answers} /> : <p className="text-sm text-muted-foreground">{t("noQuestions")}</p>}
      </section>
    </>
  );
}
