// Image uploads (profile photos, doctor portraits). One module decides what
// is accepted and where it goes:
//  - accepted: what lib/images.ts allows, judged by the file's first bytes
//    (the name and declared type are ignored);
//  - stored: in PostgreSQL by default (shared by every instance, served at
//    /uploads/{id}), or on uploadthing when UPLOADTHING_TOKEN is set.
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { badRequest, tooLarge } from "@/lib/errors";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, sniffImageType } from "@/lib/images";

type FileLike = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

function isFileLike(value: unknown): value is FileLike {
  return typeof value === "object" && value !== null && "arrayBuffer" in value && "size" in value;
}

/**
 * Validates and stores an uploaded image, returning its public URL, or
 * undefined when no file was sent (an empty file input counts as none).
 */
export async function saveImage(value: unknown): Promise<string | undefined> {
  if (value === null || value === undefined || value === "") return undefined;
  if (!isFileLike(value)) throw badRequest(NOT_AN_IMAGE);
  if (value.size === 0) return undefined;
  if (value.size > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await value.arrayBuffer()) as Uint8Array<ArrayBuffer>;
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
  const kind = sniffImageType(bytes);
  if (!kind) throw badRequest(NOT_AN_IMAGE);

  if (process.env.UPLOADTHING_TOKEN) return uploadToUploadthing(bytes, kind);

  const id = `${crypto.randomUUID()}.${kind.ext}`;
  await prisma.storedFile.create({ data: { id, contentType: kind.type, size: bytes.byteLength, bytes } });
  return `/uploads/${id}`;
}

async function uploadToUploadthing(bytes: Uint8Array<ArrayBuffer>, kind: { type: string; ext: string }): Promise<string> {
  const { UTApi, UTFile } = await import("uploadthing/server");
  const api = new UTApi({ token: process.env.UPLOADTHING_TOKEN });
  const file = new UTFile([bytes], `${crypto.randomUUID()}.${kind.ext}`, { type: kind.type });
  const result = await api.uploadFiles(file);
  if (result.error || !result.data) throw new Error(`Upload failed: ${result.error?.message ?? "unknown error"}`);
  return result.data.ufsUrl;
}

/** A stored image for the /uploads route, or null. */
export async function readStoredImage(id: string) {
  if (!/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/.test(id)) return null;
  return prisma.storedFile.findUnique({ where: { id }, select: { contentType: true, bytes: true, size: true } });
}

/**
 * Stores `file` (if any) and runs `write` with its URL. When `write` fails
 * (a duplicate email, an unknown doctor...) the stored image is removed
 * again, so a refused request leaves nothing behind.
 */
export async function withImage<T>(file: unknown, write: (image: string | undefined) => Promise<T>): Promise<T> {
  const image = await saveImage(file);
  try {
    return await write(image);
  } catch (err) {
    if (image) await discardImage(image).catch(() => undefined);
    throw err;
  }
}

/** Removes a locally stored image by its URL (uploadthing files are left to its dashboard). */
async function discardImage(url: string): Promise<void> {
  const id = /^\/uploads\/([^/]+)$/.exec(url)?.[1];
  if (id) await prisma.storedFile.deleteMany({ where: { id } });
}
