// To the patient next in line on a doctor's waitlist (issue 27), or their guardian: a freed time is
// held for them until the hold ends, with Claim and Decline. The buttons open the offer's page,
// where one click answers: a link that booked or declined by itself would be "clicked" by the mail
// scanners that open every link of an email before the patient sees it.
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { formatInstant, formatWhen } from "@/lib/outbox/mail-format";
import { defineTemplate, type EmailContext } from "@/lib/outbox/template";
import { ActionButton, EmailLayout, Facts, P } from "@/lib/outbox/layout";
import { LinkAsText } from "@/lib/accounts/emails/password-link";
import { clinicDateOf, clinicMinutesOf, formatSlotTime } from "@/lib/clinic-time";
import { weekdayLong } from "@/lib/format";
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

/** "Thursday 09:00 AM with Dr. Sarah Patel is held for you until 09:15 AM". */
export function offerSubject(data: Pick<WaitlistOfferData, "doctorName" | "startsAt" | "expiresAt">, tz: string): string {
  const start = new Date(data.startsAt);
  const weekday = weekdayLong(clinicDateOf(start, tz));
  return `${weekday} ${formatSlotTime(clinicMinutesOf(start, tz))} with ${data.doctorName} is held for you until ${formatSlotTime(clinicMinutesOf(new Date(data.expiresAt), tz))}`;
}

export const waitlistOffer = defineTemplate<WaitlistOfferData>({
  kind: "waitlist_offer",
  subject: (data, ctx) => offerSubject(data, ctx.tz),
  body: (data, ctx) => {
    const when = formatWhen(new Date(data.startsAt), new Date(data.endsAt), ctx.tz);
    return (
      <EmailLayout preview={offerSubject(data, ctx.tz)} heading="A time has opened up" siteUrl={ctx.siteUrl}>
        <P>Hello {data.name},</P>
        <P>
          A time you were waiting for{data.forName ? ` for ${data.forName}` : ""} is free, and we are holding it for you until{" "}
          {formatInstant(new Date(data.expiresAt), ctx.tz)}. After that it goes to the next patient waiting.
        </P>
        <Facts
          rows={[
            ["Doctor", data.doctorName],
            ...(data.visitTypeName ? ([["Visit", data.visitTypeName]] as [string, string][]) : []),
            ["Date", when.date],
            ["Time", `${when.time} ${when.zone}`],
          ]}
        />
        <ActionButton href={offerUrl(data, ctx, "claim")}>Claim this time</ActionButton>
        <P>
          Not suitable? <a href={offerUrl(data, ctx, "decline")}>Decline it</a> and it goes to the next patient at once; you stay on
          the waitlist.
        </P>
        <LinkAsText href={offerUrl(data, ctx)} />
        <P>{CLINIC_NAME}</P>
      </EmailLayout>
    );
  },
  // Not sent once the offer was answered or its hold has ended.
  stillWanted: async (data) => data.token !== "" && (await offerStillOpen(data.offerId)),
  redact: (data) => ({ ...data, token: "" }),
});
