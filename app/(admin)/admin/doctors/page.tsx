import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Stethoscope } from "@/components/ui/icons";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchBox } from "@/components/dashboard/search-box";
import { PagedListEmpty } from "@/components/dashboard/empty-state";
import { AddDoctorButton } from "@/components/admin/add-doctor-button";
import { AdminDoctorCard } from "@/components/admin/doctor-card";
import { adminDoctorOf } from "@/components/admin/admin-doctor";
import { ClientMessages } from "@/components/intl/client-messages";
import { PageLinks, pageCursor, pageStart } from "@/components/dashboard/show-more";
import { requirePageActor } from "@/lib/auth/session";
import { parseUrlId } from "@/lib/http/url-id";
import { listDoctorCardsForAdmin } from "@/lib/doctors/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminDoctors");
  return { title: t("metaTitle") };
}

/** Doctors per page: one page at a time, "Next page" from the last one shown (keyset, any depth). */
const PAGE = 24;

type Search = { q?: string | string[]; cursor?: string | string[]; from?: string | string[] };

export default async function AdminDoctorsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const actor = await requirePageActor("/admin/doctors", "admin");
  const sp = await searchParams;
  const q = (Array.isArray(sp.q) ? sp.q[0] : sp.q)?.trim().slice(0, 100) ?? "";
  const cursor = pageCursor(sp.cursor, parseUrlId);
  const from = pageStart(sp.from, cursor);
  const search = q || null;
  // In the order they joined, archived ones (badged) included.
  const [{ items: doctors, nextCursor, total, archived }, t] = await Promise.all([
    listDoctorCardsForAdmin(actor, { search, limit: PAGE, cursor }),
    getTranslations("AdminDoctors"),
  ]);
  const active = total - archived;
  return (
    // The cards and the Add Doctor dialog are client components.
    <ClientMessages namespaces={["AdminDoctorCard", "AdminDoctorForm", "SpecialityNames"]}>
      <PageHeader
        title={t("title")}
        description={
          q
            ? t("countMatching", { count: total, n: String(total), q })
            : t("count", { count: active, n: String(active) }) + (archived ? t("archivedCount", { n: String(archived) }) : "")
        }
        actions={
          <>
            <SearchBox placeholder={t("searchPlaceholder")} label={t("searchLabel")} />
            <AddDoctorButton />
          </>
        }
      />
      {doctors.length === 0 ? (
        <PagedListEmpty icon={Stethoscope} pastEnd={Boolean(cursor)} notFoundText={q ? t("notFoundText", { q }) : null} emptyTitle={t("emptyTitle")} t={t} />
      ) : (
        <ul aria-label={t("listLabel")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {doctors.map((d) => (
            <li key={d._id}>
              <AdminDoctorCard doctor={adminDoctorOf(d)} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks path="/admin/doctors" params={q ? { q } : {}} cursor={cursor} nextCursor={nextCursor} from={from} shown={doctors.length} />
    </ClientMessages>
  );
}
