import { NextResponse } from "next/server";
import { prisma } from "@/lib/db";
import { jsonError } from "@/lib/http/handler";
import { unavailable } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and test harnesses. */
export async function GET() {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return NextResponse.json({ success: true, database: "up" });
  } catch {
    return jsonError(unavailable("The database is not reachable right now."));
  }
}
