import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DoctorsListing } from "@/components/doctors/doctors-listing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorsListing");
  return { title: t("browseTitle"), description: t("browseDescription"), alternates: { canonical: "/doctors" } };
}

type SearchParams = Promise<{ q?: string | string[]; cursor?: string | string[] }>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function DoctorsPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  return <DoctorsListing requested={null} q={one(sp.q).trim().slice(0, 100)} cursor={one(sp.cursor) || null} />;
}
