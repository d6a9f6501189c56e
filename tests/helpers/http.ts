// Calls route handlers in-process, the way Next.js would: a NextRequest and
// a context whose params are a promise.
import zlib from "node:zlib";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { expect } from "vitest";

// Any route handler, whatever params it declares ({ id: string }, none...):
// `never` is the one params type every handler accepts. The test supplies the
// params the way a URL would, as strings; the handler's own parsing judges them.
type Handler = (req: NextRequest, ctx: { params: Promise<never> }) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  /** Path and query, e.g. "/api/doctor?limit=2". */
  url?: string;
  token?: string | null;
  params?: Record<string, string>;
  /** A JSON body (serialised here). */
  json?: unknown;
  /** A raw body, sent as is (with `contentType` if given). */
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  form?: FormData;
  headers?: Record<string, string>;
};

export type Reply = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON the route answered; tests read it with expect(), which is the check
  body: any;
  headers: Headers;
};

export async function call(handler: Handler, opts: CallOptions = {}): Promise<Reply> {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("content-type", "application/json");
  } else if (opts.form) {
    body = opts.form; // the boundary header is set by Request itself
  } else if (opts.body !== undefined) {
    body = opts.body;
  }
  if (opts.contentType) headers.set("content-type", opts.contentType);
  const method = opts.method ?? (body === undefined ? "GET" : "POST");
  const req = new NextRequest(new URL(opts.url ?? "/api/test", "http://careslot.test"), { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) as Promise<never> });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (uploads)
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A failure as REST-CONTRACT.md says: the status, success false and a readable message. */
export function expectFailure(reply: Reply, status: number, message?: string | RegExp) {
  expect({ status: reply.status, success: reply.body?.success }, JSON.stringify(reply.body)).toEqual({ status, success: false });
  expect(typeof reply.body.message).toBe("string");
  expect(reply.body.message.length).toBeGreaterThan(3);
  if (message instanceof RegExp) expect(reply.body.message).toMatch(message);
  else if (message) expect(reply.body.message).toBe(message);
}

// ---- files ---------------------------------------------------------------

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(bytes.byteLength));
  out.set(bytes);
  return out;
}

/**
 * A real PNG drawn by sharp (`width` x `height`, decodable like any photo),
 * padded with a text chunk to exactly `size` bytes when a size is given.
 */
export async function pngBytes(size?: number, { width = 2, height = 2 } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#2f6fd6" } }).png().toBuffer();
  if (size === undefined) return own(png);
  const keyword = Buffer.from("Comment\0", "latin1");
  const pad = size - png.byteLength - 12 - keyword.byteLength; // 12: the chunk's length, type and CRC
  if (pad < 0) throw new Error(`A ${width}x${height} PNG needs at least ${png.byteLength + 12 + keyword.byteLength} bytes`);
  const iend = png.byteLength - 12; // the image ends with the empty IEND chunk
  return own(Buffer.concat([png.subarray(0, iend), pngChunk("tEXt", Buffer.concat([keyword, Buffer.alloc(pad, 0x20)])), png.subarray(iend)]));
}

/**
 * A small, well-formed PNG whose header claims `width` x `height` pixels (a
 * decompression bomb: a few hundred bytes that would decode to gigabytes).
 */
export function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return own(Buffer.concat([signature, pngChunk("IHDR", ihdr), pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(64))), pngChunk("IEND", new Uint8Array())]));
}

export function file(bytes: Uint8Array<ArrayBuffer>, name = "photo.png", type = "image/png"): File {
  return new File([bytes], name, { type });
}

export function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
