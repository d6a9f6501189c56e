import { getTranslations } from "next-intl/server";
import { SPECIALITY_KEYS } from "@/lib/clinic/speciality-names";
import { NavLink } from "@/components/layout/nav-link";
import { ArrowLeft, ArrowRight, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DoctorCard } from "@/components/doctors/doctor-card";
import { countDoctors, listDoctors, nextFreeSlots } from "@/lib/doctors/queries";
import { activeVisitTypes, fromPrice } from "@/lib/visit-types/catalog";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { SPECIALITIES, effectiveSpeciality, specialitySlug, type Speciality } from "@/lib/clinic/specialities";
import { cn } from "@/lib/utils";

export const DOCTORS_PER_PAGE = 24;

/** The listing's heading and title: "Cardiologist Specialists", or "Browse Doctors". */
export async function listingHeading(speciality: Speciality | null): Promise<string> {
  const [t, names] = await Promise.all([getTranslations("DoctorsListing"), getTranslations("SpecialityNames")]);
  return speciality ? t("specialityTitle", { speciality: names(SPECIALITY_KEYS[speciality]) }) : t("browseTitle");
}

function hrefFor(speciality: Speciality | null, params: { q?: string; cursor?: string }) {
  const base = speciality ? `/doctors/${specialitySlug(speciality)}` : "/doctors";
  const qs = new URLSearchParams();
  if (params.q) qs.set("q", params.q);
  if (params.cursor) qs.set("cursor", params.cursor);
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
}

type Props = {
  /** The speciality the route asked for (null for /doctors or an unknown slug). */
  requested: Speciality | null;
  /** The route segment when it named no known speciality, for the explanation. */
  unknownSlug?: string | null;
  q: string;
  cursor: string | null;
};

/**
 * The listing. For /doctors (and unknown slugs) everything above the results is
 * static and goes out in the first bytes; the results stream in behind a
 * placeholder. A speciality route first learns whether that speciality has
 * doctors (the heading depends on it).
 */
export function DoctorsListing(props: Props) {
  return props.requested ? <SpecialityListing {...props} /> : <Listing {...props} speciality={null} />;
}

async function SpecialityListing(props: Props) {
  return <Listing {...props} speciality={await effectiveSpeciality(props.requested, (speciality) => countDoctors({ speciality }))} />;
}

async function Listing({ requested, unknownSlug, q, cursor, speciality }: Props & { speciality: Speciality | null }) {
  const [t, names, blurbs, heading] = await Promise.all([
    getTranslations("DoctorsListing"),
    getTranslations("SpecialityNames"),
    getTranslations("SpecialityBlurbs"),
    listingHeading(speciality),
  ]);
  const action = speciality ? `/doctors/${specialitySlug(speciality)}` : "/doctors";

  let note: string | null = null;
  if (requested && !speciality) note = t("noneOfSpeciality", { speciality: names(SPECIALITY_KEYS[requested]) });
  else if (unknownSlug) note = t("unknownSpeciality");

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-muted-foreground">
          {note ??
            (speciality ? t("specialityIntro", { blurb: blurbs(SPECIALITY_KEYS[speciality]) }) : t("browseIntro"))}
        </p>
      </header>

      {/* A plain GET form: <LinkIntent /> takes its submit on the client once the page is interactive. */}
      <form action={action} method="get" data-nav="" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="doctor-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="doctor-search" name="q" type="search" defaultValue={q} placeholder={t("searchPlaceholder")} className="ps-9" autoComplete="off" />
        </div>
        <Button type="submit">{t("searchButton")}</Button>
      </form>

      <nav aria-label={t("specialitiesNav")}>
        <ul className="flex flex-wrap gap-2">
          {[null, ...SPECIALITIES].map((s) => {
            const active = s === speciality;
            return (
              <li key={s ?? "all"}>
                <NavLink
                  href={hrefFor(s, { q })}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                    active ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  {s ? names(SPECIALITY_KEYS[s]) : t("allSpecialities")}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* No Suspense boundary (issue 25): streamed results stay hidden until a script swaps them in. */}
      <Results speciality={speciality} q={q} cursor={cursor} />
    </div>
  );
}

async function Results({ speciality, q, cursor }: { speciality: Speciality | null; q: string; cursor: string | null }) {
  const now = new Date();
  const [page, total, types] = await Promise.all([
    listDoctors({ speciality, search: q, limit: DOCTORS_PER_PAGE, cursor }, now),
    countDoctors({ speciality, search: q }),
    activeVisitTypes(),
  ]);
  const [nextSlots, t] = await Promise.all([nextFreeSlots(page.items, now), getTranslations("DoctorsListing")]);
  const today = clinicDateOf(now, clinicTimeZone());
  const count = { n: total, count: String(total) };
  const term = (chunks: React.ReactNode) => <span className="font-medium text-foreground">{chunks}</span>;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground" role="status">
        <span>{q ? t.rich("doctorCountMatching", { ...count, q, term }) : t("doctorCount", count)}</span>
        {q ? (
          <NavLink href={hrefFor(speciality, {})} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <X className="size-4" aria-hidden /> {t("clearSearch")}
          </NavLink>
        ) : null}
      </div>

      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">{cursor ? t("noMoreDoctors") : q ? t("noMatch", { q }) : t("noDoctorsYet")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("tryAnother")}</p>
          <Button asChild variant="outline" className="mt-4">
            <NavLink href="/doctors">{t("seeAllDoctors")}</NavLink>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {page.items.map((d, i) => (
            <li key={d._id} className="flex">
              <DoctorCard
                doctor={d}
                nextSlot={nextSlots.get(d._id) ?? null}
                today={today}
                eager={i < 4}
                headingLevel={2}
                fromPrice={fromPrice(types, d._id, d.fees)}
              />
            </li>
          ))}
        </ul>
      )}

      {cursor || page.nextCursor ? (
        <nav aria-label={t("pagesNav")} className="flex items-center justify-between gap-2">
          {cursor ? (
            <Button asChild variant="outline">
              <NavLink href={hrefFor(speciality, { q })}>
                <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t("firstPage")}
              </NavLink>
            </Button>
          ) : (
            <span />
          )}
          {page.nextCursor ? (
            <Button asChild variant="outline">
              <NavLink href={hrefFor(speciality, { q, cursor: page.nextCursor })}>
                {t("nextPage")} <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </NavLink>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
