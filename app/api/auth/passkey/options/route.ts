import { publicRoute } from "@/lib/http/handler";
import { passwordlessOptions } from "@/lib/accounts/passkey-sign-in";
import { clientAddress } from "@/lib/http/client-address";

// Issue 44: signing in with a passkey alone, step one -> { attemptId, options } for navigator.credentials.get()
// (the attempt holds the challenge: 10 minutes, once).
export const POST = publicRoute(async ({ req }) => passwordlessOptions(false, clientAddress(req.headers)));
