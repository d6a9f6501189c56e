import { publicRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { getUser } from "@/lib/accounts/users";
import { finishPasswordless } from "@/lib/accounts/passkey-sign-in";
import { passkeySignInSchema } from "@/lib/accounts/passkey-schema";

// Issue 44: signing in with a passkey alone, step two: { attemptId, response } -> the usual { success, token, user }.
export const POST = publicRoute(async ({ req }) => {
  const { attemptId, response } = await readJson(req, passkeySignInSchema);
  const { actor } = await finishPasswordless(attemptId, response, clientAddress(req.headers), req.headers.get("user-agent"));
  return { message: "Login successful", token: await issueApiToken(actor), user: await getUser(actor.id) };
});
