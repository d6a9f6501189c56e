import type { Metadata } from "next";
import { DoctorsListing, listingHeading } from "@/components/doctors/doctors-listing";
import { SPECIALITY_BLURBS } from "@/components/doctors/speciality-icon";
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
  const speciality = await effectiveSpeciality(safeSlug(slug), (s) => countDoctors({ speciality: s }));
  if (!speciality) {
    return { title: "Browse Doctors", description: "Browse trusted doctors and book an appointment online.", alternates: { canonical: "/doctors" } };
  }
  return {
    title: listingHeading(speciality),
    description: `Book an appointment with a ${speciality.toLowerCase()} (${SPECIALITY_BLURBS[speciality].toLowerCase()}). See every doctor's next free slot and book online.`,
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
