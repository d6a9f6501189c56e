// To the patient next in line on a doctor's waitlist (issue 27), or their guardian: a freed time is
// held for them until the hold ends, with Claim and Decline. The buttons open the offer's page,
// where one click answers: a link that booked or declined by itself would be "clicked" by the mail
// scanners that open every link of an email before the patient sees it.
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { emailIntl } from "@/lib/outbox/language";
import { formatInstant, formatWhen, isolate, keepLtr } from "@/lib/outbox/mail-format";
import { defineTemplate, type EmailContext } from "@/lib/outbox/template";
import { ActionButton, EmailLayout, Facts, Greeting, P } from "@/lib/outbox/layout";
import { LinkAsText } from "@/lib/accounts/emails/password-link";
import { clinicDateOf, clinicMinutesOf, displaySlotTime } from "@/lib/clinic-time";
import { weekdayLong } from "@/lib/i18n/format";
import { offerStillOpen } from "@/lib/waitlist/offer-state";

export type WaitlistOfferData = {
  /** Whom the email greets: the patient, or the guardian of a dependent. */
  name: string;
  /** The dependent the time is for, when it is not the reader. */
  forName?: string;
  doctorName: string;
  visitTypeName: string | null;
  offerId: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  expiresAt: string;
  /** The offer's secret; "" once the email is done with. */
  token: string;
};

const offerUrl = (data: WaitlistOfferData, ctx: EmailContext, answer?: "claim" | "decline") =>
  `${ctx.siteUrl}/waitlist/offers/${encodeURIComponent(data.token)}${answer ? `?answer=${answer}` : ""}`;

const text = (locale: Locale) => createTranslator({ ...emailIntl(locale), namespace: "EmailWaitlistOffer" });

/** "Thursday 09:00 AM with Dr. Sarah Patel is held for you until 09:15 AM". */
export function offerSubject(data: Pick<WaitlistOfferData, "doctorName" | "startsAt" | "expiresAt">, tz: string, locale: Locale = "en"): string {
  const start = new Date(data.startsAt);
  return text(locale)("offerSubject", {
    weekday: weekdayLong(clinicDateOf(start, tz), locale),
    time: keepLtr(displaySlotTime(clinicMinutesOf(start, tz), locale), locale),
    doctor: data.doctorName,
    until: keepLtr(displaySlotTime(clinicMinutesOf(new Date(data.expiresAt), tz), locale), locale),
  });
}

export const waitlistOffer = defineTemplate<WaitlistOfferData>({
  kind: "waitlist_offer",
  subject: (data, ctx) => offerSubject(data, ctx.tz, ctx.locale),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = text(locale);
    const when = formatWhen(new Date(data.startsAt), new Date(data.endsAt), ctx.tz, locale);
    const until = formatInstant(new Date(data.expiresAt), ctx.tz, locale);
    return (
      <EmailLayout locale={locale} preview={offerSubject(data, ctx.tz, locale)} heading={t("offerHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{data.forName ? t("offerIntroFor", { forName: data.forName, until }) : t("offerIntro", { until })}</P>
        <Facts
          rows={[
            [t("factDoctor"), isolate(data.doctorName, locale)],
            ...(data.visitTypeName ? ([[t("factVisit"), isolate(data.visitTypeName, locale)]] as [string, string][]) : []),
            [t("factDate"), when.date],
            [t("factTime"), `${when.time} ${when.zone}`],
          ]}
        />
        <ActionButton href={offerUrl(data, ctx, "claim")}>{t("claimThisTime")}</ActionButton>
        <P>{t.rich("offerDecline", { decline: (chunks) => <a href={offerUrl(data, ctx, "decline")}>{chunks}</a> })}</P>
        <LinkAsText href={offerUrl(data, ctx)} locale={locale} />
        <P>{CLINIC_NAME}</P>
      </EmailLayout>
    );
  },
  // Not sent once the offer was answered or its hold has ended.
  stillWanted: async (data) => data.token !== "" && (await offerStillOpen(data.offerId)),
  redact: (data) => ({ ...data, token: "" }),
});
