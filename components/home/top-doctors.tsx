import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Button } from "@/components/ui/button";
import { DoctorCard, type NextSlot } from "@/components/doctors/doctor-card";
import type { PublicDoctorDTO } from "@/lib/doctors/serialize";
import { CenteredSection } from "@/components/home/centered-section";

/** 'Top Doctors to Book': a few cards, each to /appointment/{id}. */
export async function TopDoctors({
  doctors,
  nextSlots,
  today,
  fromPrices,
}: {
  doctors: PublicDoctorDTO[];
  nextSlots: Map<string, NextSlot>;
  today: string;
  /** "from $X" of the doctors whose visit types cost differently. */
  fromPrices?: Map<string, number | null>;
}) {
  const t = await getTranslations("Home");
  return (
    <CenteredSection id="top-doctors-title" title={t("topTitle")} intro={t("topText")}>
      {doctors.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("topEmpty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {doctors.map((d) => (
            <li key={d._id} className="flex">
              <DoctorCard doctor={d} nextSlot={nextSlots.get(d._id) ?? null} today={today} fromPrice={fromPrices?.get(d._id)} />
            </li>
          ))}
        </ul>
      )}
      <div className="text-center">
        <Button asChild variant="outline" size="lg">
          <NavLink href="/doctors">{t("seeAllDoctors")}</NavLink>
        </Button>
      </div>
    </CenteredSection>
  );
}
