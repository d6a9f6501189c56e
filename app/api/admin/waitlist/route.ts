import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { listDoctorWaitlist } from "@/lib/waitlist/entries";
import { staffWaitlistQuery } from "@/lib/waitlist/waitlist-schema";

// Issue 27: the waiting entries in order, per doctor (?doctorId= one doctor's; the desk and admins
// any or all, a doctor their own only: listDoctorWaitlist refuses another's) -> { success, entries }.
export const GET = authedRoute(["admin", "receptionist", "doctor"], async ({ req, actor }) => ({
  entries: await listDoctorWaitlist(actor, readQuery(req, staffWaitlistQuery).doctorId),
}));
