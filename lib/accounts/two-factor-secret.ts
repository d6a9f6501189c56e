// The authenticator app's secret at rest (issue 44, item 7): AES-256-GCM with a key from
// TWO_FACTOR_ENCRYPTION_KEY (32 random bytes in base64, `openssl rand -base64 32`). Development
// and tests derive one from the signing secret, as other secrets do (lib/platform/secret.ts);
// production refuses to run without it. The secret never leaves this module in a log or a URL.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/platform/secret";

const VERSION = "v1";

const MISSING_KEY =
  "TWO_FACTOR_ENCRYPTION_KEY is not set. The app refuses to start without it in production. Generate one with: openssl rand -base64 32";
const BAD_KEY = "TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes written in base64. Generate one with: openssl rand -base64 32";

/** The encryption key: from the environment, or (outside production) derived from AUTH_SECRET. */
export function twoFactorKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env.TWO_FACTOR_ENCRYPTION_KEY?.trim();
  if (configured) {
    const key = Buffer.from(configured, "base64");
    if (key.length !== 32) throw new Error(BAD_KEY);
    return key;
  }
  if (env.NODE_ENV === "production") throw new Error(MISSING_KEY);
  return createHash("sha256").update(`careslot-two-factor:${authSecret()}`).digest();
}

/** "v1:<iv>:<tag>:<ciphertext>", each base64url. */
export function encryptSecret(plain: string, key = twoFactorKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(":");
}

export function decryptSecret(stored: string, key = twoFactorKey()): string {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== VERSION || !iv || !tag || !data) throw new Error("Unreadable two-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
