"use server";

// The signup form: a new patient account, rate limited per address like the
// REST register route.
import { headers } from "next/headers";
import { serverAction } from "@/lib/actions/safe-action";
import { REGISTERED, registerWithLimit } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { signupSchema } from "@/lib/accounts/auth-schemas";

export const signupAction = serverAction(
  // signupSchema adds the confirmation and terms the form asks for on top of registration.
  { roles: "public", schema: signupSchema, success: REGISTERED },
  async (input): Promise<null> => {
    await registerWithLimit(input, clientAddress(await headers()));
    return null;
  },
);
