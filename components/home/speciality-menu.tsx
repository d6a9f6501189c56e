import { NavLink } from "@/components/layout/nav-link";
import { SPECIALITIES, specialitySlug } from "@/lib/clinic/specialities";
import { SPECIALITY_BLURBS, SPECIALITY_ICONS } from "@/components/doctors/speciality-icon";

/** 'Find by Speciality': the 8 specialities, each to /doctors/{slug}. */
export function SpecialityMenu() {
  return (
    <section aria-labelledby="speciality-title" className="space-y-6">
      <div className="space-y-2 text-center">
        <h2 id="speciality-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Find by Speciality
        </h2>
        <p className="mx-auto max-w-xl text-muted-foreground">
          Choose what you need help with and see the doctors who can take care of you.
        </p>
      </div>
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
                <span className="font-semibold">{s}</span>
                <span className="hidden text-xs text-muted-foreground sm:block">{SPECIALITY_BLURBS[s]}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
