// The public pages anyone would see alike (the home page, the doctor listing
// and speciality pages, a doctor's booking page, About, Contact, Login, Sign up)
// are rendered once and then sent from memory to every visitor without a
// session, until a write drops them by tag (lib/platform/cache-tags.ts) or their few
// seconds are up (the read cache's lifetime: free slots move with the clock).
//
// Why here and not Next's prerendering ('use cache', ISR): the Content-Security-
// Policy stays strict (no 'unsafe-inline'), and every App Router page carries
// inline scripts (the RSC payload). A per-request nonce forces a render per
// request; a cached page can only be allowed by the hashes of its own inline
// scripts, which are known once its body is complete, and Next 16 has no hook
// that sets a header from a cached page's body. So proxy.ts, which owns the
// response, renders the page once through the app itself (a request to this
// server marked with PAGE_RENDER_HEADER, which the proxy lets through to the
// normal nonce render), keeps the body, and sends it with a policy listing the
// SHA-256 of each inline script (lib/http/security-headers.ts).
//
// Signed-in visitors (a session cookie), client-side navigations (RSC
// requests: anything but a document request for HTML) and every other page
// are rendered per request as before.
//
// Each language has its own copy (issue 29): the key starts with the language
// the visitor would be answered in (the NEXT_LOCALE cookie, else
// Accept-Language, else the clinic's default: lib/i18n/locales.ts, no saved choice
// without a session), the render asks for exactly that language, and the
// answer says it (Content-Language) and, while more than one is offered, that
// it varies with those two headers (Vary: Accept-Language, Cookie).
import { createHash } from "node:crypto";
import { cookieHeaderHasSession } from "@/lib/http/session-cookie-header";
import { cachedRead, readCacheEnabled } from "@/lib/platform/read-cache";
import { CLINIC_TAG, DOCTOR_LIST_TAG } from "@/lib/platform/cache-tags";
import { scriptsAfterFirstPaint } from "@/lib/http/scripts-after-first-paint";
import { clinicLocale, LOCALE_COOKIE, offeredLocales, resolveLocale, type Locale } from "@/lib/i18n/locales";

/** Marks the proxy's own render request: it is rendered, never answered from the cache. */
export const PAGE_RENDER_HEADER = "x-careslot-page-render";

/** Pages whose HTML depends on nothing but the address and the clinic's data. */
const CACHED_PAGES = [/^\/$/, /^\/doctors(?:\/[^/]+)?$/, /^\/appointment\/[^/]+$/, /^\/(?:about|contact|login|signup)$/];

// Every cached page shows the header and footer and most show doctors, so any
// change to a doctor or the clinic's settings drops them all: a few renders
// per change, and no page can miss a tag it should carry.
const PAGE_TAGS = [DOCTOR_LIST_TAG, CLINIC_TAG];

// Headers of a client-side navigation or prefetch: they ask for the RSC payload, not HTML.
// Next strips these (and the _rsc query) before the proxy runs, so they are
// checked in case that changes; what the proxy does see is below (isDocumentRequest).
const RSC_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

/**
 * A browser asking for a page as a document: it accepts HTML and, where the
 * browser says what the request is for (Sec-Fetch-Dest), it is a document.
 * The router's RSC fetches send neither (Accept: *\/*, Sec-Fetch-Dest: empty).
 */
function isDocumentRequest(h: Headers): boolean {
  const dest = h.get("sec-fetch-dest");
  return (dest === null || dest === "document") && /\btext\/html\b/i.test(h.get("accept") ?? "");
}

// Not kept from the render's answer: the transport's, the cookie (never cached)
// and the policy (replaced by the hash policy).
const DROPPED_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
]);

type Bytes = Uint8Array<ArrayBuffer>;

/** What the proxy sends (Next compresses it for the browsers that take gzip). */
export type CachedPage = {
  body: Bytes;
  headers: [string, string][];
  /** 'sha256-…' sources of every inline script of the page, for script-src. */
  scriptHashes: string[];
};

/** The cache key of a request the page cache may answer, or null when it must be rendered per request. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!CACHED_PAGES.some((p) => p.test(url.pathname))) return null;
  if (url.searchParams.has("_rsc")) return null;
  const h = request.headers;
  if (h.has(PAGE_RENDER_HEADER) || RSC_HEADERS.some((name) => h.has(name)) || !isDocumentRequest(h)) return null;
  // A session cookie (valid or not): the visitor's own page is rendered.
  if (cookieHeaderHasSession(h.get("cookie"))) return null;
  return url.pathname + url.search;
}

/**
 * Where the proxy asks for a page to cache. PAGE_CACHE_ORIGIN when set; on
 * Vercel, the production domain (preview addresses sit behind deployment
 * protection, so previews render per request); under `next start`, this
 * server on the loopback (Next sets PORT once it listens). Never the
 * request's Host header: a forged one would fill the cache from elsewhere.
 */
export function pageRenderOrigin(): string | null {
  const set = process.env.PAGE_CACHE_ORIGIN?.trim();
  if (set) return new URL(set).origin;
  if (process.env.VERCEL) {
    const domain = process.env.VERCEL_PROJECT_PRODUCTION_URL;
    return process.env.VERCEL_ENV === "production" && domain ? `https://${domain}` : null;
  }
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : null;
}

// Raw text between <script …> and </script> of the scripts without src. In
// HTML a script's text runs to the first "</script" whatever it holds, which
// is what the browser hashes too.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of every inline script in `html`, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The NEXT_LOCALE cookie's value in a Cookie header. */
function localeCookie(cookieHeader: string | null): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The language a visitor without a session is answered in: the part of the rule (lib/i18n/locales.ts) that needs no session. */
export function visitorLocale(request: Request): Locale {
  return resolveLocale({
    cookie: localeCookie(request.headers.get("cookie")),
    acceptLanguage: request.headers.get("accept-language"),
    clinicDefault: clinicLocale(),
    available: offeredLocales(),
  });
}

/**
 * A page rendered per request (not from this cache) says its language too while
 * the clinic offers more than one: Vary always, and Content-Language when no
 * session can change it (a signed-in user's saved choice is read by the page,
 * after the proxy; their `<html lang>` says it).
 */
export function perRequestLanguageHeaders(request: Request, signedIn: boolean): [string, string][] {
  if (offeredLocales().length < 2) return [];
  const out: [string, string][] = [["vary", "Accept-Language, Cookie"]];
  if (!signedIn) out.push(["content-language", visitorLocale(request)]);
  return out;
}

/** Content-Language, and the request headers the language came from added to Vary while there is a choice. */
function languageHeaders(headers: [string, string][], locale: Locale): [string, string][] {
  const out: [string, string][] = headers.filter(([name]) => name.toLowerCase() !== "content-language");
  out.push(["content-language", locale]);
  if (offeredLocales().length < 2) return out;
  const at = out.findIndex(([name]) => name.toLowerCase() === "vary");
  const listed = at >= 0 ? out[at][1].split(",").map((v) => v.trim()).filter(Boolean) : [];
  for (const name of ["Accept-Language", "Cookie"]) {
    if (!listed.some((v) => v.toLowerCase() === name.toLowerCase() || v === "*")) listed.push(name);
  }
  if (at >= 0) out[at] = [out[at][0], listed.join(", ")];
  else out.push(["vary", listed.join(", ")]);
  return out;
}

class Uncacheable extends Error {}

// The stylesheet links of a rendered page, as Next writes them (the build's CSS files).
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*?)\/?>/g;
// A build's CSS file never changes under its name (the name is its content's hash).
const stylesheetTexts = new Map<string, Promise<string | null>>();

function stylesheetText(origin: string, href: string): Promise<string | null> {
  let text = stylesheetTexts.get(href);
  if (!text) {
    text = fetch(origin + href, { signal: AbortSignal.timeout(15_000) })
      .then(async (res) => (res.ok ? await res.text() : null))
      .catch(() => null);
    // A failed read is tried again by the next render.
    text.then((t) => t === null && stylesheetTexts.delete(href));
    stylesheetTexts.set(href, text);
  }
  return text;
}

/**
 * The page's stylesheets written into it (issue 43): the largest paint of the public pages is
 * server text that waited for the render-blocking CSS file, during whose download the page's
 * scripts arrived and ran first, so Lighthouse's model charged every script to the paint. Each
 * `<link rel="stylesheet">` becomes the file's text in a `<style>`, and the link stays, for print
 * only (it no longer blocks the first paint): React finds it there on hydration and does not
 * load the file again, and a client navigation keeps the inline rules. Next's own
 * `experimental.inlineCss` writes the text three times (the `<style>` and twice in the RSC
 * payload: /doctors 11 -> 58 kB gzipped); this adds it once (11 -> 27 kB). Measured A/B against
 * this (docs/performance.md, 2026-11-29): `/login` 0.97 -> 0.90, the booking page 0.97 -> 0.95,
 * so the framework's option stays off. A file that cannot be
 * read, or whose text could end the `<style>` early, keeps its plain link.
 */
export async function inlineStylesheets(origin: string, html: string): Promise<string> {
  const hrefs = [...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (m) => m[1]))];
  if (hrefs.length === 0) return html;
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await stylesheetText(origin, href)] as const)));
  return html.replace(STYLESHEET_LINK, (link, href: string, rest: string) => {
    const css = texts.get(href);
    if (!css || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}"${rest} media="print"/>`;
  });
}

// A stylesheet link the page cache wrote in (inlineStylesheets): kept for print only.
const INLINED_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"[^>]*? media="print"\/>/g;

/**
 * The page's Link header without the preloads of the stylesheets written into it (issue 43). Next
 * sends `Link: </_next/static/….css>; rel=preload; as="style"` with every page; kept on a page that
 * already holds the text, it made the browser fetch the file again at the highest priority, beside
 * the document and the scripts, and Lighthouse's model counts such a request before the first
 * paint. Other entries stay; a header left empty goes.
 */
export function withoutInlinedPreloads(headers: [string, string][], html: string): [string, string][] {
  const inlined = new Set(Array.from(html.matchAll(INLINED_LINK), (m) => m[1]));
  if (inlined.size === 0) return headers;
  const out: [string, string][] = [];
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== "link") {
      out.push([name, value]);
      continue;
    }
    // Entries are "<url>; params", separated by a comma before the next "<" (a param such as
    // imagesrcset may hold commas of its own).
    const kept = value.split(/,\s*(?=<)/).filter((entry) => {
      const url = /^<([^>]*)>/.exec(entry)?.[1];
      return !(url && inlined.has(url) && /;\s*rel="?preload"?/i.test(entry));
    });
    if (kept.length) out.push([name, kept.map((e) => e.trim()).join(", ")]);
  }
  return out;
}

async function render(origin: string, pathAndQuery: string, locale: Locale): Promise<CachedPage> {
  const res = await fetch(origin + pathAndQuery, {
    // The language asked for by Accept-Language alone: no cookie, no session, so the rule answers it.
    headers: { [PAGE_RENDER_HEADER]: "1", accept: "text/html", "accept-encoding": "identity", "accept-language": locale },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const body = new Uint8Array(await res.arrayBuffer());
  // Only a whole, plain, cookie-free page is the same for every visitor.
  if (res.status !== 200 || res.headers.has("set-cookie") || !res.headers.get("content-type")?.startsWith("text/html")) {
    throw new Uncacheable(`${pathAndQuery}: ${res.status}`);
  }
  const headers = languageHeaders([...res.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())), locale);
  const html = scriptsAfterFirstPaint(await inlineStylesheets(origin, new TextDecoder().decode(body)));
  return { body: new TextEncoder().encode(html) as Bytes, headers: withoutInlinedPreloads(headers, html), scriptHashes: inlineScriptHashes(html) };
}

/**
 * The cached page for this request, rendering it first when there is none, or
 * null when it is not one to cache or could not be cached (the caller then
 * renders it for this request as usual).
 */
export async function cachedPage(request: Request): Promise<CachedPage | null> {
  if (!readCacheEnabled()) return null;
  const key = pageCacheKey(request);
  const origin = key && pageRenderOrigin();
  if (!key || !origin) return null;
  const locale = visitorLocale(request);
  try {
    return await cachedRead(`page:${locale}:${key}`, PAGE_TAGS, () => render(origin, key, locale));
  } catch {
    return null;
  }
}
