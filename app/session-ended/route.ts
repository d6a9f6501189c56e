// Where requirePageActor sends a browser whose session cookie the server no
// longer accepts (logged out elsewhere, password changed, account closed):
// the cookie is deleted and the browser goes on to /login, coming back to
// `callbackUrl` afterwards. (proxy.ts clears such a cookie itself on /login
// and /signup.)
import { NextResponse, type NextRequest } from "next/server";
import { currentActor } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { safeReturnPath } from "@/lib/http/return-address";

/** A redirect to a path of this site (relative, so it holds behind any proxy). */
function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path } });
}

export async function GET(req: NextRequest) {
  // The one rule for return paths: a page of this site after normalisation, or nothing.
  const back = safeReturnPath(req.nextUrl.searchParams.get("callbackUrl"));
  // Still signed in: nothing ended, nothing to clear (a link here cannot sign anyone out).
  if (await currentActor()) return redirectTo(back ?? "/");
  await clearSessionCookie();
  return redirectTo(back ? `/login?callbackUrl=${encodeURIComponent(back)}` : "/login");
}
