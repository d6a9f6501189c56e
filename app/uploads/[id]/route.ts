import { readStoredImage } from "@/lib/storage";
import { STORED_FILE_CSP } from "@/lib/stored-file-policy";

// Serves images kept by the local storage default. Ids are random and the
// bytes never change, so they may be cached for good; nosniff and the sniffed
// content type keep browsers from treating them as anything but images.
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const file = await readStoredImage(id);
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": STORED_FILE_CSP },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": STORED_FILE_CSP,
    },
  });
}
