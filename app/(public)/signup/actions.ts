"use server";

import { headers } from "next/headers";
import { runAction, type ActionResult } from "@/lib/actions/safe-action";
import { registerWithLimit } from "@/lib/accounts";
import { clientAddress } from "@/lib/rate-limit";
import { signupSchema, type SignupInput } from "@/lib/validation/auth";

export async function signupAction(input: SignupInput): Promise<ActionResult<null>> {
  return runAction(async () => {
    const values = signupSchema.parse(input);
    await registerWithLimit(values, clientAddress(await headers()));
    return null;
  }, "Registration successful! Please log in.");
}
