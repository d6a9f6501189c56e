import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { Availability } from "@/components/doctors/availability";
import { experienceText, formatMoney, relativeDay } from "@/lib/format";
import type { PublicDoctorDTO } from "@/lib/serialize";
import { cn } from "@/lib/utils";
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
};

/**
 * A doctor in a grid: a compact row on phones, a portrait card from `sm` up.
 * The whole card is one link (the name is the link; its ::after stretches
 * over the card), so there is one tab stop per doctor.
 */
export function DoctorCard({ doctor, nextSlot, today, eager = false, headingLevel = 3 }: Props) {
  const href = `/appointment/${doctor._id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:shadow-md">
      <div className="flex flex-1 gap-4 p-3 sm:flex-col sm:gap-0 sm:p-0">
        <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-secondary sm:aspect-square sm:size-auto sm:w-full sm:rounded-none">
          <Photo
            src={doctor.image}
            alt=""
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-1.5 sm:p-4 sm:pb-0">
          <Availability available={doctor.available} />
          <Heading className="text-base leading-snug font-semibold sm:text-lg">
            <Link href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
              {doctor.name}
            </Link>
          </Heading>
          <p className="text-sm text-muted-foreground">
            {doctor.speciality}
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            {experienceText(doctor.experience)}
          </p>
          <p className="text-sm">
            <span className="text-muted-foreground">Fees: </span>
            <span className="font-semibold">{formatMoney(doctor.fees)}</span>
          </p>
          {nextSlot !== undefined ? (
            <p className="flex items-start gap-1.5 text-sm">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {!doctor.available ? (
                <span className="text-muted-foreground">Not taking bookings right now</span>
              ) : nextSlot ? (
                <span>
                  <span className="text-muted-foreground">Next free: </span>
                  <span className="font-medium">
                    {relativeDay(nextSlot.date, today)}, {nextSlot.time}
                  </span>
                </span>
              ) : (
                <span className="text-muted-foreground">Fully booked this week</span>
              )}
            </p>
          ) : null}
        </div>
      </div>
      <div className="px-3 pb-3 sm:mt-auto sm:px-4 sm:pt-3 sm:pb-4">
        {/* Looks like a button; the card's link does the work (no second tab stop). */}
        <span
          aria-hidden
          className={cn(
            "flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium shadow-xs transition-colors",
            doctor.available
              ? "bg-primary text-primary-foreground group-hover:bg-primary/90"
              : "border border-input bg-background text-foreground group-hover:bg-accent",
          )}
        >
          {doctor.available ? "Book Appointment" : "View Profile"}
        </span>
      </div>
    </article>
  );
}
