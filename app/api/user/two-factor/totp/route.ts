import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { disableTotp, startTotpEnrolment, TOTP_OFF } from "@/lib/accounts/two-factor";
import { secondFactorCodeSchema } from "@/lib/accounts/two-factor-schema";

// Issue 44: a new authenticator secret, not yet on -> { secret, otpauthUrl, qrCode } (a data URL).
export const POST = authedRoute([], async ({ actor }) => startTotpEnrolment(actor), { allowWithoutSecondFactor: true });

// { code }: a current code or a recovery code turns the app off.
export const DELETE = authedRoute([], async ({ req, actor }) => {
  await disableTotp(actor, await readJson(req, secondFactorCodeSchema));
  return { message: TOTP_OFF };
});
