import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { moveVisitType, VISIT_TYPES_REORDERED } from "@/lib/visit-types/admin";
import { moveVisitTypeSchema } from "@/lib/visit-types/visit-type-schema";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";

// Issue 24: JSON {direction: "up"|"down"} moves a visit type one place -> { success, message, visitTypes } (the new order).
export const POST = authedRoute<{ id: string }>(["admin"], async ({ req, params, actor }) => {
  const id = pathId(params.id);
  const { direction } = await readJson(req, moveVisitTypeSchema);
  const visitTypes = await moveVisitType(actor, id, direction);
  return { message: VISIT_TYPES_REORDERED, visitTypes: visitTypes.map(toAdminVisitTypeDTO) };
});
