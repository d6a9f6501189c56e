import type { Metadata } from "next";
import { Hero } from "@/components/home/hero";
import { SpecialityMenu } from "@/components/home/speciality-menu";
import { TopDoctors } from "@/components/home/top-doctors";
import { Banner } from "@/components/home/banner";
import { countDoctors, listDoctors, nextFreeSlots } from "@/lib/doctors";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { currentActor } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: { absolute: "CareSlot: book appointments with trusted doctors" },
  description:
    "Find a trusted doctor by speciality (general physicians, cardiologists, pediatricians and more) and book a half-hour appointment online in seconds.",
  alternates: { canonical: "/" },
};

const TOP_COUNT = 8;

export default async function HomePage() {
  const now = new Date();
  const [actor, page, total] = await Promise.all([currentActor(), listDoctors({ limit: 48 }, now), countDoctors()]);
  // Bookable doctors first, then the rest, in listing order.
  const top = [...page.items].sort((a, b) => Number(b.available) - Number(a.available)).slice(0, TOP_COUNT);
  const nextSlots = await nextFreeSlots(top, now);
  const today = clinicDateOf(now, clinicTimeZone());
  return (
    <div className="space-y-16">
      <Hero doctorCount={total} portraits={top.slice(0, 3).map((d) => ({ src: d.image, name: d.name }))} />
      <SpecialityMenu />
      <TopDoctors doctors={top} nextSlots={nextSlots} today={today} />
      <Banner signedIn={Boolean(actor)} />
    </div>
  );
}
