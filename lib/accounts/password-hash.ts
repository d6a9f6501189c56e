// Passwords are hashed with Argon2id (memory-hard), parameters per OWASP's
// current minimum (19 MiB, 2 passes).
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps the response time of an unknown email the same
// as a wrong password, so emails cannot be probed by timing.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("careslot-timing-equaliser");
  await verifyPassword(await dummyHash, password);
}
