import type { Metadata } from "next";
import { CalendarX2, SearchX } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { plural } from "@/lib/format";
import { ShowMore, shownLimit } from "@/components/dashboard/show-more";
import { requirePageActor } from "@/lib/auth/session";
import { listAllAppointments } from "@/lib/appointments";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "Appointments" };

const PAGE = 30;
const MAX = 500;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function AdminAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[]; limit?: string | string[] }>;
}) {
  const admin = await requirePageActor("/admin/appointments", "admin");
  const sp = await searchParams;
  const q = one(sp.q).trim().slice(0, 100);
  const limit = shownLimit(sp.limit, PAGE, MAX);
  const { items, nextCursor } = await listAllAppointments(admin, { search: q || null, limit });
  const today = clinicDateOf(new Date(), clinicTimeZone());
  return (
    <>
      <PageHeader
        title="All Appointments"
        description={
          (nextCursor ? `The latest ${items.length} appointments` : plural(items.length, "appointment")) +
          (q ? ` matching “${q}”` : nextCursor ? "" : ", latest first")
        }
        actions={<SearchBox placeholder="Search appointments..." label="Search appointments by patient or doctor name" />}
      />
      {items.length === 0 ? (
        q ? (
          <EmptyState icon={SearchX} title="No appointments found">
            No patient or doctor name matches “{q}”.
          </EmptyState>
        ) : (
          <EmptyState icon={CalendarX2} title="No appointments found">
            Appointments show here as soon as patients book them.
          </EmptyState>
        )
      ) : (
        <AppointmentGrid appointments={items} today={today} showDoctor label="All appointments" />
      )}
      <ShowMore path="/admin/appointments" params={q ? { q } : {}} limit={limit} page={PAGE} max={MAX} hasMore={!!nextCursor} />
    </>
  );
}
