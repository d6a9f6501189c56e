import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { confirmTotp, TOTP_ON } from "@/lib/accounts/two-factor";
import { totpCodeSchema } from "@/lib/accounts/two-factor-schema";

// Issue 44: { code } confirms the app -> { message, recoveryCodes: [10 strings] } (shown once).
export const POST = authedRoute([], async ({ req, actor }) => {
  const { recoveryCodes } = await confirmTotp(actor, await readJson(req, totpCodeSchema));
  return { message: TOTP_ON, recoveryCodes };
}, { allowWithoutSecondFactor: true });
