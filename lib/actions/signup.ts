"use server";

// The signup form: a new patient account, rate limited per address like the
// REST register route.
import { headers } from "next/headers";
import { serverAction } from "@/lib/actions/safe-action";
import { REGISTERED, registerWithLimit } from "@/lib/accounts";
import { clientAddress } from "@/lib/rate-limit";
import { signupSchema } from "@/lib/validation/auth";

export const signupAction = serverAction(
  // signupSchema adds the confirmation and terms the form asks for on top of registration.
  { roles: "public", schema: signupSchema, success: REGISTERED },
  async (input): Promise<null> => {
    await registerWithLimit(input, clientAddress(await headers()));
    return null;
  },
);
