// The session cookie's `setup` claim (issue 44, item 3): set at sign-in when the clinic requires
// a second factor this staff account lacks, so that proxy.ts sends it to set one up before any
// staff screen without reading the database on every request. The proxy sends such a browser
// here (/security/continue); one read decides: still without a factor (and still required),
// on to /security; else the claim leaves the cookie and the browser goes back where it was going.
import { cookies, headers } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { authOptions } from "@/lib/auth/options";
import { currentActor } from "@/lib/auth/session";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import { mustSetUpSecondFactor } from "@/lib/clinic/two-factor-policy";


/** Whether the account still must set up a second factor; when not, the cookie is written again without the claim. */
export async function settleSetupClaim(): Promise<"setup" | "done"> {
  const actor = await currentActor();
  if (!actor) return "done";
  if (await mustSetUpSecondFactor(actor)) return "setup";
  const requestHeaders = await headers();
  const secure = sessionCookieIsSecure({ headers: requestHeaders, url: `http://${requestHeaders.get("host") ?? "localhost"}/` });
  const name = `${secure ? "__Secure-" : ""}next-auth.session-token`;
  const jar = await cookies();
  const options = authOptions();
  const maxAge = options.session!.maxAge!;
  // The web's tokens are far below next-auth's chunk size (lib/auth/form-sign-in.ts).
  const token = await decode({ token: jar.get(name)?.value, secret: options.secret! });
  if (!token?.setup) return "done";
  delete token.setup;
  const value = await encode({ token, secret: options.secret!, maxAge });
  jar.set(name, value, { httpOnly: true, sameSite: "lax", path: "/", secure, expires: new Date(Date.now() + maxAge * 1000) });
  return "done";
}
