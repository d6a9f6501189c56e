import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/dashboard/page-header";
import { AddStaffButton, StaffList } from "@/components/admin/staff";
import { requirePageActor } from "@/lib/auth/session";
import { listStaff } from "@/lib/desk/staff";
import { ClientMessages } from "@/components/intl/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminStaff");
  return { title: t("title") };
}

/** The front desk's accounts (issue 26): add a receptionist, archive one. */
export default async function AdminStaffPage() {
  const admin = await requirePageActor("/admin/staff", "admin");
  const staff = await listStaff(admin);
  const active = staff.filter((s) => !s.archived).length;
  const archived = staff.length - active;
  const t = await getTranslations("AdminStaff");
  return (
    <ClientMessages namespaces={["AdminStaff", "AdminResetTwoFactor"]}>
      <PageHeader
        title={t("title")}
        description={
          t("count", { count: active, n: String(active) }) + (archived ? t("archivedCount", { n: String(archived) }) : "") + t("description")
        }
        actions={<AddStaffButton />}
      />
      <StaffList staff={staff} />
    </ClientMessages>
  );
}
