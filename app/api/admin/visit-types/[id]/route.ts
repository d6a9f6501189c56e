import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { archiveVisitType, updateVisitType, VISIT_TYPE_ARCHIVED, VISIT_TYPE_UPDATED } from "@/lib/visit-types/admin";
import { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";

// Issue 24: replaces a visit type (fields left out take their defaults) -> { success, message, visitType }.
export const PUT = authedRoute<{ id: string }>(["admin"], async ({ req, params, actor }) => {
  const id = pathId(params.id);
  const visitType = await updateVisitType(actor, id, await readJson(req, visitTypeInputSchema));
  return { message: VISIT_TYPE_UPDATED, visitType: toAdminVisitTypeDTO(visitType) };
});

// Issue 24: archives a visit type, never deletes it (409 for the last active one) -> { success, message, visitType }.
export const DELETE = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const visitType = await archiveVisitType(actor, pathId(params.id));
  return { message: VISIT_TYPE_ARCHIVED, visitType: toAdminVisitTypeDTO(visitType) };
});
