import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { addPasskey, PASSKEY_ADDED } from "@/lib/accounts/passkeys";
import { passkeyRegistrationSchema } from "@/lib/accounts/passkey-schema";

// Issue 44: adding a passkey, step two: { name, response } (the browser's answer) -> 201 { message, passkey }.
export const POST = authedRoute([], async ({ req, actor }) => {
  const passkey = await addPasskey(actor, await readJson(req, passkeyRegistrationSchema));
  return { message: PASSKEY_ADDED, passkey };
}, { status: 201, allowWithoutSecondFactor: true });
