import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarX2 } from "@/components/ui/icons";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { PagedListEmpty } from "@/components/dashboard/empty-state";
import { AppointmentGrid } from "@/components/appointments/appointment-card";
import { PageLinks, pageCursor, pageStart } from "@/components/dashboard/show-more";
import { requirePageActor } from "@/lib/auth/session";
import { parseUrlId } from "@/lib/http/url-id";
import { listAllAppointments } from "@/lib/appointments";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminAppointments");
  return { title: t("metaTitle") };
}

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
  const t = await getTranslations("AdminAppointments");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={
          (cursor || nextCursor
            ? items.length
              ? t("rangeOf", { first: String(from + 1), last: String(from + items.length) })
              : t("noMoreTitle")
            : t("count", { count: items.length, n: String(items.length) })) + (q ? t("matching", { q }) : t("latestFirst"))
        }
        actions={<SearchBox placeholder={t("searchPlaceholder")} label={t("searchLabel")} />}
      />
      {items.length === 0 ? (
        <PagedListEmpty icon={CalendarX2} pastEnd={Boolean(cursor)} notFoundText={q ? t("notFoundText", { q }) : null} emptyTitle={t("notFoundTitle")} t={t} />
      ) : (
        <AppointmentGrid appointments={items} today={today} showDoctor label={t("listLabel")} start={from + 1} />
      )}
      <PageLinks path="/admin/appointments" params={params} cursor={cursor} nextCursor={nextCursor} from={from} shown={items.length} />
    </>
  );
}
