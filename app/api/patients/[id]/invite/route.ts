import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { INVITATION_SENT, invitePatient } from "@/lib/desk/patient-records";

// Issue 26: emails a record without an account a link to set a password -> { success, message, patient }.
export const POST = authedRoute<{ id: string }>(["receptionist", "admin"], async ({ params, actor }) => ({
  message: INVITATION_SENT,
  patient: await invitePatient(actor, pathId(params.id)),
}));
