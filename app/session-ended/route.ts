// Where a browser goes whose session cookie the server no longer accepts
// (logged out elsewhere, password changed, account closed): from a protected
// page (lib/auth/session.ts requirePageActor) or from /login and /signup
// (redirectSignedIn). The cookie is deleted and the browser goes on to /login,
// coming back to `callbackUrl` afterwards, or straight back to /login or
// /signup when that is where it came from. proxy.ts only reads the cookie, so
// without this a browser holding an ended session could not be told apart
// from a signed-in one.
import { NextResponse, type NextRequest } from "next/server";
import { currentActor } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { safeReturnPath } from "@/lib/return-address";

/** A redirect to a path of this site (relative, so it holds behind any proxy). */
function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path } });
}

const SIGN_IN_PAGES = new Set(["/login", "/signup"]);

export async function GET(req: NextRequest) {
  // The one rule for return paths: a page of this site after normalisation, or nothing.
  const back = safeReturnPath(req.nextUrl.searchParams.get("callbackUrl"));
  // Still signed in: nothing ended, nothing to clear (a link here cannot sign anyone out).
  if (await currentActor()) return redirectTo(back ?? "/");
  await clearSessionCookie();
  if (back && SIGN_IN_PAGES.has(new URL(back, "http://this-site.invalid").pathname)) return redirectTo(back);
  return redirectTo(back ? `/login?callbackUrl=${encodeURIComponent(back)}` : "/login");
}
