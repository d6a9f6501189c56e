// Right after an account is made: to a patient who signed up, or to a doctor
// the clinic added with a password it chose (a doctor added without one gets
// set-password.tsx instead).
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export type WelcomeData = { name: string; role: "patient" | "doctor" };

const text = (locale: Locale) => createTranslator({ ...emailIntl(locale), namespace: "EmailWelcome" });

export const welcome = defineTemplate<WelcomeData>({
  kind: "welcome",
  subject: (_data, { locale }) => text(locale)("welcomeTo", { clinic: CLINIC_NAME }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = text(locale);
    return data.role === "doctor" ? (
      <EmailLayout locale={locale} preview={t("doctorPreview")} heading={t("welcomeTo", { clinic: CLINIC_NAME })} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{t("doctorIntro")}</P>
        <ActionButton href={`${ctx.siteUrl}/login`}>{t("logIn")}</ActionButton>
      </EmailLayout>
    ) : (
      <EmailLayout locale={locale} preview={t("patientPreview")} heading={t("welcomeTo", { clinic: CLINIC_NAME })} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{t("patientIntro")}</P>
        <ActionButton href={`${ctx.siteUrl}/doctors`}>{t("findADoctor")}</ActionButton>
        <P>{t("remindersOffInProfile")}</P>
      </EmailLayout>
    );
  },
});
