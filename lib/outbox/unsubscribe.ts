// The one-click way out of reminder emails: a link naming the account and
// signed with a key derived from AUTH_SECRET (HMAC-SHA256), so it works
// without signing in and cannot be made for anyone else's account. Two forms:
// the page /unsubscribe (a button, for people; opening it changes nothing, so
// link scanners cannot unsubscribe anyone) and POST /api/emails/unsubscribe
// (RFC 8058 one-click, which mail apps call from the List-Unsubscribe header).
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/platform/secret";

/** A key of its own, so these signatures can never stand in for a session's or a token's. */
function key(): Buffer {
  return createHmac("sha256", authSecret()).update("careslot/reminder-unsubscribe/v1").digest();
}

export function unsubscribeSignature(userId: string): string {
  return createHmac("sha256", key()).update(userId).digest("base64url");
}

export function isUnsubscribeSignature(userId: string, signature: string): boolean {
  const want = Buffer.from(unsubscribeSignature(userId));
  const got = Buffer.from(signature);
  return got.length === want.length && timingSafeEqual(got, want);
}

function query(userId: string): string {
  return new URLSearchParams({ u: userId, sig: unsubscribeSignature(userId) }).toString();
}

/** The page with the "Turn off reminder emails" button. */
export function unsubscribePageUrl(siteUrl: string, userId: string): string {
  return `${siteUrl}/unsubscribe?${query(userId)}`;
}

/** The RFC 8058 one-click address of the List-Unsubscribe header (POST). */
export function oneClickUnsubscribeUrl(siteUrl: string, userId: string): string {
  return `${siteUrl}/api/emails/unsubscribe?${query(userId)}`;
}
