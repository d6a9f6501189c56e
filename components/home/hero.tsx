import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { ArrowRight, CalendarCheck, Clock, ShieldCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";

/**
 * The top of the home page: the promise and the way in. Static, so it is in the
 * first bytes of the page (the largest paint on a phone); the doctors strip,
 * which reads the database, streams into `doctors`.
 */
export async function Hero({ doctors }: { doctors: React.ReactNode }) {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-2xl bg-primary text-primary-foreground">
      <div aria-hidden className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden className="pointer-events-none absolute start-1/3 -bottom-32 size-80 rounded-full bg-white/5" />
      <div className="relative grid items-center gap-8 px-6 py-10 sm:px-10 md:grid-cols-[1.2fr_1fr] md:py-14">
        <div className="space-y-6">
          <h1 id="hero-title" className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t("heroTitle")}
          </h1>
          <p className="max-w-prose text-base sm:text-lg">
            {t("heroText")}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild size="lg" variant="secondary" className="bg-white text-primary hover:bg-white/90">
              <NavLink href="/doctors">
                {t("findDoctors")} <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </NavLink>
            </Button>
            {doctors}
          </div>
        </div>
        <ul className="hidden gap-3 text-sm sm:grid sm:grid-cols-3 md:grid-cols-1">
          {[
            { icon: Clock, title: t("slotsTitle"), text: t("slotsText") },
            { icon: CalendarCheck, title: t("bookTitle"), text: t("bookText") },
            { icon: ShieldCheck, title: t("verifiedTitle"), text: t("verifiedText") },
          ].map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl bg-white/10 p-4 backdrop-blur-sm">
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{title}</p>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The strip beside Find Doctors: a few portraits and how many doctors there are. */
export async function HeroDoctors({ doctorCount, portraits }: { doctorCount: number; portraits: { src: string; name: string }[] }) {
  if (portraits.length === 0) return null;
  const t = await getTranslations("Home");
  return (
    <div className="flex h-10 items-center gap-3">
      <div className="flex -space-x-3">
        {portraits.map((p) => (
          <Photo key={p.src} src={p.src} alt="" width={40} height={40} className="size-10 rounded-full border-2 border-primary bg-white object-cover" />
        ))}
      </div>
      <span className="text-sm">{doctorCount > 0 ? t("doctorsReady", { n: doctorCount, count: String(doctorCount) }) : t("doctorsReadyNoCount")}</span>
    </div>
  );
}
