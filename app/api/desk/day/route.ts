import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { deskDayQuery } from "@/lib/appointments/shapes";
import { deskDay } from "@/lib/desk/day-board";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

// Issue 26: the clinic's day for the front desk -> { success, date, doctors: [{ _id, name, speciality,
// hours, timeOff, appointments }] }, every doctor working that day or with visits on it; with
// `limit` (issue 40) a page of them and `nextCursor` (absent without it: old clients read the same answer).
export const GET = authedRoute(["receptionist", "admin"], async ({ req, actor }) => {
  const q = readQuery(req, deskDayQuery);
  const date = q.date ?? clinicDateOf(new Date(), clinicTimeZone());
  const day = await deskDay(actor, date, { doctorId: q.doctorId, speciality: q.speciality }, new Date(), { limit: q.limit, cursor: q.cursor });
  return { date, doctors: day.doctors, ...(q.limit === undefined ? {} : { nextCursor: day.nextCursor }) };
});
