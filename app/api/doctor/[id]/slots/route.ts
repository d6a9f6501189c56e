import { publicRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { readQuery } from "@/lib/http/body";
import { getDoctorSlots } from "@/lib/doctors/queries";
import { slotsQuery } from "@/lib/schedule/shapes";

// Extra: the free starts of the booking horizon for a visit type (the doctor's default type when
// `visitType` is absent), computed by the same rule that validates bookings.
export const GET = publicRoute<{ id: string }>(async ({ req, params }) => {
  const { visitType } = readQuery(req, slotsQuery);
  return { slots: await getDoctorSlots(pathId(params.id), new Date(), visitType) };
});
