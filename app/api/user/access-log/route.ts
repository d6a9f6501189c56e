import { authedRoute } from "@/lib/http/handler";
import { myAccessLog } from "@/lib/privacy/access-log";

// Issue 45: who has opened the caller's record -> { success, entries: [{ at, actor: { name, role }, action, patientId, description }] }.
export const GET = authedRoute(["patient"], async ({ actor }) => ({ entries: await myAccessLog(actor) }));
