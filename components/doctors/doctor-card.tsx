import { NavLink } from "@/components/layout/nav-link";
import { Availability } from "@/components/doctors/availability";
import { experienceText, relativeDay } from "@/lib/format";
import { feeText } from "@/lib/visit-types/labels";
import type { PublicDoctorDTO } from "@/lib/doctors/serialize";
import { Photo } from "@/components/ui/photo";

export type NextSlot = { date: string; time: string } | null;

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
export function DoctorCard({ doctor, nextSlot, today, eager = false, headingLevel = 3, fromPrice = null }: Props) {
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
          {doctor.speciality}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {experienceText(doctor.experience)}
        </p>
        <p>
          <span className="text-muted-foreground">Fees: </span>
          <b>{feeText(doctor.fees, fromPrice)}</b>
        </p>
        {nextSlot !== undefined ? (
          <p className="doctor-card-next">
            {!doctor.available ? (
              <span className="text-muted-foreground">Not taking bookings right now</span>
            ) : nextSlot ? (
              <span>
                <span className="text-muted-foreground">Next free: </span>
                <span className="font-medium">{`${relativeDay(nextSlot.date, today)}, ${nextSlot.time}`}</span>
              </span>
            ) : (
              <span className="text-muted-foreground">Fully booked this week</span>
            )}
          </p>
        ) : null}
      </div>
      {/* Looks like a button; the card's link does the work (no second tab stop). */}
      <span aria-hidden className="doctor-card-cta" data-off={!doctor.available || undefined}>
        {doctor.available ? "Book Appointment" : "View Profile"}
      </span>
    </article>
  );
}
