import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { restoreVisitType, VISIT_TYPE_RESTORED } from "@/lib/visit-types/admin";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";

// Issue 24: offers an archived visit type again, in its old place -> { success, message, visitType }.
export const POST = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const visitType = await restoreVisitType(actor, pathId(params.id));
  return { message: VISIT_TYPE_RESTORED, visitType: toAdminVisitTypeDTO(visitType) };
});
