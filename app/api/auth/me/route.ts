import { authedRoute } from "@/lib/api/handler";
import { getUser } from "@/lib/users";

// SPEC: GET /api/auth/me (bearer) -> { success, user }.
export const GET = authedRoute([], async ({ actor }) => ({ user: await getUser(actor.id) }));
