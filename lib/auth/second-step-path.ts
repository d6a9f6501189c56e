// Browser-safe pieces of the sign-in's second step (issue 44), for the login form with scripts.

/** What next-auth's credentials provider answers the login form when the password was right and a second step follows. */
export const SECOND_STEP_NEEDED = "TwoFactorRequired";

/** /login/verify, coming back to `callbackUrl` (a path of this site) afterwards. */
export const verifyPath = (callbackUrl: string | null | undefined) =>
  callbackUrl ? `/login/verify?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login/verify";
