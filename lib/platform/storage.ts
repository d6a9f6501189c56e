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
//    Who owns an image is the accounts' to say (users.image): that part lives
//    in lib/accounts/account-picture.ts (withImage), over this file's functions.
import crypto from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { prisma } from "@/lib/db";
import { badRequest, tooLarge } from "@/lib/errors";
import { IMAGE_EXTENSIONS, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, NOT_AN_IMAGE, sniffImageType, type ImageKind } from "@/lib/platform/images";

export const UPLOADS_PREFIX = "/uploads/";
/** The ids of stored files: a random UUID and the extension of the (sniffed) type. */
const STORED_ID = new RegExp(`^[0-9a-f-]{36}\\.(${IMAGE_EXTENSIONS.join("|")})$`);

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
export async function storeImage(image: PreparedImage): Promise<string> {
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
export function storedIdOf(url: string | null | undefined): string | null {
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

/** Removes a locally stored image by its URL (uploadthing files are left to its dashboard). */
export async function discardImage(url: string): Promise<void> {
  const id = storedIdOf(url);
  if (id) await prisma.storedFile.deleteMany({ where: { id } });
}
