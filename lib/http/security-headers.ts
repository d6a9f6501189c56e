// Security headers. The Content-Security-Policy carries a per-request nonce
// (set in proxy.ts; Next.js stamps it on its own scripts), so no inline script
// runs without it; a page sent from the page cache (lib/http/page-cache.ts)
// lists instead the SHA-256 of each of its own inline scripts, so it too runs
// exactly the scripts it was rendered with. Styles may be inline: Radix and sonner position elements
// with style attributes.

const isProd = () => process.env.NODE_ENV === "production";

/**
 * `scripts`: the request's nonce, or the hashes of a cached page's inline scripts.
 * `secure`: the request came over https. Only then are plain-http subresources
 * upgraded; on a local http server (npm start) the upgrade would break the site.
 */
export function contentSecurityPolicy(scripts: string | { hashes: string[] }, secure = false): string {
  const uploadHosts = "https://utfs.io https://*.ufs.sh";
  // With hashes there is no 'strict-dynamic': the page's own chunks load from 'self'.
  const allowed = typeof scripts === "string" ? `'nonce-${scripts}' 'strict-dynamic'` : scripts.hashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}${isProd() ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${uploadHosts}`,
    "font-src 'self' data:",
    `connect-src 'self'${isProd() ? "" : " ws: wss:"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProd() && secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** For JSON API responses: nothing may be loaded or framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of a stored upload (/uploads/{id}): the bytes are someone's
 * upload, so if a browser were ever talked into reading one as a document, it
 * may load nothing, run nothing, be framed by no one and is sandboxed. The
 * route sends it and proxy.ts keeps it (never the page policy).
 */
export const STORED_FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** For uploaded files served back: the declared type is final (no sniffing) and the policy above. */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": STORED_FILE_CSP,
};

/** Headers for every response: proxy.ts sets them on pages and routes, next.config.ts on static files. */
export function staticSecurityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(isProd() ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}
