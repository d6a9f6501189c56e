// What an uploaded image may be: the one place for these limits. The server
// check (lib/platform/storage.ts), the request-size limit (lib/http/body.ts) and the
// image pickers in the forms all read them from here. Nothing in this file may
// need Node or the database: client components import it.

const FORMATS = [
  { type: "image/png", ext: "png", label: "PNG", test: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", ext: "jpg", label: "JPEG", test: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", ext: "gif", label: "GIF", test: (b: Uint8Array) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: "image/webp", ext: "webp", label: "WebP", test: (b: Uint8Array) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
] as const;

export type ImageKind = { type: (typeof FORMATS)[number]["type"]; ext: (typeof FORMATS)[number]["ext"] };

/** The accepted content types, e.g. for a file input's `accept`. */
export const IMAGE_TYPES: readonly string[] = FORMATS.map((f) => f.type);
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
/** The file extensions stored images get, one per type. */
export const IMAGE_EXTENSIONS: readonly string[] = FORMATS.map((f) => f.ext);

export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/**
 * Decoded size limit. A 5 MB file can still claim 100000 x 100000 pixels (a
 * decompression bomb of 40 GB); profile photos and portraits never need more
 * than 4096 on a side, which also bounds a decode to 16 megapixels (64 MB).
 */
export const MAX_IMAGE_SIDE = 4096;

const typeNames = `${FORMATS.slice(0, -1).map((f) => f.label).join(", ")} or ${FORMATS[FORMATS.length - 1].label}`;

export const IMAGE_TOO_LARGE = `Images must be ${MAX_IMAGE_MB} MB or smaller.`;
export const NOT_AN_IMAGE = `Please choose an image file (${typeNames}).`;
export const IMAGE_TOO_MANY_PIXELS = `Images may be at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels.`;
/** The hint under an image picker. */
export const IMAGE_HINT = `${typeNames}, up to ${MAX_IMAGE_MB} MB.`;
/** The whole rule, for the API description. */
export const IMAGE_RULE = `${typeNames} (judged by content), at most ${MAX_IMAGE_MB} MB and ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels; stored re-encoded, without metadata (EXIF, GPS) and as a still image`;

function startsWith(b: Uint8Array, sig: number[]) {
  return b.length >= sig.length && sig.every((v, i) => b[i] === v);
}
function ascii(b: Uint8Array, from: number, to: number) {
  return b.length >= to ? String.fromCharCode(...b.subarray(from, to)) : "";
}

/** The image type of these bytes judged by their first bytes, or null when they are not an accepted image. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const hit = FORMATS.find((f) => f.test(bytes));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}
