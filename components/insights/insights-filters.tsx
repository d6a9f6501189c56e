// The admin's insights controls (issue 28): the range presets as links (they keep the filters),
// and a plain GET form for a custom range and the filters (doctor, speciality, visit type), so
// every choice is a URL that works before any script and can be shared.
import { DoctorSelect, SpecialitySelect } from "@/components/forms/filter-selects";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RANGE_PRESETS, rangePresetLabel, type RangePreset } from "@/lib/insights/range";

export type InsightsFilterValues = { preset: RangePreset; from: string; to: string; doctorId?: string; speciality?: string; visitTypeId?: string };

const field = "h-9 rounded-md border border-input bg-background px-2 text-sm";

/** The filters as query parameters (the API's names), without the range. */
export function filterParams(v: InsightsFilterValues): URLSearchParams {
  const p = new URLSearchParams();
  if (v.doctorId) p.set("doctorId", v.doctorId);
  if (v.speciality) p.set("speciality", v.speciality);
  if (v.visitTypeId) p.set("visitTypeId", v.visitTypeId);
  return p;
}

type Choices = { doctors: { id: string; name: string }[]; moreDoctors: boolean; visitTypes: { id: string; name: string }[] };

/**
 * On `path` (/admin/insights, /doctor/insights). The admin's page passes `choices` (the filters)
 * and gets "Download CSV"; a doctor's has the range alone (their figures are their own).
 */
export async function InsightsFilters({ path, values, choices }: { path: string; values: InsightsFilterValues; choices?: Choices }) {
  const [t, specialities, locale] = await Promise.all([getTranslations("InsightsFilters"), getTranslations("SpecialityNames"), getLocale()]);
  const presetHref = (id: string) => {
    const p = filterParams(values);
    p.set("range", id);
    return `${path}?${p}`;
  };
  const csv = filterParams(values);
  csv.set("from", values.from);
  csv.set("to", values.to);
  return (
    <div className="grid gap-3">
      <nav aria-label={t("range")} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <Button key={p.id} asChild size="sm" variant={values.preset === p.id ? "secondary" : "outline"}>
            <Link href={presetHref(p.id)} aria-current={values.preset === p.id ? "true" : undefined}>
              {rangePresetLabel(p, locale)}
            </Link>
          </Button>
        ))}
        {choices ? (
          <Button asChild size="sm" variant="outline" className="sm:ms-auto">
            {/* A download, not a page: the browser saves the streamed file. */}
            <a href={`/admin/insights/export?${csv}`} download>
              <Download aria-hidden /> {t("downloadCsv")}
            </a>
          </Button>
        ) : null}
      </nav>
      {/* Keyed by the values shown: links move on the client, and default values would keep the last ones. */}
      <form key={JSON.stringify(values)} method="get" action={path} className="flex flex-wrap items-end gap-2" aria-label={choices ? t("customRangeAndFilters") : t("customRange")}>
        <input type="hidden" name="range" value="custom" />
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="insights-from">{t("from")}</label>
          <input id="insights-from" type="date" name="from" required defaultValue={values.from} className={field} />
        </div>
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="insights-to">{t("to")}</label>
          <input id="insights-to" type="date" name="to" required defaultValue={values.to} className={field} />
        </div>
        {choices ? (
          <>
          <SpecialitySelect id="insights-speciality" name="speciality" label={t("speciality")} allLabel={t("allSpecialities")} value={values.speciality ?? ""} names={specialities} />
          <DoctorSelect
            id="insights-doctor"
            name="doctorId"
            label={t("doctor")}
            allLabel={t("allDoctors")}
            value={values.doctorId ?? ""}
            doctors={choices.doctors}
            describedBy={choices.moreDoctors ? "insights-doctor-more" : undefined}
            note={
              choices.moreDoctors ? (
                <span id="insights-doctor-more" className="text-xs font-normal text-muted-foreground">
                  {t("moreDoctors", { n: String(choices.doctors.length) })}
                </span>
              ) : null
            }
          />
          <div className="grid gap-1 text-sm font-medium">
            <label htmlFor="insights-type">{t("visitType")}</label>
            <select id="insights-type" name="visitTypeId" defaultValue={values.visitTypeId ?? ""} className={`${field} max-w-[14rem]`}>
              <option value="">{t("allVisitTypes")}</option>
              {choices.visitTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          </>
        ) : null}
        <Button type="submit" size="sm">
          {t("show")}
        </Button>
      </form>
    </div>
  );
}
