import { NavLink } from "@/components/layout/nav-link";
import { ArrowRight, CalendarCheck, Clock, ShieldCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";

/**
 * The top of the home page: the promise and the way in. Static, so it is in the
 * first bytes of the page (the largest paint on a phone); the doctors strip,
 * which reads the database, streams into `doctors`.
 */
export function Hero({ doctors }: { doctors: React.ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-2xl bg-primary text-primary-foreground">
      <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden className="pointer-events-none absolute -bottom-32 left-1/3 size-80 rounded-full bg-white/5" />
      <div className="relative grid items-center gap-8 px-6 py-10 sm:px-10 md:grid-cols-[1.2fr_1fr] md:py-14">
        <div className="space-y-6">
          <h1 id="hero-title" className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Book Appointment With Trusted Doctors
          </h1>
          <p className="max-w-prose text-base sm:text-lg">
            Browse qualified doctors by speciality, see their free times for the next 7 days and book a half-hour visit in a few
            taps.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild size="lg" variant="secondary" className="bg-white text-primary hover:bg-white/90">
              <NavLink href="/doctors">
                Find Doctors <ArrowRight aria-hidden />
              </NavLink>
            </Button>
            {doctors}
          </div>
        </div>
        <ul className="hidden gap-3 text-sm sm:grid sm:grid-cols-3 md:grid-cols-1">
          {[
            { icon: Clock, title: "Free slots at a glance", text: "Every half hour from 10:00 AM to 8:30 PM." },
            { icon: CalendarCheck, title: "Book in seconds", text: "Pick a day and a time, and you are done." },
            { icon: ShieldCheck, title: "Verified doctors", text: "Qualified specialists across 8 fields." },
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
export function HeroDoctors({ doctorCount, portraits }: { doctorCount: number; portraits: { src: string; name: string }[] }) {
  if (portraits.length === 0) return null;
  return (
    <div className="flex h-10 items-center gap-3">
      <div className="flex -space-x-3">
        {portraits.map((p) => (
          <Photo key={p.src} src={p.src} alt="" width={40} height={40} className="size-10 rounded-full border-2 border-primary bg-white object-cover" />
        ))}
      </div>
      <span className="text-sm">{doctorCount > 0 ? `${doctorCount} doctors ready to see you` : "Doctors ready to see you"}</span>
    </div>
  );
}
