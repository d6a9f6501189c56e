// Request gate (Next 16's middleware): role checks for the areas, sign-in for
// patient pages, and CORS for the REST API. Pages and actions check again on
// the server with a fresh read of the user; this is the first line only.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

const SIGNED_IN_ONLY = ["/my-appointments", "/profile"];
const GUEST_ONLY = ["/login", "/signup"];

function under(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function allowedOrigins(): string[] {
  return (process.env.CORS_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
}

/** CORS for /api: only listed origins get headers; preflights are answered here. */
function api(request: NextRequest): NextResponse {
  const origin = request.headers.get("origin");
  const allowed = origin !== null && allowedOrigins().includes(origin);
  const res = request.method === "OPTIONS" ? new NextResponse(null, { status: 204 }) : NextResponse.next();
  res.headers.append("Vary", "Origin");
  if (allowed) {
    res.headers.set("Access-Control-Allow-Origin", origin);
    res.headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    res.headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
    res.headers.set("Access-Control-Max-Age", "600");
  }
  return res;
}

function redirectTo(request: NextRequest, path: string, returnTo?: string) {
  const url = new URL(path, request.url);
  if (returnTo) url.searchParams.set("callbackUrl", returnTo);
  return NextResponse.redirect(url);
}

export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (under(path, "/api")) return api(request);

  const token = await getToken({ req: request, secret: authSecret() });
  const role = token?.role;
  const here = path + request.nextUrl.search;

  if (under(path, "/admin") || under(path, "/doctor")) {
    const needed = under(path, "/admin") ? "admin" : "doctor";
    if (!token) return redirectTo(request, "/login", here);
    if (role !== needed) return redirectTo(request, "/");
  }
  if (SIGNED_IN_ONLY.some((p) => under(path, p)) && !token) return redirectTo(request, "/login", here);
  if (under(path, "/profile") && role === "doctor") return redirectTo(request, "/doctor/profile");
  if (under(path, "/profile") && role === "admin") return redirectTo(request, "/admin/profile");
  if (GUEST_ONLY.some((p) => under(path, p)) && token) return redirectTo(request, "/");

  return NextResponse.next();
}

export const config = {
  // Everything except static assets and Next internals.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|images/|uploads/|robots.txt|sitemap.xml).*)"],
};
