import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Clock } from "@/components/ui/icons";
import { CircleAlert, CircleCheck, LoaderCircle, Mail, MapPin, Phone, Send } from "@/components/contact/contact-icons";
import { ContactForm } from "@/components/contact/contact-form";
import { wordsOf } from "@/components/intl/words";
import { CLINIC_CONTACT } from "@/lib/clinic/contact-details";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Contact");
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: { canonical: "/contact" } };
}

export default async function ContactPage() {
  const [t, footer] = await Promise.all([getTranslations("Contact"), getTranslations("Footer")]);
  const info = [
    { icon: Mail, title: t("email"), lines: [CLINIC_CONTACT.email], href: `mailto:${CLINIC_CONTACT.email}` },
    { icon: Phone, title: t("phone"), lines: [CLINIC_CONTACT.phone], href: `tel:${CLINIC_CONTACT.phoneDial}` },
    { icon: MapPin, title: t("address"), lines: [...CLINIC_CONTACT.addressLines, CLINIC_CONTACT.city] },
    { icon: Clock, title: t("workingHours"), lines: [footer("hours")] },
  ];
  return (
    <div className="space-y-10">
      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)]">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {info.map(({ icon: Icon, title, lines, href }) => (
          <li key={title} className="flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-xs">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold">{title}</h2>
              {href ? (
                // The email address and phone number read left to right in any page.
                <a href={href} dir="ltr" className="text-sm break-words text-primary underline-offset-4 hover:underline">
                  {lines[0]}
                </a>
              ) : (
                lines.map((l) => (
                  <p key={l} className="text-sm text-muted-foreground">
                    {l}
                  </p>
                ))
              )}
            </div>
          </li>
        ))}
      </ul>

      <section aria-labelledby="contact-form-title" className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="contact-form-title" className="mb-1 text-xl font-bold tracking-tight">
          {t("formTitle")}
        </h2>
        <p className="mb-6 text-sm text-muted-foreground">{t("allRequired")}</p>
        {/* Words as props: this page's first-load JavaScript has no room for next-intl's client (docs/i18n.md). */}
        <ContactForm
          words={wordsOf(await getTranslations("ContactForm"), ["email", "emailPlaceholder", "failed", "formLabel", "message", "name", "send", "sending", "subject"])}
          // Drawn here as plain SVG (contact-icons.tsx), not in the client form: no icon code in the page's scripts (issue 43).
          icons={{
            send: <Send aria-hidden />,
            sending: <LoaderCircle className="animate-spin" aria-hidden />,
            sent: <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />,
            failed: <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />,
          }}
        />
      </section>
      </div>
    </div>
  );
}
