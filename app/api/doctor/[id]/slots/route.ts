import { publicRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/schemas";
import { getDoctorSlots } from "@/lib/doctors/queries";

// Extra: the free slots of the next 7 clinic days, computed by the same rule that validates bookings.
export const GET = publicRoute<{ id: string }>(async ({ params }) => ({ slots: await getDoctorSlots(pathId(params.id)) }));
