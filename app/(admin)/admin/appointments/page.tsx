import type { Metadata } from "next";
import { CalendarX2, SearchX } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { EmptyState } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { plural } from "@/lib/format";
import { PageLinks, pageCursor, pageStart } from "@/components/dashboard/show-more";
import { requirePageActor } from "@/lib/auth/session";
import { parseUrlId } from "@/lib/http/url-id";
import { listAllAppointments } from "@/lib/appointments";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export const metadata: Metadata = { title: "Appointments" };

/**
 * Appointments per page. One page at a time, "Next page" from the last one shown (a keyset
 * cursor: any depth of 2,000,000 costs what the first page does), and no total: counting
 * every appointment of a large clinic costs more than the page (docs/performance.md).
 */
const PAGE = 12;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

type Search = { q?: string | string[]; cursor?: string | string[]; from?: string | string[] };

export default async function AdminAppointmentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const admin = await requirePageActor("/admin/appointments", "admin");
  const sp = await searchParams;
  const q = one(sp.q).trim().slice(0, 100);
  const cursor = pageCursor(sp.cursor, parseUrlId);
  const from = pageStart(sp.from, cursor);
  const { items, nextCursor } = await listAllAppointments(admin, { search: q || null, limit: PAGE, cursor });
  const today = clinicDateOf(new Date(), clinicTimeZone());
  const params: Record<string, string> = q ? { q } : {};
  return (
    <>
      <PageHeader
        title="All Appointments"
        description={
          (cursor || nextCursor ? (items.length ? `Appointments ${from + 1}–${from + items.length}` : "No more appointments") : plural(items.length, "appointment")) +
          (q ? ` matching “${q}”` : ", latest first")
        }
        actions={<SearchBox placeholder="Search appointments..." label="Search appointments by patient or doctor name" />}
      />
      {items.length === 0 ? (
        cursor ? (
          <EmptyState icon={CalendarX2} title="No more appointments">
            The list ends before this page.
          </EmptyState>
        ) : q ? (
          <EmptyState icon={SearchX} title="No appointments found">
            No patient or doctor name matches “{q}”.
          </EmptyState>
        ) : (
          <EmptyState icon={CalendarX2} title="No appointments found">
            Appointments show here as soon as patients book them.
          </EmptyState>
        )
      ) : (
        <AppointmentGrid appointments={items} today={today} showDoctor label="All appointments" start={from + 1} />
      )}
      <PageLinks path="/admin/appointments" params={params} cursor={cursor} nextCursor={nextCursor} from={from} shown={items.length} />
    </>
  );
}
