import type { Metadata } from "next";
import { Users } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { EmptyState } from "@/components/dashboard/empty-state";
import { formatDate, plural } from "@/components/dashboard/format";
import { PatientCard } from "@/components/doctor/patient-card";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/components/doctor/current-doctor";
import { doctorPatients } from "@/lib/dashboards";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "My Patients" };

export default async function DoctorPatientsPage() {
  const { doctor } = await requireDoctor("/doctor/patients");
  if (!doctor) return <MissingDoctorProfile />;
  const patients = await doctorPatients(doctor._id);
  const tz = clinicTimeZone();
  return (
    <>
      <PageHeader title="My Patients" description={patients.length ? `${plural(patients.length, "patient")}, most recent first` : undefined} />
      {patients.length === 0 ? (
        <EmptyState icon={Users} title="No patients found">
          Patients appear here once they book an appointment with you.
        </EmptyState>
      ) : (
        <ul aria-label="My patients" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {patients.map((p) => (
            <li key={p.patient._id}>
              <PatientCard entry={p} lastVisit={p.lastVisit ? formatDate(clinicDateOf(new Date(p.lastVisit), tz)) : null} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
