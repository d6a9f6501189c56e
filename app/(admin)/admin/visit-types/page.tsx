import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { AddVisitTypeButton, VisitTypeList } from "@/components/admin/visit-types";
import { requirePageActor } from "@/lib/auth/session";
import { doctorChoices, listVisitTypesForAdmin } from "@/lib/visit-types/admin";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import { plural } from "@/lib/format";

export const metadata: Metadata = { title: "Visit types" };

/** What the clinic offers (issue 24): each visit type's length, price, mode, buffer and doctors, in the booking page's order. */
export default async function AdminVisitTypesPage() {
  const admin = await requirePageActor("/admin/visit-types", "admin");
  const [types, doctors] = await Promise.all([listVisitTypesForAdmin(admin), doctorChoices(admin)]);
  const active = types.filter((t) => t.active).length;
  const archived = types.length - active;
  return (
    <>
      <PageHeader
        title="Visit types"
        description={`${plural(active, "active type")}${archived ? `, ${archived} archived` : ""}. Patients see them in this order; the first one is the default.`}
        actions={<AddVisitTypeButton doctors={doctors} />}
      />
      <VisitTypeList types={types.map(toAdminVisitTypeDTO)} doctors={doctors} />
    </>
  );
}
