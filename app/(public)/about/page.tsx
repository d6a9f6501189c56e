import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Award, CalendarCheck, Headset, HeartHandshake, Lightbulb, Smile, Stethoscope } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CenteredSection } from "@/components/home/centered-section";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("About");
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: { canonical: "/about" } };
}

const STATS = [
  { value: "10,000+", label: "statPatients", icon: Smile },
  { value: "100+", label: "statDoctors", icon: Stethoscope },
  { value: "50,000+", label: "statAppointments", icon: CalendarCheck },
  { value: "24/7", label: "statSupport", icon: Headset },
] as const;

const VALUES = [
  { title: "valuePatientTitle", text: "valuePatientText", icon: HeartHandshake },
  { title: "valueQualityTitle", text: "valueQualityText", icon: Award },
  { title: "valueInnovationTitle", text: "valueInnovationText", icon: Lightbulb },
] as const;

export default async function AboutPage() {
  const t = await getTranslations("About");
  return (
    <div className="space-y-16">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-lg text-muted-foreground">
          {t("intro")}
        </p>
      </header>

      <section aria-labelledby="mission-title" className="grid gap-8 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 md:grid-cols-2">
        <div className="space-y-3">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
            {t("missionTitle")}
          </h2>
          <p className="leading-relaxed text-muted-foreground">
            {t("missionText")}
          </p>
        </div>
        <div className="space-y-3">
          <h2 className="text-2xl font-bold tracking-tight">{t("visionTitle")}</h2>
          <p className="leading-relaxed text-muted-foreground">
            {t("visionText")}
          </p>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="space-y-6">
        <h2 id="stats-title" className="sr-only">
          {t("statsTitle")}
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label} className="flex flex-col items-center gap-2 rounded-2xl bg-primary p-6 text-center text-primary-foreground">
              <Icon className="size-6 opacity-90" aria-hidden />
              <span className="text-3xl font-bold tracking-tight" dir="ltr">
                {value}
              </span>
              <span className="text-sm text-primary-foreground/90">{t(label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <CenteredSection id="values-title" title={t("valuesTitle")} intro={t("valuesIntro")} introClassName="">
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="space-y-3 rounded-2xl border bg-card p-6 shadow-xs">
              <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <section className="flex flex-col items-center gap-4 rounded-2xl bg-secondary p-8 text-center">
        <h2 className="text-xl font-bold tracking-tight">{t("ctaTitle")}</h2>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild size="lg">
            <NavLink href="/doctors">{t("findDoctors")}</NavLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <NavLink href="/contact">{t("contactUs")}</NavLink>
          </Button>
        </div>
      </section>
    </div>
  );
}
