import Link from "next/link";
import type { Metadata } from "next";
import { CalendarX2, ChevronDown, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { plural } from "@/components/dashboard/format";
import { requirePageActor } from "@/lib/auth/session";
import { listAllAppointments } from "@/lib/appointments";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "Appointments" };

const PAGE = 60;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function AdminAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[]; limit?: string | string[] }>;
}) {
  const admin = await requirePageActor("/admin/appointments", "admin");
  const sp = await searchParams;
  const q = one(sp.q).trim().slice(0, 100);
  // "Show more" grows the list in place, so the numbering stays the same.
  const limit = Math.min(Math.max(Number.parseInt(one(sp.limit), 10) || PAGE, PAGE), 500);
  const { items, nextCursor } = await listAllAppointments(admin, { search: q || null, limit });
  const more = new URLSearchParams({ ...(q ? { q } : {}), limit: String(limit + PAGE) });
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
      {nextCursor && limit < 500 ? (
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link href={`/admin/appointments?${more}`} scroll={false}>
              <ChevronDown aria-hidden /> Show more
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
