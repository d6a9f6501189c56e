// next-auth names the session cookie "__Secure-next-auth.session-token" when
// it takes the site to be served over https, and "next-auth.session-token"
// otherwise. Whoever reads the cookie outside next-auth (the proxy's getToken)
// must decide the same way, or a signed-in user looks signed out: behind an
// https proxy without NEXTAUTH_URL, next-auth wrote the __Secure- cookie while
// getToken, deciding from NEXTAUTH_URL alone, looked for the plain one.
//
// next-auth's own rule (next-auth/utils/detect-origin, core/init): the origin
// is NEXTAUTH_URL when set; else, on Vercel or with AUTH_TRUST_HOST, the
// request's X-Forwarded-Proto (anything but "http" is https); else it falls
// back to http://localhost. tests/integration/auth/session-cookie.test.ts checks
// this copy against next-auth itself.

/** Whether next-auth uses the __Secure- session cookie for this request. */
export function sessionCookieIsSecure(request: { headers: Headers; url: string }): boolean {
  const configured = process.env.NEXTAUTH_URL;
  if (configured) {
    // next-auth reads a bare host name as https.
    try {
      return new URL(configured.startsWith("http") ? configured : `https://${configured}`).protocol === "https:";
    } catch {
      return false;
    }
  }
  if (process.env.VERCEL ?? process.env.AUTH_TRUST_HOST) {
    // Next.js always sets X-Forwarded-Proto before the proxy runs; the URL's
    // own scheme stands in where it is missing (a request built in a test).
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(/:$/, "");
    return proto !== "http";
  }
  return false;
}
