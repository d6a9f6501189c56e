import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CalendarCheck, Clock, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OfferAnswer } from "@/components/waitlist/offer-answer";
import { getOffer } from "@/lib/waitlist/offers";
import { clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { spokenDate } from "@/lib/format";
import { isDomainError } from "@/lib/errors";
import { formatInstant } from "@/lib/outbox/mail-format";

export const metadata: Metadata = { title: "A time held for you", robots: { index: false } };

type Search = Promise<{ answer?: string | string[] }>;

/**
 * A waitlist offer (issue 27), opened from its email: the time held, until when, and Claim or
 * Decline; once answered or over, what became of it. The token in the address is the permission.
 */
export default async function OfferPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Search }) {
  const [{ token }, sp] = await Promise.all([params, searchParams]);
  const offer = await getOffer(token).catch((err) => {
    if (isDomainError(err) && err.kind === "not_found") notFound();
    throw err;
  });
  const raw = Array.isArray(sp.answer) ? sp.answer[0] : sp.answer;
  const answer = raw === "claim" || raw === "decline" ? raw : null;
  const tz = clinicTimeZone();
  const expires = new Date(offer.expiresAt);

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Hourglass className="size-7 shrink-0 text-primary" aria-hidden />
          {offer.status === "claimed" ? "You're booked" : offer.status === "held" ? "A time is held for you" : "This offer is closed"}
        </h1>
      </header>
      <section aria-label="The time offered" className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Doctor</dt>
          <dd className="font-medium">
            {offer.doctor.name}, {offer.doctor.speciality}
          </dd>
          <dt className="text-muted-foreground">For</dt>
          <dd className="font-medium">{offer.patient.name}</dd>
          {offer.visitType ? (
            <>
              <dt className="text-muted-foreground">Visit</dt>
              <dd className="font-medium">
                {offer.visitType.name} · {offer.visitType.durationMinutes} min
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">When</dt>
          <dd className="font-medium">
            {spokenDate(offer.date)}, {offer.time} <span className="font-normal text-muted-foreground">({timeZoneLabel(tz, expires)})</span>
          </dd>
        </dl>
        {offer.status === "held" ? (
          <>
            <p className="flex items-center gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
              <Clock className="size-4 shrink-0" aria-hidden /> Held for you until {formatInstant(expires, tz)}. After that it goes to the next patient waiting.
            </p>
            <OfferAnswer token={token} answer={answer} />
            <p className="text-sm text-muted-foreground">Declining keeps you on the waitlist for other times.</p>
          </>
        ) : offer.status === "claimed" ? (
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-sm text-success">
              <CalendarCheck className="size-4" aria-hidden /> This time is booked. You will find it on My Appointments.
            </p>
            <Button asChild>
              <Link href="/my-appointments">My Appointments</Link>
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              {offer.status === "declined"
                ? "You declined this time: it went to the next patient waiting. You are still on the waitlist."
                : offer.status === "withdrawn"
                  ? "This offer ended with its waitlist entry."
                  : "The hold has ended and the time went to the next patient waiting. You are still on the waitlist: we will email you when another time opens up."}
            </p>
            <Button asChild variant="outline">
              <Link href={`/appointment/${offer.doctor._id}`}>See {offer.doctor.name}&apos;s free times</Link>
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
