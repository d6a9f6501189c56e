"use server";

// The profile's "Sign-in security" section (issue 44) and the admin's reset of a lost device.
// Thin: lib/accounts/two-factor.ts holds every rule.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import {
  confirmTotp,
  disableTotp,
  RECOVERY_CODES_MADE,
  regenerateRecoveryCodes,
  resetSecondFactor,
  SECOND_FACTOR_RESET,
  startTotpEnrolment,
  TOTP_OFF,
  TOTP_ON,
  TOTP_STARTED,
} from "@/lib/accounts/two-factor";
import { secondFactorCodeSchema, totpCodeSchema } from "@/lib/accounts/two-factor-schema";
import { idSchema } from "@/lib/validation";

export const startTotpAction = serverAction({ roles: [], success: TOTP_STARTED }, async (_input, { actor }) => startTotpEnrolment(actor));

export const confirmTotpAction = serverAction({ roles: [], schema: totpCodeSchema, success: TOTP_ON }, async (input, { actor }) => {
  const result = await confirmTotp(actor, input);
  revalidatePath("/security");
  return result;
});

export const disableTotpAction = serverAction({ roles: [], schema: secondFactorCodeSchema, success: TOTP_OFF }, async (input, { actor }) => {
  await disableTotp(actor, input);
  revalidatePath("/security");
});

export const newRecoveryCodesAction = serverAction({ roles: [], schema: secondFactorCodeSchema, success: RECOVERY_CODES_MADE }, async (input, { actor }) =>
  regenerateRecoveryCodes(actor, input),
);

export const resetSecondFactorAction = serverAction({ roles: ["admin"], schema: idSchema, success: SECOND_FACTOR_RESET }, async (userId, { actor }) => {
  await resetSecondFactor(userId, actor);
});
