// The image limits live once, in lib/platform/images.ts: the server check, the form
// size limit, the API description and both image pickers read them there.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMAGE_ACCEPT, IMAGE_HINT, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE, sniffImageType } from "@/lib/platform/images";
import { MAX_FORM_BYTES } from "@/lib/http/body";

const root = path.resolve(__dirname, "../../..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return rel === path.join("lib", "generated") ? [] : sources(rel);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [rel] : [];
  });
}

describe("image limits", () => {
  it("say the same thing in every message", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(IMAGE_TOO_LARGE).toBe("Images must be 5 MB or smaller.");
    expect(NOT_AN_IMAGE).toBe("Please choose an image file (PNG, JPEG, GIF or WebP).");
    expect(IMAGE_HINT).toBe("PNG, JPEG, GIF or WebP, up to 5 MB.");
    expect(IMAGE_ACCEPT).toBe("image/png,image/jpeg,image/gif,image/webp");
    expect(IMAGE_TYPES).toHaveLength(4);
  });

  it("leave room in a form for one image at its limit", () => {
    expect(MAX_FORM_BYTES).toBeGreaterThan(MAX_IMAGE_BYTES);
  });

  it("judge a file by its first bytes", () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    const text = (s: string) => new TextEncoder().encode(s);
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({ type: "image/png", ext: "png" });
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ type: "image/jpeg", ext: "jpg" });
    expect(sniffImageType(text("GIF89a..."))).toEqual({ type: "image/gif", ext: "gif" });
    expect(sniffImageType(text("RIFF\0\0\0\0WEBPVP8 "))).toEqual({ type: "image/webp", ext: "webp" });
    for (const other of [text("<svg onload=alert(1)>"), text("MZ\x90"), text("RIFF\0\0\0\0WAVE"), bytes(0x89, 0x50, 0x4e, 0x47), bytes()]) {
      expect(sniffImageType(other)).toBeNull();
    }
  });

  it("are not written out anywhere else (a copy that creeps back fails here)", () => {
    const copies: string[] = [];
    for (const file of [...sources("app"), ...sources("components"), ...sources("lib")]) {
      if (file === path.join("lib", "platform", "images.ts")) continue;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      if (/\b5\s*\*\s*1024\s*\*\s*1024|["'`]image\/(png|jpeg|gif|webp)["'`]|\b5 MB\b|PNG, JPEG, GIF or WebP/.test(text)) copies.push(file);
    }
    expect(copies).toEqual([]);
  });
});
