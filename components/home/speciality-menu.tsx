import { getTranslations } from "next-intl/server";
import { SPECIALITY_KEYS } from "@/lib/clinic/speciality-names";
import { NavLink } from "@/components/layout/nav-link";
import { SPECIALITIES, specialitySlug } from "@/lib/clinic/specialities";
import { SPECIALITY_ICONS } from "@/components/doctors/speciality-icon";
import { CenteredSection } from "@/components/home/centered-section";

/** 'Find by Speciality': the 8 specialities, each to /doctors/{slug}. */
export async function SpecialityMenu() {
  const [t, names, blurbs] = await Promise.all([getTranslations("Home"), getTranslations("SpecialityNames"), getTranslations("SpecialityBlurbs")]);
  return (
    <CenteredSection id="speciality-title" title={t("specialityTitle")} intro={t("specialityText")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SPECIALITIES.map((s) => {
          const Icon = SPECIALITY_ICONS[s];
          return (
            <li key={s}>
              <NavLink
                href={`/doctors/${specialitySlug(s)}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
              >
                <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
                  <Icon className="size-7" aria-hidden />
                </span>
                <span className="font-semibold">{names(SPECIALITY_KEYS[s])}</span>
                <span className="hidden text-xs text-muted-foreground sm:block">{blurbs(SPECIALITY_KEYS[s])}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </CenteredSection>
  );
}
