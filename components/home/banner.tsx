import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Button } from "@/components/ui/button";

/** The closing call to action: 'Book Appointment With 100+ Trusted Doctors'. */
export async function Banner({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="banner-title" className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.4_0.11_240)] px-6 py-10 text-primary-foreground sm:px-10 md:py-14">
      <div aria-hidden className="pointer-events-none absolute -end-16 -bottom-16 size-64 rounded-full bg-white/10" />
      <div className="relative max-w-2xl space-y-5">
        <h2 id="banner-title" className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
          {t("bannerTitle")}
        </h2>
        <p>
          {signedIn ? t("bannerSignedIn") : t("bannerSignedOut")}
        </p>
        <Button asChild size="lg" variant="secondary" className="bg-white text-primary hover:bg-white/90">
          {signedIn ? <NavLink href="/doctors">{t("findDoctors")}</NavLink> : <NavLink href="/signup">{t("createAccount")}</NavLink>}
        </Button>
      </div>
    </section>
  );
}
