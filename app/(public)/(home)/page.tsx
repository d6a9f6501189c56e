import { cache } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hero, HeroDoctors } from "@/components/home/hero";
import { SpecialityMenu } from "@/components/home/speciality-menu";
import { TopDoctors } from "@/components/home/top-doctors";
import { Banner } from "@/components/home/banner";
import { countDoctors, listDoctors, nextFreeSlots } from "@/lib/doctors/queries";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { currentActor } from "@/lib/auth/session";
import { activeVisitTypes, fromPrice } from "@/lib/visit-types/catalog";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Home");
  return { title: { absolute: t("metaTitle") }, description: t("metaDescription"), alternates: { canonical: "/" } };
}

const TOP_COUNT = 8;

/** The doctors the page shows, read once per request for the sections that stream in. */
const homeDoctors = cache(async () => {
  const now = new Date();
  const [page, total, types] = await Promise.all([listDoctors({ limit: 48 }, now), countDoctors(), activeVisitTypes()]);
  // Bookable doctors first, then the rest, in listing order.
  const top = [...page.items].sort((a, b) => Number(b.available) - Number(a.available)).slice(0, TOP_COUNT);
  const fromPrices = new Map(top.map((d) => [d._id, fromPrice(types, d._id, d.fees)]));
  return { top, total, fromPrices, nextSlots: await nextFreeSlots(top, now), today: clinicDateOf(now, clinicTimeZone()) };
});

async function HeroDoctorsSection() {
  const { top, total } = await homeDoctors();
  return <HeroDoctors doctorCount={total} portraits={top.slice(0, 3).map((d) => ({ src: d.image, name: d.name }))} />;
}

async function TopDoctorsSection() {
  const { top, nextSlots, today, fromPrices } = await homeDoctors();
  return <TopDoctors doctors={top} nextSlots={nextSlots} today={today} fromPrices={fromPrices} />;
}

async function BannerSection() {
  return <Banner signedIn={Boolean(await currentActor())} />;
}

// One piece of HTML, no Suspense boundary (issue 25): streamed parts stay hidden until a script
// swaps them in, and this page must read whole without scripts. It is served from the page
// cache, so waiting for the doctors costs no visitor anything.
export default function HomePage() {
  return (
    <div className="space-y-16">
      <Hero doctors={<HeroDoctorsSection />} />
      <SpecialityMenu />
      <TopDoctorsSection />
      <BannerSection />
    </div>
  );
}
