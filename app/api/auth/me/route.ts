import { authedRoute } from "@/lib/http/handler";
import { getUser } from "@/lib/accounts/users";

// SPEC: GET /api/auth/me (bearer) -> { success, user }.
export const GET = authedRoute([], async ({ actor }) => ({ user: await getUser(actor.id) }), { allowWithoutSecondFactor: true });
