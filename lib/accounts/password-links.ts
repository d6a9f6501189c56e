// Single-use password links: "forgot password" (one hour) and the link a
// doctor added by an admin gets to set their first password (seven days).
// The link carries 32 random bytes; the database keeps only their SHA-256, so
// reading the table (or a backup of it) opens no account. A link counts while
// it is unused and unexpired, and setting a password spends every open link
// of the account.
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PasswordTokenPurpose } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/** How long a link works, by purpose. */
export const LINK_LIFETIME_SECONDS: Record<PasswordTokenPurpose, number> = {
  reset: 60 * 60,
  set_password: 7 * 24 * 60 * 60,
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type NewPasswordLink = { id: string; token: string; expiresAt: Date };

/**
 * Makes a link for `userId` in `tx` (the transaction that also records the
 * email carrying it). The user's expired links are removed on the way, so the
 * table holds about the number of live links.
 */
export async function createPasswordLink(tx: Tx, userId: string, purpose: PasswordTokenPurpose): Promise<NewPasswordLink> {
  const now = new Date();
  await tx.passwordToken.deleteMany({ where: { userId, expiresAt: { lte: now } } });
  const token = randomBytes(32).toString("base64url");
  const row = await tx.passwordToken.create({
    data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_LIFETIME_SECONDS[purpose] * 1000) },
    select: { id: true, expiresAt: true },
  });
  return { id: row.id, token, expiresAt: row.expiresAt };
}

export type LinkState =
  | { status: "valid"; id: string; userId: string; purpose: PasswordTokenPurpose }
  | { status: "unknown" }
  | { status: "used" | "expired"; purpose: PasswordTokenPurpose };

/** What a link's token is now, without spending it. */
export async function inspectLink(token: string, now = new Date()): Promise<LinkState> {
  const row = await prisma.passwordToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, purpose: true, expiresAt: true, usedAt: true },
  });
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used", purpose: row.purpose };
  if (row.expiresAt <= now) return { status: "expired", purpose: row.purpose };
  return { status: "valid", id: row.id, userId: row.userId, purpose: row.purpose };
}

/** True while the link `id` may still be used (an email carrying it is still worth sending). */
export async function isLinkOpen(id: string): Promise<boolean> {
  return (await prisma.passwordToken.count({ where: { id, usedAt: null, expiresAt: { gt: new Date() } } })) > 0;
}

/**
 * Spends the link `id` in `tx`, and with it every other open link of its
 * account. False when it was spent or expired in the meantime (two tabs, a
 * double click): exactly one use wins.
 */
export async function spendLink(tx: Tx, id: string, userId: string): Promise<boolean> {
  const now = new Date();
  const { count } = await tx.passwordToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count === 0) return false;
  await tx.passwordToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  return true;
}
