// Bearer tokens for the REST API: HS256 JWTs carrying the user id and the
// user's token version. Bumping users.token_version revokes every token.
import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "@/lib/auth/secret";

const ISSUER = "careslot";
const AUDIENCE = "careslot-api";
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const key = () => new TextEncoder().encode(authSecret());

export async function signApiToken(user: { id: string; tokenVersion: number }): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired token, or null. Revocation is checked by the caller against the user row. */
export async function verifyApiToken(token: string): Promise<{ userId: string; version: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
