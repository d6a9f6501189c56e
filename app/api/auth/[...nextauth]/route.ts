import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { jsonError } from "@/lib/http/handler";
import { authOptions } from "@/lib/auth/options";
import { clearSessionCookie, hasSessionCookie } from "@/lib/auth/cookies";
import { currentActor } from "@/lib/auth/session";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's session endpoint checks only the cookie's signature: a cookie
 * whose session ended on the server (logout elsewhere, "log out everywhere",
 * a password change, a closed account, a short session past its day) would still get the account's name,
 * email, id and role back, and a renewed cookie. Like every other door, it
 * first asks the server-side session (lib/auth/session.ts); an ended one gets
 * next-auth's own answer for "no session" ({}) and its cookie deleted. A
 * database outage answers 503 instead of signing anyone out.
 */
async function endedSession(req: NextRequest, ctx: Context): Promise<Response | null> {
  if (req.method !== "GET" || (await ctx.params).nextauth.join("/") !== "session") return null;
  try {
    if (!(await hasSessionCookie()) || (await currentActor())) return null;
  } catch (err) {
    return jsonError(err);
  }
  await clearSessionCookie();
  return NextResponse.json({}, { headers: { "Cache-Control": "private, no-cache, no-store" } });
}

// Built per request so that a missing AUTH_SECRET in production fails here
// with its clear message instead of at build time.
async function handler(req: NextRequest, ctx: Context) {
  return (await endedSession(req, ctx)) ?? NextAuth(authOptions())(req, ctx);
}

export { handler as GET, handler as POST };
