import { NextResponse } from "next/server";
import { openApiDocument } from "@/lib/http/openapi";

// The OpenAPI 3.1 document. Not wrapped in { success }: OpenAPI allows no such top-level key.
export function GET() {
  return NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
