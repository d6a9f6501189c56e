import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { addReceptionist, listStaff, STAFF_ADDED } from "@/lib/desk/staff";
import { addStaffSchema } from "@/lib/desk/staff-schema";

// Issue 26: the front desk's accounts, archived ones included -> { success, staff }.
export const GET = authedRoute(["admin"], async ({ actor }) => ({ staff: await listStaff(actor) }));

// Issue 26: a new receptionist, emailed a link to set their password -> 201 { success, message, staff }.
export const POST = authedRoute(
  ["admin"],
  async ({ req, actor }) => {
    const staff = await addReceptionist(actor, await readJson(req, addStaffSchema));
    return { message: STAFF_ADDED, staff };
  },
  { status: 201 },
);
