// Every route file under app/api, found on disk: the authorization matrix and
// the OpenAPI test use this list, so a new route cannot go unnoticed.
import fs from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

const root = path.resolve(__dirname, "../..");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// A route loaded from disk, called as Next.js calls it: params come from the URL, as strings.
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

/**
 * API path of each route.ts ("[id]" becomes "{id}"). Not part of the REST API:
 * next-auth's catch-all, and the cron routes (called by the platform with
 * CRON_SECRET; tests/integration/notifications/email-delivery.test.ts covers them).
 */
export function routeFiles(): { file: string; path: string }[] {
  const dir = path.join(root, "app/api");
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts" && !f.includes("[...") && !f.startsWith(`cron${path.sep}`))
    .map((f) => ({
      file: path.join(dir, f),
      path: `/api/${path.dirname(f).split(path.sep).join("/")}`.replace(/\[(\w+)\]/g, "{$1}").replace(/\/\.$/, ""),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** "METHOD /api/path" -> the exported handler. */
export async function loadRoutes(): Promise<Map<string, Handler>> {
  const out = new Map<string, Handler>();
  for (const r of routeFiles()) {
    const mod = (await import(r.file)) as Record<string, unknown>;
    for (const m of METHODS) if (typeof mod[m] === "function") out.set(`${m} ${r.path}`, mod[m] as Handler);
  }
  return out;
}
