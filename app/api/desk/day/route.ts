import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { deskDayQuery } from "@/lib/appointments/shapes";
import { deskDay } from "@/lib/desk/day-board";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";

// Issue 26: the clinic's day for the front desk -> { success, date, doctors: [{ _id, name, speciality,
// hours, timeOff, appointments }] }, every doctor working that day or with visits on it.
export const GET = authedRoute(["receptionist", "admin"], async ({ req, actor }) => {
  const q = readQuery(req, deskDayQuery);
  const date = q.date ?? clinicDateOf(new Date(), clinicTimeZone());
  return { date, doctors: await deskDay(actor, date, { doctorId: q.doctorId, speciality: q.speciality }) };
});
