import type { Metadata } from "next";
import { SearchX, Stethoscope } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AddDoctorButton } from "@/components/admin/add-doctor-button";
import { AdminDoctorCard } from "@/components/admin/doctor-card";
import { plural } from "@/components/dashboard/format";
import { requirePageActor } from "@/lib/auth/session";
import { listDoctors } from "@/lib/doctors";

export const metadata: Metadata = { title: "Doctors" };

export default async function AdminDoctorsPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await requirePageActor("/admin/doctors", "admin");
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? "";
  const { items } = await listDoctors({ search: q || null, includeArchived: true });
  // Active doctors first, archived ones at the end; otherwise in the order they joined.
  const doctors = [...items].sort((a, b) => Number(a.archived) - Number(b.archived));
  const archived = doctors.filter((d) => d.archived).length;
  return (
    <>
      <PageHeader
        title="All Doctors"
        description={
          q
            ? `${plural(doctors.length, "doctor")} matching “${q}”`
            : `${plural(doctors.length - archived, "doctor")}${archived ? `, ${archived} archived` : ""}`
        }
        actions={
          <>
            <SearchBox placeholder="Search doctors..." label="Search doctors by name or speciality" />
            <AddDoctorButton />
          </>
        }
      />
      {doctors.length === 0 ? (
        q ? (
          <EmptyState icon={SearchX} title="No doctors found">
            No doctor name or speciality matches “{q}”.
          </EmptyState>
        ) : (
          <EmptyState icon={Stethoscope} title="No doctors yet">
            Add the clinic&apos;s first doctor with the Add Doctor button.
          </EmptyState>
        )
      ) : (
        <ul aria-label="Doctors" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {doctors.map((d) => (
            <li key={d._id}>
              <AdminDoctorCard doctor={d} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
