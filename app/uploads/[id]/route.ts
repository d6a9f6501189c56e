import { readStoredImage } from "@/lib/platform/storage";
import { UPLOAD_HEADERS } from "@/lib/http/security-headers";

// Serves images kept by the local storage default. Ids are random and the
// bytes never change, so they may be cached for good; nosniff and the sniffed
// content type keep browsers from treating them as anything but images.
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const file = await readStoredImage(id);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...UPLOAD_HEADERS } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      ...UPLOAD_HEADERS,
    },
  });
}
