import type { Metadata } from "next";
import { serverTextTranslator } from "@/lib/i18n/message-catalogue";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { InsightsFigures } from "@/components/insights/insights-figures";
import { InsightsFilters, type InsightsFilterValues } from "@/components/insights/insights-filters";
import { requirePageActor } from "@/lib/auth/session";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";
import { fieldErrorsOf } from "@/lib/validation";
import { activeVisitTypes } from "@/lib/visit-types/catalog";
import { adminInsightsQuery, rangeDays } from "@/lib/insights/insights-schema";
import { DEFAULT_PRESET, presetRange, rangeFromQuery } from "@/lib/insights/range";
import { adminInsightsView, insightsDoctorChoices } from "@/lib/insights/view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminInsights");
  return { title: t("title") };
}

type Search = Promise<Record<"range" | "from" | "to" | "doctorId" | "speciality" | "visitTypeId", string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * The clinic's weeks in pictures (issue 28): a range (presets or custom) and filters in the URL,
 * every figure with its summary and table (components/insights/insights-figures.tsx), and the
 * range's appointments as a CSV. Definitions: docs/insights.md.
 */
export default async function AdminInsightsPage({ searchParams }: { searchParams: Search }) {
  const admin = await requirePageActor("/admin/insights", "admin");
  const sp = await searchParams;
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const range = rangeFromQuery({ range: one(sp.range), from: one(sp.from), to: one(sp.to) }, today);
  const asked = { from: range.from, to: range.to, doctorId: one(sp.doctorId), speciality: one(sp.speciality), visitTypeId: one(sp.visitTypeId) };
  // A range or filter the rules refuse is said, and the default range without filters is shown.
  const parsed = adminInsightsQuery.safeParse(asked);
  const problem = parsed.success ? null : Object.values(fieldErrorsOf(parsed.error))[0];
  const query = parsed.success ? parsed.data : presetRange(DEFAULT_PRESET, today);
  const values: InsightsFilterValues = parsed.success ? { preset: range.preset, ...parsed.data } : { preset: DEFAULT_PRESET, ...query };
  const [view, choices, types, t, locale] = await Promise.all([
    adminInsightsView(admin, query),
    insightsDoctorChoices(admin, values.speciality),
    activeVisitTypes(),
    getTranslations("AdminInsights"),
    getLocale(),
  ]);
  const days = rangeDays(query.from, query.to);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description", { from: formatDate(query.from, locale), to: formatDate(query.to, locale), count: days, n: String(days) })}
      />
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {t("problem", { problem: (await serverTextTranslator(locale))(problem) })}
        </p>
      ) : null}
      <InsightsFilters
        path="/admin/insights"
        values={values}
        choices={{ doctors: choices.doctors, moreDoctors: choices.more, visitTypes: types.map((t) => ({ id: t.id, name: t.name })) }}
      />
      <InsightsFigures view={view} />
    </>
  );
}
