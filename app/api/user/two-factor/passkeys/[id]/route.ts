import { authedRoute } from "@/lib/http/handler";
import { PASSKEY_REMOVED, removePasskey } from "@/lib/accounts/passkeys";
import { passkeyIdSchema } from "@/lib/accounts/passkey-schema";

// Issue 44: removes one of the caller's passkeys (404 for another account's or an unknown id).
export const DELETE = authedRoute<{ id: string }>([], async ({ params, actor }) => {
  await removePasskey(actor, passkeyIdSchema.parse(params.id));
  return { message: PASSKEY_REMOVED };
}, { allowWithoutSecondFactor: true });
