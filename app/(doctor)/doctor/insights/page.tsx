import type { Metadata } from "next";
import { serverTextTranslator } from "@/lib/i18n/message-catalogue";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { InsightsFigures } from "@/components/insights/insights-figures";
import { InsightsFilters } from "@/components/insights/insights-filters";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";
import { fieldErrorsOf } from "@/lib/validation";
import { doctorInsightsQuery, rangeDays } from "@/lib/insights/insights-schema";
import { presetRange, rangeFromQuery } from "@/lib/insights/range";
import { doctorInsightsView } from "@/lib/insights/view";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorInsights");
  return { title: t("metaTitle") };
}

type Search = Promise<Record<"range" | "from" | "to", string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * A doctor's own insights (issue 28): the admin's pictures for their visits, hours and time off
 * alone, for a range (the last 90 days unless chosen). Reached from the dashboard's panel.
 */
export default async function DoctorInsightsPage({ searchParams }: { searchParams: Search }) {
  const { actor, doctor } = await requireDoctor("/doctor/insights");
  if (!doctor) return <MissingDoctorProfile />;
  const sp = await searchParams;
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const range = rangeFromQuery(
    {
      range: one(sp.range) ?? (one(sp.from) ? undefined : "90"),
      from: one(sp.from),
      to: one(sp.to),
    },
    today,
  );
  const parsed = doctorInsightsQuery.safeParse({
    from: range.from,
    to: range.to,
  });
  const problem = parsed.success ? null : Object.values(fieldErrorsOf(parsed.error))[0];
  const query = parsed.success ? parsed.data : presetRange("90", today);
  const [view, t, locale] = await Promise.all([
    doctorInsightsView(actor, query),
    getTranslations("DoctorInsights"),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", {
          from: formatDate(query.from, locale),
          to: formatDate(query.to, locale),
          days: rangeDays(query.from, query.to),
        })}
      />
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {t("problemFallback", { problem: (await serverTextTranslator(locale))(problem) })}
        </p>
      ) : null}
      <InsightsFilters path="/doctor/insights" values={{ preset: parsed.success ? range.preset : "90", ...query }} />
      <InsightsFigures view={view} doctorView />
    </>
  );
}
