// CORS for the REST API. Clients authenticate with bearer tokens, never
// cookies, so no credentials are allowed; only the origins listed in
// CORS_ORIGINS (comma-separated) get any CORS header. proxy.ts applies it to
// every /api request; the public doctor reads, which skip the proxy, apply it
// themselves (lib/http/handler.ts).

export function allowedOrigins(): string[] {
  return (process.env.CORS_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
}

/** Sets the CORS headers `request`'s origin is due on `headers` (always `Vary: Origin`). */
export function applyCors(request: Request, headers: Headers): void {
  headers.append("Vary", "Origin");
  const origin = request.headers.get("origin");
  if (origin === null || !allowedOrigins().includes(origin)) return;
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
  headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
  headers.set("Access-Control-Max-Age", "600");
}

/** The answer to a preflight (OPTIONS) request. */
export function corsPreflight(request: Request): Response {
  const res = new Response(null, { status: 204 });
  applyCors(request, res.headers);
  return res;
}
