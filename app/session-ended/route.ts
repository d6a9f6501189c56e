// Where requirePageActor sends a browser whose session cookie the server no
// longer accepts (logged out elsewhere, password changed, account closed):
// the cookie is deleted and the browser goes on to /login, coming back to
// `callbackUrl` afterwards. proxy.ts only reads the cookie, so without this a
// browser holding an ended session would be sent away from /login.
import { NextResponse, type NextRequest } from "next/server";
import { currentActor } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/cookies";

/** `raw` as a path on this site, or null (another origin, or nothing usable). */
function ownPath(raw: string | null): string | null {
  if (!raw) return null;
  const base = new URL("http://this-site.invalid");
  try {
    const url = new URL(raw, base);
    return url.origin === base.origin && raw.startsWith("/") ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/** A redirect to a path of this site (relative, so it holds behind any proxy). */
function redirectTo(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path } });
}

export async function GET(req: NextRequest) {
  const back = ownPath(req.nextUrl.searchParams.get("callbackUrl"));
  // Still signed in: nothing ended, nothing to clear (a link here cannot sign anyone out).
  if (await currentActor()) return redirectTo(back ?? "/");
  await clearSessionCookie();
  return redirectTo(back ? `/login?callbackUrl=${encodeURIComponent(back)}` : "/login");
}
