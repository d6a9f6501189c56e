import type { Metadata } from "next";
import { DoctorsListing } from "@/components/doctors/doctors-listing";

export const metadata: Metadata = {
  title: "Browse Doctors",
  description: "Browse trusted doctors across 8 specialities, see their next free slot and book an appointment online.",
  alternates: { canonical: "/doctors" },
};

type SearchParams = Promise<{ q?: string | string[]; cursor?: string | string[] }>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function DoctorsPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  return <DoctorsListing requested={null} q={one(sp.q).trim().slice(0, 100)} cursor={one(sp.cursor) || null} />;
}
