// Image uploads (profile photos, doctor portraits). One module decides what
// is accepted, what is kept and for how long:
//  - accepted: what lib/platform/images.ts allows, judged by the file's first bytes
//    (the name and declared type are ignored), then decoded: its dimensions
//    must be within MAX_IMAGE_SIDE on each side;
//  - kept: the image re-encoded in its own format (the first frame of an
//    animation, turned upright), so EXIF, GPS positions, comments and any
//    bytes hidden after the picture are gone;
//  - stored: in PostgreSQL by default (shared by every instance, served at
//    /uploads/{id}), or on uploadthing when UPLOADTHING_TOKEN is set;
//  - owned: a stored image belongs to the account whose picture it is, and an
//    account owns one (a unique index): when a new picture is saved, the one
//    it replaces is deleted, and an upload nothing ends up showing is deleted.
import crypto from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { prisma } from "@/lib/db";
import { badRequest, tooLarge } from "@/lib/errors";
import { IMAGE_EXTENSIONS, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, NOT_AN_IMAGE, sniffImageType, type ImageKind } from "@/lib/platform/images";

const UPLOADS_PREFIX = "/uploads/";
/** The ids of stored files: a random UUID and the extension of the (sniffed) type. */
const STORED_ID = new RegExp(`^[0-9a-f-]{36}\\.(${IMAGE_EXTENSIONS.join("|")})$`);
/** An upload not yet owned after this long was cut off half-way (a crash): nothing will claim it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Abandoned uploads removed per save, so that one request never does unbounded work. */
const SWEEP_BATCH = 20;

type FileLike = { size: number; arrayBuffer(): Promise<ArrayBuffer> };
type PreparedImage = { kind: ImageKind; bytes: Uint8Array<ArrayBuffer>; width: number; height: number };

function isFileLike(value: unknown): value is FileLike {
  return typeof value === "object" && value !== null && "arrayBuffer" in value && "size" in value;
}

/**
 * Checks an uploaded file and re-encodes it, or returns undefined when no
 * file was sent (an empty file input counts as none). Nothing is stored.
 */
export async function prepareImage(value: unknown): Promise<PreparedImage | undefined> {
  if (value === null || value === undefined || value === "") return undefined;
  if (!isFileLike(value)) throw badRequest(NOT_AN_IMAGE);
  if (value.size === 0) return undefined;
  if (value.size > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
  const input = new Uint8Array(await value.arrayBuffer());
  if (input.byteLength > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
  const kind = sniffImageType(input);
  if (!kind) throw badRequest(NOT_AN_IMAGE);

  // The header alone first: a small file may claim a huge canvas, and
  // decoding it would take gigabytes.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!width || !height) throw badRequest(NOT_AN_IMAGE);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw badRequest(IMAGE_TOO_MANY_PIXELS);

  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "error" }).autoOrient();
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata).
    const encoded =
      kind.ext === "png" ? image.png() : kind.ext === "jpg" ? image.jpeg({ quality: 90 }) : kind.ext === "gif" ? image.gif() : image.webp({ quality: 90 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw badRequest(NOT_AN_IMAGE);
  }
  if (output.data.byteLength > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(new ArrayBuffer(output.data.byteLength));
  bytes.set(output.data);
  return { kind, bytes, width: output.info.width, height: output.info.height };
}

/** Stores a prepared image (not owned by anyone yet) and returns its public URL. */
async function storeImage(image: PreparedImage): Promise<string> {
  if (process.env.UPLOADTHING_TOKEN) return uploadToUploadthing(image);
  const id = `${crypto.randomUUID()}.${image.kind.ext}`;
  await prisma.storedFile.create({ data: { id, contentType: image.kind.type, size: image.bytes.byteLength, bytes: image.bytes } });
  return `${UPLOADS_PREFIX}${id}`;
}

async function uploadToUploadthing({ kind, bytes }: PreparedImage): Promise<string> {
  const { UTApi, UTFile } = await import("uploadthing/server");
  const api = new UTApi({ token: process.env.UPLOADTHING_TOKEN });
  const file = new UTFile([bytes], `${crypto.randomUUID()}.${kind.ext}`, { type: kind.type });
  const result = await api.uploadFiles(file);
  if (result.error || !result.data) throw new Error(`Upload failed: ${result.error?.message ?? "unknown error"}`);
  return result.data.ufsUrl;
}

/**
 * The stored-file id a picture URL points at, or null (a built-in portrait,
 * an uploadthing URL, none). Pictures are saved as "/uploads/{id}"; an
 * absolute form of the same address counts too.
 */
function storedIdOf(url: string | null | undefined): string | null {
  const at = url?.lastIndexOf(UPLOADS_PREFIX) ?? -1;
  if (at < 0 || (at > 0 && !/^https?:\/\/[^/]+$/.test(url!.slice(0, at)))) return null;
  const id = url!.slice(at + UPLOADS_PREFIX.length);
  return STORED_ID.test(id) ? id : null;
}

/** A stored image for the /uploads route, or null. */
export async function readStoredImage(id: string) {
  if (!STORED_ID.test(id)) return null;
  return prisma.storedFile.findUnique({ where: { id }, select: { contentType: true, bytes: true, size: true } });
}

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

/** Removes a locally stored image by its URL (uploadthing files are left to its dashboard). */
async function discardImage(url: string): Promise<void> {
  const id = storedIdOf(url);
  if (id) await prisma.storedFile.deleteMany({ where: { id } });
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
