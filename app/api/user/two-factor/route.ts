import { authedRoute } from "@/lib/http/handler";
import { twoFactorStatus } from "@/lib/accounts/two-factor";

// Issue 44: the caller's second factors -> { totp, passkeys: [{ id, name, createdAt, lastUsedAt }], recoveryCodesLeft }.
export const GET = authedRoute([], async ({ actor }) => twoFactorStatus(actor.id), { allowWithoutSecondFactor: true });
