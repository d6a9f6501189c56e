import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { resetSecondFactor, SECOND_FACTOR_RESET } from "@/lib/accounts/two-factor";

// Issue 44: a lost device. The account's app, recovery codes and passkeys go; it is signed out everywhere and emailed.
export const POST = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  await resetSecondFactor(pathId(params.id), actor);
  return { message: SECOND_FACTOR_RESET };
});
