import type { Metadata } from "next";
import { CalendarX2 } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { StatusFilter, countByStatus, matchesStatus, parseStatusFilter } from "@/components/dashboard/status-filter";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/components/doctor/current-doctor";
import { listDoctorAppointments } from "@/lib/appointments";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "Appointments" };

export default async function DoctorAppointmentsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[] }> }) {
  const { actor, doctor } = await requireDoctor("/doctor/appointments");
  if (!doctor) return <MissingDoctorProfile />;
  const filter = parseStatusFilter((await searchParams).status);
  const { items } = await listDoctorAppointments(actor, doctor._id);
  const shown = items.filter((a) => matchesStatus(a.status, filter));
  const today = clinicDateOf(new Date(), clinicTimeZone());
  return (
    <>
      <PageHeader title="All Appointments" description="Your appointments, latest first." />
      {items.length > 0 ? (
        <StatusFilter
          current={filter}
          counts={countByStatus(items.map((a) => a.status))}
          hrefOf={(v) => (v === "all" ? "/doctor/appointments" : `/doctor/appointments?status=${v}`)}
        />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState icon={CalendarX2} title="No appointments found">
          {items.length === 0 ? "Appointments show here as soon as patients book them." : "None with this status."}
        </EmptyState>
      ) : (
        <AppointmentGrid appointments={shown} today={today} label="Appointments" />
      )}
    </>
  );
}
