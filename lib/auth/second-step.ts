// The browser's half of a sign-in's second step (issue 44): the attempt's random token in an
// HttpOnly cookie, sent only to /login (its verify page and action), for the attempt's ten
// minutes. The server keeps only its hash (lib/accounts/two-factor-sign-in.ts).
import { cookies, headers } from "next/headers";
import { ATTEMPT_SECONDS } from "@/lib/accounts/two-factor-sign-in";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import { SECOND_STEP_NEEDED } from "@/lib/auth/second-step-path";

export { SECOND_STEP_NEEDED, verifyPath } from "@/lib/auth/second-step-path";

const COOKIE = "careslot-second-step";

/** Thrown by the web sign-in's password check when the account goes on to /login/verify. */
export class SecondStepNeeded extends Error {
  constructor() {
    super(SECOND_STEP_NEEDED);
  }
}

export async function keepAttemptToken(token: string): Promise<void> {
  const requestHeaders = await headers();
  const secure = sessionCookieIsSecure({ headers: requestHeaders, url: `http://${requestHeaders.get("host") ?? "localhost"}/` });
  (await cookies()).set(COOKIE, token, { httpOnly: true, sameSite: "lax", path: "/login", secure, maxAge: ATTEMPT_SECONDS });
}

export async function attemptToken(): Promise<string | undefined> {
  return (await cookies()).get(COOKIE)?.value;
}

export async function forgetAttemptToken(): Promise<void> {
  (await cookies()).delete({ name: COOKIE, path: "/login" });
}
