// The secret that signs sessions and API tokens. It always comes from the
// environment: `npm run dev` / `npm start` with the embedded database create
// one and keep it beside the data (.data/auth-secret); a production server
// without AUTH_SECRET refuses to run.
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (secret && secret.length >= 32) return secret;
  if (secret) throw new Error("AUTH_SECRET must be at least 32 characters long. Generate one with: openssl rand -base64 32");
  if (process.env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is not set. The app refuses to start without it in production. Generate one with: openssl rand -base64 32");
  }
  // Tests and ad-hoc `next dev` runs: a fixed development-only value.
  return "careslot-development-secret-not-for-production-use";
}
