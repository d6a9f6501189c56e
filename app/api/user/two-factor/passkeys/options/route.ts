import { authedRoute } from "@/lib/http/handler";
import { passkeyRegistrationOptions } from "@/lib/accounts/passkeys";

// Issue 44: adding a passkey, step one -> { options } for navigator.credentials.create() (a challenge bound to this session, 10 minutes, once).
export const POST = authedRoute([], async ({ actor }) => ({ options: await passkeyRegistrationOptions(actor) }), { allowWithoutSecondFactor: true });
