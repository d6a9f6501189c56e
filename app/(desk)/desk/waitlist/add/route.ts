import { NextResponse, type NextRequest } from "next/server";
import { parseUrlId } from "@/lib/http/url-id";

// The desk's "Add a patient" (issue 27) is a plain GET form naming a doctor: it goes on to that
// doctor's join page, where the desk finds the patient. An unknown value goes back to the list.
export function GET(req: NextRequest) {
  const id = parseUrlId(req.nextUrl.searchParams.get("doctor") ?? "");
  return NextResponse.redirect(new URL(id ? `/appointment/${id}/waitlist` : "/desk/waitlist", req.url), 303);
}
