import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { createVisitType, listVisitTypesForAdmin, VISIT_TYPE_ADDED } from "@/lib/visit-types/admin";
import { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";

// Issue 24: every visit type, archived ones included, in order -> { success, visitTypes }.
export const GET = authedRoute(["admin"], async ({ actor }) => ({ visitTypes: (await listVisitTypesForAdmin(actor)).map(toAdminVisitTypeDTO) }));

// Issue 24: a new visit type, last in the list -> 201 { success, message, visitType }.
export const POST = authedRoute(
  ["admin"],
  async ({ req, actor }) => {
    const visitType = await createVisitType(actor, await readJson(req, visitTypeInputSchema));
    return { message: VISIT_TYPE_ADDED, visitType: toAdminVisitTypeDTO(visitType) };
  },
  { status: 201 },
);
