import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { RECOVERY_CODES_MADE, regenerateRecoveryCodes } from "@/lib/accounts/two-factor";
import { secondFactorCodeSchema } from "@/lib/accounts/two-factor-schema";

// Issue 44: { code } -> { message, recoveryCodes: [10 strings] }; the old codes end.
export const POST = authedRoute([], async ({ req, actor }) => {
  const { recoveryCodes } = await regenerateRecoveryCodes(actor, await readJson(req, secondFactorCodeSchema));
  return { message: RECOVERY_CODES_MADE, recoveryCodes };
});
