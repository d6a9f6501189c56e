import type { Metadata } from "next";
import { NavLink } from "@/components/layout/nav-link";
import { Award, CalendarCheck, Headset, HeartHandshake, Lightbulb, Smile, Stethoscope } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "About Us",
  description: "CareSlot makes it simple to find a trusted doctor and book an appointment online: our mission, our numbers and our values.",
  alternates: { canonical: "/about" },
};

const STATS = [
  { value: "10,000+", label: "Happy Patients", icon: Smile },
  { value: "100+", label: "Expert Doctors", icon: Stethoscope },
  { value: "50,000+", label: "Appointments", icon: CalendarCheck },
  { value: "24/7", label: "Support", icon: Headset },
];

const VALUES = [
  {
    title: "Patient-Centered Care",
    text: "Every decision starts with the patient: clear information, honest prices and times that fit real lives.",
    icon: HeartHandshake,
  },
  {
    title: "Quality & Excellence",
    text: "We work only with qualified, experienced doctors and keep raising the bar for the care you receive.",
    icon: Award,
  },
  {
    title: "Innovation",
    text: "Simple, modern tools that make booking, changing and remembering appointments effortless.",
    icon: Lightbulb,
  },
];

export default function AboutPage() {
  return (
    <div className="space-y-16">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">About CareSlot</h1>
        <p className="text-lg text-muted-foreground">
          Healthcare should be easy to reach. CareSlot connects patients with trusted doctors and lets them book a visit in moments, on
          any device.
        </p>
      </header>

      <section aria-labelledby="mission-title" className="grid gap-8 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 md:grid-cols-2">
        <div className="space-y-3">
          <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
            Our Mission
          </h2>
          <p className="leading-relaxed text-muted-foreground">
            Our mission is to make quality healthcare accessible to everyone. We remove the phone queues and the guesswork: you see
            which doctors are available, what they charge and when they are free, and you book the time that suits you.
          </p>
        </div>
        <div className="space-y-3">
          <h2 className="text-2xl font-bold tracking-tight">Our Vision</h2>
          <p className="leading-relaxed text-muted-foreground">
            A world where getting to the right doctor takes minutes, not days, and where patients and doctors spend their time on care
            rather than on paperwork.
          </p>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="space-y-6">
        <h2 id="stats-title" className="sr-only">
          CareSlot in numbers
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label} className="flex flex-col items-center gap-2 rounded-2xl bg-primary p-6 text-center text-primary-foreground">
              <Icon className="size-6 opacity-90" aria-hidden />
              <span className="text-3xl font-bold tracking-tight">{value}</span>
              <span className="text-sm text-primary-foreground/90">{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-title" className="space-y-6">
        <div className="space-y-2 text-center">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our Values
          </h2>
          <p className="text-muted-foreground">What guides the way we work.</p>
        </div>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="space-y-3 rounded-2xl border bg-card p-6 shadow-xs">
              <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-2xl bg-secondary p-8 text-center">
        <h2 className="text-xl font-bold tracking-tight">Ready to see a doctor?</h2>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild size="lg">
            <NavLink href="/doctors">Find Doctors</NavLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <NavLink href="/contact">Contact us</NavLink>
          </Button>
        </div>
      </section>
    </div>
  );
}
