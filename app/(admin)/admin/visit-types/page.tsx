import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { AddVisitTypeButton } from "@/components/admin/visit-type-form";
import { VisitTypeList } from "@/components/admin/visit-type-list";
import { requirePageActor } from "@/lib/auth/session";
import { doctorChoices, listVisitTypesForAdmin } from "@/lib/visit-types/admin";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import { ClientMessages } from "@/components/intl/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminVisitTypes");
  return { title: t("title") };
}

/** What the clinic offers (issue 24): each visit type's length, price, mode, buffer and doctors, in the booking page's order. */
export default async function AdminVisitTypesPage() {
  const admin = await requirePageActor("/admin/visit-types", "admin");
  const [types, doctors] = await Promise.all([listVisitTypesForAdmin(admin), doctorChoices(admin)]);
  const active = types.filter((t) => t.active).length;
  const archived = types.length - active;
  const t = await getTranslations("AdminVisitTypes");
  return (
    <ClientMessages namespaces={["AdminVisitTypes", "VisitTypeQuestions"]}>
      <PageHeader
        title={t("title")}
        description={t("count", { count: active, n: String(active) }) + (archived ? t("archivedCount", { n: String(archived) }) : "") + t("pageDescription")}
        actions={<AddVisitTypeButton doctors={doctors} />}
      />
      <VisitTypeList types={types.map(toAdminVisitTypeDTO)} doctors={doctors} />
    </ClientMessages>
  );
}
