import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { AddStaffButton, StaffList } from "@/components/admin/staff";
import { requirePageActor } from "@/lib/auth/session";
import { listStaff } from "@/lib/accounts/staff";
import { plural } from "@/lib/format";

export const metadata: Metadata = { title: "Staff" };

/** The front desk's accounts (issue 26): add a receptionist, archive one. */
export default async function AdminStaffPage() {
  const admin = await requirePageActor("/admin/staff", "admin");
  const staff = await listStaff(admin);
  const active = staff.filter((s) => !s.archived).length;
  const archived = staff.length - active;
  return (
    <>
      <PageHeader
        title="Staff"
        description={`${plural(active, "receptionist")}${archived ? `, ${archived} archived` : ""}. The front desk books, moves, cancels and checks in for every doctor; it manages nothing else.`}
        actions={<AddStaffButton />}
      />
      <StaffList staff={staff} />
    </>
  );
}
