import { NavLink } from "@/components/layout/nav-link";
import { ArrowLeft, ArrowRight, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DoctorCard } from "@/components/doctors/doctor-card";
import { SPECIALITY_BLURBS } from "@/components/doctors/speciality-icon";
import { countDoctors, listDoctors, nextFreeSlots } from "@/lib/doctors/queries";
import { activeVisitTypes, fromPrice } from "@/lib/visit-types/catalog";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { SPECIALITIES, effectiveSpeciality, specialitySlug, type Speciality } from "@/lib/clinic/specialities";
import { cn } from "@/lib/utils";

export const DOCTORS_PER_PAGE = 24;

export function listingHeading(speciality: Speciality | null): string {
  return speciality ? `${speciality} Specialists` : "Browse Doctors";
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

function Listing({ requested, unknownSlug, q, cursor, speciality }: Props & { speciality: Speciality | null }) {
  const action = speciality ? `/doctors/${specialitySlug(speciality)}` : "/doctors";

  let note: string | null = null;
  if (requested && !speciality) note = `We have no ${requested} doctors listed yet, so here are all our doctors.`;
  else if (unknownSlug) note = "We could not find that speciality, so here are all our doctors.";

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{listingHeading(speciality)}</h1>
        <p className="text-muted-foreground">
          {note ??
            (speciality
              ? `${SPECIALITY_BLURBS[speciality]}. Pick a doctor to see their free times and book.`
              : "Browse through our doctors and book the one that suits you.")}
        </p>
      </header>

      {/* A plain GET form: <LinkIntent /> takes its submit on the client once the page is interactive. */}
      <form action={action} method="get" data-nav="" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="doctor-search" className="sr-only">
          Search doctors by name
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="doctor-search" name="q" type="search" defaultValue={q} placeholder="Search by doctor name" className="pl-9" autoComplete="off" />
        </div>
        <Button type="submit">Search</Button>
      </form>

      <nav aria-label="Specialities">
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
                  {s ?? "All"}
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
  const nextSlots = await nextFreeSlots(page.items, now);
  const today = clinicDateOf(now, clinicTimeZone());

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground" role="status">
        <span>
          {total === 1 ? "1 doctor" : `${total} doctors`}
          {q ? (
            <>
              {" "}
              matching <span className="font-medium text-foreground">“{q}”</span>
            </>
          ) : null}
        </span>
        {q ? (
          <NavLink href={hrefFor(speciality, {})} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <X className="size-4" aria-hidden /> Clear search
          </NavLink>
        ) : null}
      </div>

      {page.items.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">{cursor ? "No more doctors to show." : q ? `No doctors match “${q}”.` : "No doctors are listed yet."}</p>
          <p className="mt-1 text-sm text-muted-foreground">Try another name or browse all specialities.</p>
          <Button asChild variant="outline" className="mt-4">
            <NavLink href="/doctors">See all doctors</NavLink>
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
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {cursor ? (
            <Button asChild variant="outline">
              <NavLink href={hrefFor(speciality, { q })}>
                <ArrowLeft aria-hidden /> First page
              </NavLink>
            </Button>
          ) : (
            <span />
          )}
          {page.nextCursor ? (
            <Button asChild variant="outline">
              <NavLink href={hrefFor(speciality, { q, cursor: page.nextCursor })}>
                Next page <ArrowRight aria-hidden />
              </NavLink>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
