// The clinic's rule that staff use a second factor (issue 44, item 5): with
// `requireTwoFactorForStaff` on, an admin, doctor or receptionist without one reaches only the
// place to set one up (pages: /security; API: 403 `twoFactorSetupRequired`). Patients may use
// one, never must. Checked on the server for every staff page, action and API call.
import { DomainError } from "@/lib/errors";
import { getClinicSettings } from "@/lib/clinic/settings";
import { hasSecondFactor } from "@/lib/accounts/two-factor";
import type { Role } from "@/lib/generated/prisma/enums";

export const SECOND_FACTOR_SETUP_REQUIRED =
  "The clinic asks staff to sign in with a second factor. Set up an authenticator app or a passkey in Sign-in security first.";

/** Where a staff member without a second factor is sent. */
export const SECURITY_SETUP_PATH = "/security";

/** Whether this account must set up a second factor before anything else. */
export async function mustSetUpSecondFactor(actor: { id: string; role: Role }): Promise<boolean> {
  if (actor.role === "patient") return false;
  const { requireTwoFactorForStaff } = await getClinicSettings();
  return requireTwoFactorForStaff && !(await hasSecondFactor(actor.id));
}

/** Throws the 403 (`twoFactorSetupRequired: true`) when the account must set up a second factor first. */
export async function requireSecondFactorSetUp(actor: { id: string; role: Role }): Promise<void> {
  if (await mustSetUpSecondFactor(actor)) {
    throw new DomainError("forbidden", SECOND_FACTOR_SETUP_REQUIRED, { details: { twoFactorSetupRequired: true } });
  }
}
