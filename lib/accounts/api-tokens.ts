// Bearer tokens for the REST API: HS256 JWTs carrying the user id, the user's
// token version and the id of the server-side session they belong to (`sid`,
// lib/accounts/sessions.ts). Deleting the session row ends the token; bumping
// users.token_version ends every token of the user at once.
import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "@/lib/platform/secret";
import { startSession, type SessionClaims } from "@/lib/accounts/sessions";

const ISSUER = "careslot";
const AUDIENCE = "careslot-api";
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const key = () => new TextEncoder().encode(authSecret());

/** Signs a token for an existing session (see issueApiToken). */
export async function signApiToken(user: { id: string; tokenVersion: number }, sessionId: string): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** A new API session of the user and its bearer token (POST /api/auth/login). */
export async function issueApiToken(user: { id: string; tokenVersion: number }): Promise<string> {
  const session = await startSession(user.id, "api", TOKEN_TTL_SECONDS);
  return signApiToken(user, session.id);
}

/**
 * The claims of a validly signed, unexpired token, or null. Whether its
 * session still lives is checked by the caller (lib/accounts/users.ts findSessionActor).
 * A token without `sid` (issued before server-side sessions existed) is
 * refused: its holder signs in again.
 */
export async function verifyApiToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, version: payload.ver, sessionId: payload.sid };
  } catch {
    return null;
  }
}
