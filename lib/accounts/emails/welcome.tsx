// Right after an account is made: to a patient who signed up, or to a doctor
// the clinic added with a password it chose (a doctor added without one gets
// set-password.tsx instead).
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { defineTemplate } from "@/lib/outbox/template";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export type WelcomeData = { name: string; role: "patient" | "doctor" };

export const welcome = defineTemplate<WelcomeData>({
  kind: "welcome",
  subject: () => `Welcome to ${CLINIC_NAME}`,
  body: (data, ctx) =>
    data.role === "doctor" ? (
      <EmailLayout preview="Your doctor account is ready" heading={`Welcome to ${CLINIC_NAME}`} siteUrl={ctx.siteUrl}>
        <P>Hello {data.name},</P>
        <P>
          The clinic has made your doctor account. Log in with this email address and the password the clinic gave you; you can
          change it in your profile under Account Security.
        </P>
        <ActionButton href={`${ctx.siteUrl}/login`}>Log in</ActionButton>
      </EmailLayout>
    ) : (
      <EmailLayout preview="Your account is ready" heading={`Welcome to ${CLINIC_NAME}`} siteUrl={ctx.siteUrl}>
        <P>Hello {data.name},</P>
        <P>
          Your account is ready. Book a time with one of our doctors in a few clicks: we email you a confirmation with a calendar
          file, and a reminder before the appointment.
        </P>
        <ActionButton href={`${ctx.siteUrl}/doctors`}>Find a doctor</ActionButton>
        <P>You can turn reminder emails off in your profile at any time.</P>
      </EmailLayout>
    ),
});
