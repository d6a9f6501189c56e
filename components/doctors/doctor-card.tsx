import { getLocale, getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Availability } from "@/components/doctors/availability";
import { doctorFacts } from "@/components/doctors/doctor-facts";
import { formatMoney, relativeDay } from "@/lib/i18n/format";
import { displaySlotTime } from "@/lib/clinic-time";
import type { PublicDoctorDTO } from "@/lib/doctors/serialize";
import { Photo } from "@/components/ui/photo";

export type NextSlot = { date: string; minutes: number } | null;

type Props = {
  doctor: PublicDoctorDTO;
  /** The first free slot; undefined hides the line. */
  nextSlot?: NextSlot;
  /** The clinic's today, for "Today"/"Tomorrow" labels. */
  today: string;
  /** Above-the-fold cards load their image eagerly. */
  eager?: boolean;
  /** The card's heading level: h3 under a section heading, h2 straight under the page's h1. */
  headingLevel?: 2 | 3;
  /** The lowest price when the doctor's visit types cost differently ("from $40"); else the fee shows. */
  fromPrice?: number | null;
};

/**
 * A doctor in a grid: a compact row on phones, a portrait card from `sm` up.
 * The whole card is one link (the name is the link; its ::after stretches
 * over the card), so there is one tab stop per doctor.
 *
 * Its look is `.doctor-card` in app/globals.css (photo frame first, then the
 * text), not utility classes here: a listing repeats this markup per doctor,
 * in the HTML and again in the RSC payload.
 */
export async function DoctorCard({ doctor, nextSlot, today, eager = false, headingLevel = 3, fromPrice = null }: Props) {
  const [t, facts, locale] = await Promise.all([getTranslations("DoctorCard"), doctorFacts(), getLocale()]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="doctor-card">
      <div>
        <Photo src={doctor.image} alt="" width={400} height={400} loading={eager ? "eager" : "lazy"} decoding="async" />
      </div>
      <div>
        <Availability available={doctor.available} />
        <Heading>
          <NavLink href={`/appointment/${doctor._id}`}>{doctor.name}</NavLink>
        </Heading>
        <p className="text-muted-foreground">
          {facts.speciality(doctor.speciality)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {facts.experience(doctor.experience)}
        </p>
        <p>
          <span className="text-muted-foreground">{t("fees")}</span>
          <b>{fromPrice == null ? formatMoney(doctor.fees, locale) : t("feeFrom", { price: formatMoney(fromPrice, locale) })}</b>
        </p>
        {nextSlot !== undefined ? (
          <p className="doctor-card-next">
            {!doctor.available ? (
              <span className="text-muted-foreground">{t("notTakingBookings")}</span>
            ) : nextSlot ? (
              <span>
                <span className="text-muted-foreground">{t("nextFree")}</span>
                <span className="font-medium">
                  {t("nextFreeWhen", { day: relativeDay(nextSlot.date, today, locale), time: displaySlotTime(nextSlot.minutes, locale) })}
                </span>
              </span>
            ) : (
              <span className="text-muted-foreground">{t("fullyBooked")}</span>
            )}
          </p>
        ) : null}
      </div>
      {/* Looks like a button; the card's link does the work (no second tab stop). */}
      <span aria-hidden className="doctor-card-cta" data-off={!doctor.available || undefined}>
        {doctor.available ? t("bookAppointment") : t("viewProfile")}
      </span>
    </article>
  );
}
