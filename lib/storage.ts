// Image uploads (profile photos, doctor portraits). One module decides what
// is accepted and where it goes:
//  - accepted: PNG, JPEG, GIF or WebP judged by the file's first bytes (the
//    name and declared type are ignored), at most 5 MB;
//  - stored: in PostgreSQL by default (shared by every instance, served at
//    /uploads/{id}), or on uploadthing when UPLOADTHING_TOKEN is set.
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { badRequest, tooLarge } from "@/lib/errors";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Images must be 5 MB or smaller.";
export const NOT_AN_IMAGE = "Please choose an image file (PNG, JPEG, GIF or WebP).";

const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", ext: "png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", ext: "jpg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", ext: "gif", test: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: "image/webp", ext: "webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function startsWith(b: Uint8Array, sig: number[]) {
  return b.length >= sig.length && sig.every((v, i) => b[i] === v);
}
function ascii(b: Uint8Array, from: number, to: number) {
  return b.length >= to ? String.fromCharCode(...b.subarray(from, to)) : "";
}

/** The image type of these bytes, or null when they are not an accepted image. */
export function sniffImageType(bytes: Uint8Array): { type: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(bytes));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}

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
