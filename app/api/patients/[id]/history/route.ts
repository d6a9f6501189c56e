import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { getPatientRecordHistory } from "@/lib/desk/patient-records";

// Issue 26 item 5: who made, changed and invited a patient record, newest first -> { success, history }.
export const GET = authedRoute<{ id: string }>(["receptionist", "admin"], async ({ params, actor }) => ({
  history: await getPatientRecordHistory(actor, pathId(params.id)),
}));
