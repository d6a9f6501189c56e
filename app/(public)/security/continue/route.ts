import { NextResponse, type NextRequest } from "next/server";
import { settleSetupClaim } from "@/lib/auth/setup-claim";
import { SECURITY_SETUP_PATH } from "@/lib/clinic/two-factor-policy";
import { safeReturnPath } from "@/lib/http/return-address";

// Issue 44: where proxy.ts sends a staff cookie that was told to set up a second factor
// (lib/auth/setup-claim.ts): on to /security, or back to the page asked for once that is done.
export async function GET(request: NextRequest) {
  const back = safeReturnPath(request.nextUrl.searchParams.get("callbackUrl"), request.nextUrl.origin) ?? "/";
  const to = (await settleSetupClaim()) === "setup" ? SECURITY_SETUP_PATH : back;
  const res = NextResponse.redirect(new URL(to, request.url));
  res.headers.set("Cache-Control", "private, no-store");
  return res;
}
