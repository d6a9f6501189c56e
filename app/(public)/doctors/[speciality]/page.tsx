import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { SPECIALITY_KEYS } from "@/lib/clinic/speciality-names";
import { DoctorsListing, listingHeading } from "@/components/doctors/doctors-listing";
import { intlLocale } from "@/lib/i18n/format";
import { effectiveSpeciality, specialityFromSlug, specialitySlug } from "@/lib/clinic/specialities";
import { countDoctors } from "@/lib/doctors/queries";
import { parseUrlId } from "@/lib/http/url-id";

type Params = Promise<{ speciality: string }>;
type SearchParams = Promise<{ q?: string | string[]; cursor?: string | string[] }>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

function safeSlug(raw: string) {
  try {
    return specialityFromSlug(raw);
  } catch {
    return null; // a malformed %-escape names no speciality
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { speciality: slug } = await params;
  const [speciality, t, names, blurbs, locale] = await Promise.all([
    effectiveSpeciality(safeSlug(slug), (s) => countDoctors({ speciality: s })),
    getTranslations("DoctorsListing"),
    getTranslations("SpecialityNames"),
    getTranslations("SpecialityBlurbs"),
    getLocale(),
  ]);
  if (!speciality) {
    return { title: t("browseTitle"), description: t("unknownDescription"), alternates: { canonical: "/doctors" } };
  }
  // Mid-sentence, so lower case: "a cardiologist (heart and blood vessels)".
  const lower = (text: string) => text.toLocaleLowerCase(intlLocale(locale));
  return {
    title: await listingHeading(speciality),
    description: t("specialityDescription", { speciality: lower(names(SPECIALITY_KEYS[speciality])), blurb: lower(blurbs(SPECIALITY_KEYS[speciality])) }),
    alternates: { canonical: `/doctors/${specialitySlug(speciality)}` },
  };
}

export default async function SpecialityPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ speciality: slug }, sp] = await Promise.all([params, searchParams]);
  const requested = safeSlug(slug);
  return (
    <DoctorsListing
      requested={requested}
      unknownSlug={requested ? null : slug}
      q={one(sp.q).trim().slice(0, 100)}
      cursor={parseUrlId(one(sp.cursor))}
    />
  );
}
