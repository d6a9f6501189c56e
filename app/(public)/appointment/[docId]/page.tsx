import { cache } from "react";
import type { Metadata } from "next";
import { NavLink } from "@/components/layout/nav-link";
import { notFound } from "next/navigation";
import { BadgeCheck, GraduationCap, Hourglass, Info, MapPin, Wallet } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Availability } from "@/components/doctors/availability";
import { DoctorCard } from "@/components/doctors/doctor-card";
import { JsonLd, physicianJsonLd, physicianProse } from "@/components/doctors/physician-json-ld";
import { BookingPanel, type Viewer } from "@/components/booking/booking-panel";
import { formatMoney, intlLocale } from "@/lib/i18n/format";
import { doctorFacts } from "@/components/doctors/doctor-facts";
import { getDoctor, getDoctorSlots, listDoctors, nextFreeSlots } from "@/lib/doctors/queries";
import { clinicDateOf, clinicTimeZone, timeZoneLabel, utcOffsetMinutes } from "@/lib/clinic-time";
import { currentActor } from "@/lib/auth/session";
import { listDependents } from "@/lib/accounts/dependents";
import { bookingPolicy } from "@/lib/schedule/policy";
import { isDomainError } from "@/lib/errors";
import { parseUrlId } from "@/lib/http/url-id";
import { specialitySlug } from "@/lib/clinic/specialities";
import { activeVisitTypes, fromPrice, priceWith, typesOfDoctor } from "@/lib/visit-types/catalog";
import { Photo } from "@/components/ui/photo";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { BOOKING_PANEL_NAMESPACES } from "@/components/booking/booking-panel-namespaces";
import type { Locale } from "@/lib/i18n/locales";
import { getClinicSettings } from "@/lib/clinic/settings";
import { dayWords } from "@/components/booking/day-words";

type Params = Promise<{ docId: string }>;

/** The doctor, or null when there is none (metadata and page share one read). */
const loadDoctor = cache(async (raw: string) => {
  const id = parseUrlId(raw);
  if (!id) return null;
  try {
    return await getDoctor(id);
  } catch (err) {
    if (isDomainError(err) && (err.kind === "not_found" || err.kind === "bad_request")) return null;
    throw err;
  }
});

const siteUrl = () => process.env.SITE_URL ?? "http://localhost:3000";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { docId } = await params;
  const doctor = await loadDoctor(docId);
  const [t, locale, facts] = await Promise.all([getTranslations("BookingPage"), getLocale() as Promise<Locale>, doctorFacts()]);
  if (!doctor) return { title: t("metaNotFound"), robots: { index: false } };
  const speciality = facts.speciality(doctor.speciality);
  const description = t("metaDescription", {
    name: doctor.name,
    speciality,
    degree: doctor.degree,
    experience: facts.experience(doctor.experience),
    fee: formatMoney(doctor.fees, locale),
  });
  return {
    title: `${doctor.name}, ${speciality}`,
    description,
    alternates: { canonical: `/appointment/${doctor._id}` },
    openGraph: { title: `${doctor.name}, ${speciality}`, description, images: [doctor.image], type: "profile" },
  };
}

type SearchParams = Promise<{ date?: string | string[]; time?: string | string[]; type?: string | string[] }>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function AppointmentPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ docId }, sp] = await Promise.all([params, searchParams]);
  const doctor = await loadDoctor(docId);
  if (!doctor) notFound();
  const [t, slotWords, locale, facts] = await Promise.all([getTranslations("BookingPage"), getTranslations("SlotFields"), getLocale() as Promise<Locale>, doctorFacts()]);
  const speciality = facts.speciality(doctor.speciality);

  const now = new Date();
  const tz = clinicTimeZone();
  // The visit types this doctor offers; ?type= picks one (an unknown or not offered id: the default).
  const types = await activeVisitTypes();
  const offered = typesOfDoctor(types, doctor._id);
  const chosenType = offered.find((v) => v.id === one(sp.type)) ?? offered[0] ?? null;
  const [actor, days, related, policy, settings] = await Promise.all([
    currentActor(),
    doctor.available && chosenType ? getDoctorSlots(doctor._id, now, chosenType.id) : Promise.resolve([]),
    listDoctors({ speciality: doctor.speciality, limit: 5 }, now),
    bookingPolicy(),
    getClinicSettings(),
  ]);
  const others = related.items.filter((d) => d._id !== doctor._id).slice(0, 4);
  const otherSlots = await nextFreeSlots(others, now);
  const today = clinicDateOf(now, tz);
  const here = `/appointment/${doctor._id}`;
  const viewer: Viewer = actor ? actor.role : "guest";
  // Issue 48: "Repeat" for a patient only where the clinic allows it and the type does (staff book series elsewhere).
  const repeatMax = actor?.role === "patient" && settings.patientsMayBookSeries && chosenType?.seriesAllowed ? chosenType.seriesMaxCount : null;
  // "Who is this visit for?" (issue 26): a patient with dependents books for them too.
  const dependents = actor?.role === "patient" ? (await listDependents(actor)).map((d) => ({ id: d._id, name: d.name })) : [];
  /** The fee as cards show it: "from $40" when the doctor's types cost differently, else "$50". */
  const feeLine = (from: number | null | undefined) => (from == null ? formatMoney(doctor.fees, locale) : t("feeFrom", { price: formatMoney(from, locale) }));

  return (
    <div className="space-y-10">
      <JsonLd data={physicianJsonLd(doctor, new URL(here, siteUrl()).toString(), siteUrl(), await physicianProse())} />

      <nav aria-label={t("breadcrumb")} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <NavLink href="/doctors" className="hover:text-foreground hover:underline">
              {t("breadcrumbDoctors")}
            </NavLink>
          </li>
          <li aria-hidden>/</li>
          <li>
            <NavLink href={`/doctors/${specialitySlug(doctor.speciality)}`} className="hover:text-foreground hover:underline">
              {speciality}
            </NavLink>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-foreground">
            {doctor.name}
          </li>
        </ol>
      </nav>

      <section aria-labelledby="doctor-name" className="flex flex-col gap-6 sm:flex-row">
        <div className="mx-auto w-48 shrink-0 overflow-hidden rounded-2xl bg-secondary sm:mx-0 sm:w-64">
          {/* Above the fold on every screen: fetched first, before the scripts (issue 43). */}
          <Photo
            src={doctor.image}
            alt={t("portraitAlt", { name: doctor.name })}
            width={400}
            height={400}
            fetchPriority="high"
            loading="eager"
            className="aspect-square size-full object-cover"
          />
        </div>
        <div className="flex-1 space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
          <div className="space-y-2">
            <Availability available={doctor.available} />
            <h1 id="doctor-name" className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {doctor.name}
              <BadgeCheck className="size-6 shrink-0 text-primary" aria-label={t("verifiedDoctor")} role="img" />
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <span className="font-medium text-foreground">{speciality}</span>
              <Badge variant="outline">{facts.experience(doctor.experience)}</Badge>
            </p>
            {doctor.degree ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <GraduationCap className="size-4 shrink-0" aria-hidden /> {doctor.degree}
              </p>
            ) : null}
          </div>
          {doctor.about ? (
            <div className="space-y-1">
              <h2 className="flex items-center gap-1.5 text-sm font-semibold">
                <Info className="size-4" aria-hidden /> {t("aboutHeading")}
              </h2>
              <p className="max-w-prose text-sm leading-relaxed text-muted-foreground">{doctor.about}</p>
            </div>
          ) : null}
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Wallet className="size-4 shrink-0 text-primary" aria-hidden /> {t("consultationFee")}
              </dt>
              <dd className="ps-6 text-base font-semibold">{feeLine(fromPrice(types, doctor._id, doctor.fees))}</dd>
            </div>
            {doctor.user.address ? (
              <div>
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <MapPin className="size-4 shrink-0 text-primary" aria-hidden /> {t("address")}
                </dt>
                <dd className="ps-6 font-medium">{doctor.user.address}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </section>

      <section aria-labelledby="booking-title" className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="booking-title" className="text-xl font-bold tracking-tight">
          {t("bookingSlots")}
        </h2>
        {doctor.available ? (
          <ClientMessages namespaces={repeatMax ? [...BOOKING_PANEL_NAMESPACES, "Series"] : BOOKING_PANEL_NAMESPACES}>
          <BookingPanel
            doctorId={doctor._id}
            doctorName={doctor.name}
            // The days' words written here, not during hydration (day-words.ts, issue 43).
            days={days.map((d) => ({ date: d.date, slots: d.slots.map((s) => ({ time: s.time })), words: dayWords(d.date, d.slots.length, today, locale, slotWords) }))}
            today={today}
            timeZone={tz}
            timeZoneLabel={timeZoneLabel(tz, now)}
            timeZoneOffset={utcOffsetMinutes(tz, now)}
            viewer={viewer}
            basePath={here}
            horizonDays={policy.bookingHorizonDays}
            initialDate={one(sp.date)}
            initialTime={one(sp.time)}
            visitTypeId={chosenType?.id ?? null}
            dependents={dependents}
            questions={chosenType?.questions ?? []}
            repeatMax={repeatMax}
            visitTypes={
              offered.length > 1
                ? offered.map((v) => ({
                    id: v.id,
                    name: v.name,
                    description: v.description,
                    durationMinutes: v.durationMinutes,
                    price: formatMoney(priceWith(v, doctor.fees), locale),
                    mode: v.mode,
                  }))
                : []
            }
          />
          </ClientMessages>
        ) : (
          <div className="rounded-xl border border-dashed p-6 text-center">
            <p className="font-medium">{t("notTaking", { name: doctor.name })}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("chooseAnother", { speciality: speciality.toLocaleLowerCase(intlLocale(locale)) })}</p>
            <Button asChild variant="outline" className="mt-4">
              <NavLink href={`/doctors/${specialitySlug(doctor.speciality)}`}>{t("seeOtherDoctors", { speciality })}</NavLink>
            </Button>
          </div>
        )}
        {/* Issue 27: when no time suits, wait for one (doctors do not book, so they are not asked). */}
        {viewer === "doctor" ? null : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-4 text-sm" data-field="waitlist">
            <Hourglass className="size-4 text-primary" aria-hidden />
            {t("noTimeSuits")}
            <NavLink href={`${here}/waitlist`} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("joinWaitlist")}
            </NavLink>
          </p>
        )}
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="related-title" className="space-y-4">
          <div className="space-y-1">
            <h2 id="related-title" className="text-xl font-bold tracking-tight">
              {t("otherDoctors", { speciality })}
            </h2>
            <p className="text-sm text-muted-foreground">{t("browseTrusted")}</p>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {others.map((d) => (
              <li key={d._id} className="flex">
                <DoctorCard doctor={d} nextSlot={otherSlots.get(d._id) ?? null} today={today} fromPrice={fromPrice(types, d._id, d.fees)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
