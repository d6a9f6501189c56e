// An account's picture (users.image: profile photos, doctor portraits) and the stored image it
// shows (lib/platform/storage.ts keeps, checks and serves the images): an image belongs to the
// account whose picture it is, an account owns one (stored_files.owner_id is unique), the picture
// a new one replaces is deleted, and an upload no account ends up showing is deleted. Here, with
// the accounts, because it reads whose picture is what (users); the platform comes before the
// accounts and reads no account (issue 42).
import { prisma } from "@/lib/db";
import { discardImage, prepareImage, storedIdOf, storeImage, UPLOADS_PREFIX } from "@/lib/platform/storage";

/** An upload not yet owned after this long was cut off half-way (a crash): nothing will claim it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Abandoned uploads removed per save, so that one request never does unbounded work. */
const SWEEP_BATCH = 20;

/**
 * For account pictures (users.image: profile photos, doctor portraits).
 * Stores `file` (if any) and runs `write` with its URL, the save that makes
 * an account show it. When `write` fails (a duplicate email, an unknown
 * doctor...) the stored image is removed again, so a refused request leaves
 * nothing behind; when it succeeds, the image passes to the account now
 * showing it, and the picture it replaced is deleted.
 */
export async function withImage<T>(file: unknown, write: (image: string | undefined) => Promise<T>): Promise<T> {
  const prepared = await prepareImage(file);
  if (!prepared) return write(undefined);
  const url = await storeImage(prepared);
  let result: T;
  try {
    result = await write(url);
  } catch (err) {
    await discardImage(url).catch(() => undefined);
    throw err;
  }
  // The save is done: housekeeping that fails must not undo it or report it
  // as failed. An image left without owner is swept later (sweepAbandoned).
  await settleImage(url).catch((err: unknown) => console.error("Could not settle an uploaded image:", err));
  return result;
}

/**
 * After a save: the account whose picture `url` now is becomes its owner and
 * its previous image is deleted. If no account shows it (the save did not use
 * it, or a later upload replaced it already), it is deleted.
 */
async function settleImage(url: string): Promise<void> {
  const id = storedIdOf(url);
  if (!id) return;
  await prisma.$transaction(async (tx) => {
    const holder = await tx.user.findFirst({ where: { image: { endsWith: url } }, select: { id: true } });
    if (holder) {
      // Two uploads for one account settle one after the other, each reading
      // the picture as it is now (a later save may have replaced this one).
      const [row] = await tx.$queryRaw<{ image: string }[]>`SELECT "image" FROM "users" WHERE "id" = ${holder.id} FOR UPDATE`;
      if (storedIdOf(row?.image) === id) {
        await tx.storedFile.deleteMany({ where: { ownerId: holder.id, id: { not: id } } });
        await tx.storedFile.update({ where: { id }, data: { ownerId: holder.id } });
        return;
      }
    }
    await tx.storedFile.deleteMany({ where: { id, ownerId: null } });
  });
  await sweepAbandoned();
}

/**
 * Uploads cut off between storing and settling (a crash, a lost connection)
 * are never claimed: a few of the oldest are removed on each save, unless an
 * account shows them.
 */
async function sweepAbandoned(): Promise<void> {
  const before = new Date(Date.now() - ABANDONED_AFTER_MS);
  await prisma.$executeRaw`
    DELETE FROM "stored_files" WHERE "id" IN (
      SELECT f."id" FROM "stored_files" f
      WHERE f."owner_id" IS NULL AND f."created_at" < ${before}
        AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."image" LIKE '%' || ${UPLOADS_PREFIX} || f."id")
      ORDER BY f."created_at"
      LIMIT ${SWEEP_BATCH})`;
}
