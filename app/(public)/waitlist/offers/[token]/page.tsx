import type { Metadata } from "next";
import Link from "next/link";
import { CalendarCheck, Clock, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OfferAnswer } from "@/components/waitlist/offer-answer";
import { OfferClaimForm } from "@/components/waitlist/offer-claim-form";
import { getOffer } from "@/lib/waitlist/offers";
import { foundOrNotFound } from "@/lib/http/page-not-found";
import { clinicTimeZone, timeZoneLabel } from "@/lib/clinic-time";
import { spokenDate } from "@/lib/i18n/format";
import { formatInstant } from "@/lib/outbox/mail-format";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { specialityName } from "@/lib/clinic/speciality-names";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("WaitlistOffer");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Search = Promise<{ answer?: string | string[] }>;

/**
 * A waitlist offer (issue 27), opened from its email: the time held, until when, and Claim or
 * Decline (with the visit type's questions before Claim, issue 47); once answered or over, what
 * became of it. The token in the address is the permission.
 */
export default async function OfferPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Search }) {
  const [{ token }, sp] = await Promise.all([params, searchParams]);
  const offer = await foundOrNotFound(getOffer(token));
  const raw = Array.isArray(sp.answer) ? sp.answer[0] : sp.answer;
  const answer = raw === "claim" || raw === "decline" ? raw : null;
  const tz = clinicTimeZone();
  const expires = new Date(offer.expiresAt);
  const [t, specialities, locale] = await Promise.all([getTranslations("WaitlistOffer"), getTranslations("SpecialityNames"), getLocale() as Promise<Locale>]);
  // As the offer's email writes it, in the page's language.
  const heldUntil = formatInstant(expires, tz, locale);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Hourglass className="size-7 shrink-0 text-primary" aria-hidden />
          {offer.status === "claimed" ? t("headingClaimed") : offer.status === "held" ? t("headingHeld") : t("headingClosed")}
        </h1>
      </header>
      <section aria-label={t("sectionLabel")} className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("doctor")}</dt>
          <dd className="font-medium">
            {offer.doctor.name}, {specialityName(offer.doctor.speciality, specialities)}
          </dd>
          <dt className="text-muted-foreground">{t("patient")}</dt>
          <dd className="font-medium">{offer.patient.name}</dd>
          {offer.visitType ? (
            <>
              <dt className="text-muted-foreground">{t("visit")}</dt>
              <dd className="font-medium">{t("visitLine", { name: offer.visitType.name, minutes: offer.visitType.durationMinutes })}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("when")}</dt>
          <dd className="font-medium">
            {spokenDate(offer.date, locale)}, <span dir="ltr">{shownTime(offer.time, locale)}</span>{" "}
            <span className="font-normal text-muted-foreground">({timeZoneLabel(tz, expires)})</span>
          </dd>
        </dl>
        {offer.status === "held" ? (
          <>
            <p className="flex items-center gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
              <Clock className="size-4 shrink-0" aria-hidden /> {t("heldUntil", { until: heldUntil })}
            </p>
            {offer.questions.length ? (
              // Issue 47: the type's questions are answered before the claim books.
              <ClientMessages namespaces={["WaitlistOffer", "IntakeQuestions"]}>
                <OfferClaimForm token={token} questions={offer.questions} answer={answer} />
              </ClientMessages>
            ) : (
              <ClientMessages namespaces={["WaitlistOffer"]}>
                <OfferAnswer token={token} answer={answer} />
              </ClientMessages>
            )}
            <p className="text-sm text-muted-foreground">{t("declineKeeps")}</p>
          </>
        ) : offer.status === "claimed" ? (
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-sm text-success">
              <CalendarCheck className="size-4" aria-hidden /> {t("claimedNote")}
            </p>
            <Button asChild>
              <Link href="/my-appointments">{t("myAppointments")}</Link>
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              {offer.status === "declined" ? t("declinedNote") : offer.status === "withdrawn" ? t("withdrawnNote") : t("expiredNote")}
            </p>
            <Button asChild variant="outline">
              <Link href={`/appointment/${offer.doctor._id}`}>{t("seeFreeTimes", { name: offer.doctor.name })}</Link>
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
