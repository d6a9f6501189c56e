import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft, Mail, Phone, UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { formatDate, formatMoney, plural } from "@/lib/format";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { patientHistoryWithDoctor } from "@/lib/appointments/dashboards";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { isOpenStatus } from "@/lib/appointments/status";
import { genderName } from "@/lib/accounts/gender";
import { pageIdOrNotFound } from "@/lib/http/url-id";

export const metadata: Metadata = { title: "Patient history" };

export default async function PatientHistoryPage({ params }: { params: Promise<{ patientId: string }> }) {
  const patientId = pageIdOrNotFound((await params).patientId);
  const { doctor } = await requireDoctor(`/doctor/patients/${patientId}`);
  if (!doctor) return <MissingDoctorProfile />;
  // Only patients with history with this doctor: anyone else is not found.
  const history = await patientHistoryWithDoctor(doctor._id, patientId);
  if (history.length === 0) notFound();

  const patient = history[0].user;
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const completed = history.filter((a) => a.status === "completed");
  const lastVisit = completed.length ? completed[0].date : null;
  const paid = completed.reduce((sum, a) => sum + a.amount, 0);
  const upcoming = history.filter((a) => isOpenStatus(a.status) && a.date >= today).length;

  return (
    <>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/doctor/patients">
            <ArrowLeft aria-hidden /> My Patients
          </Link>
        </Button>
      </div>
      <Card className="gap-5 px-5 py-5 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar size="lg" className="size-20">
            <AvatarImage src={patient.image} alt="" />
            <AvatarFallback aria-hidden>
              <UserRound className="size-9 text-secondary-foreground/70" aria-hidden />
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight">{patient.name}</h1>
            <p className="text-sm text-muted-foreground">Patient history with you</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={`mailto:${patient.email}`} className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
                <Mail className="size-4" aria-hidden />
                {patient.email}
              </a>
              {patient.phone ? (
                <a href={`tel:${patient.phone.replace(/[^0-9+]/g, "")}`} className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
                  <Phone className="size-4" aria-hidden />
                  {patient.phone}
                </a>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                  <Phone className="size-4" aria-hidden />
                  No phone
                </span>
              )}
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            ["Age", patient.age ?? "N/A"],
            ["Gender", genderName(patient.gender)],
            ["Visits", plural(completed.length, "visit")],
            ["Last Visit", lastVisit ? formatDate(lastVisit) : "-"],
            ["Appointments", history.length],
            ["Upcoming", upcoming],
            ["Paid", formatMoney(paid)],
            ["Date of Birth", patient.dob ? formatDate(patient.dob) : "-"],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/70 px-3 py-2.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section aria-labelledby="history-heading" className="flex flex-col gap-4">
        <h2 id="history-heading" className="text-lg font-semibold">
          Appointments ({history.length})
        </h2>
        <AppointmentGrid appointments={history} today={today} label={`Appointments of ${patient.name}`} headingLevel="h3" showPatient={false} />
      </section>
    </>
  );
}
