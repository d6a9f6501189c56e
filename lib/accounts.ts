// Registration and API login with their rate limits: shared by the signup
// form's server action and the REST routes.
import { hitRateLimit, LIMITS } from "@/lib/rate-limit";
import { authenticate, registerPatient } from "@/lib/users";
import { signApiToken } from "@/lib/auth/tokens";
import { loginSchema, registerSchema } from "@/lib/validation";

export const REGISTERED = "Registration successful! Please log in.";

/**
 * Validated first, like login and the contact form: an invalid request writes
 * nothing, not even a rate-limit counter. Then limited per address.
 */
export async function registerWithLimit(raw: unknown, ip: string) {
  const input = registerSchema.parse(raw);
  await hitRateLimit(`register:ip:${ip}`, LIMITS.registerPerIp);
  return registerPatient(input);
}

/** Checks credentials (rate limited per address and per email) and issues a bearer token. */
export async function loginForToken(raw: unknown, ip: string) {
  const input = loginSchema.parse(raw);
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  await hitRateLimit(`login:email:${input.email}`, LIMITS.loginPerEmail);
  const actor = await authenticate(input);
  return { token: await signApiToken(actor), actor };
}
