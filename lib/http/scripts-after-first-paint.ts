// Next's script tags of a cached public page, started after the page's first paint (issue 43).
//
// Why: the largest paint of the public pages is server text, yet Chromium painted it only after
// the page's scripts had run. Next writes its chunks as `<script src=… async>`; during loading
// Chromium runs a script that has arrived (and React's hydration, which starts at
// DOMContentLoaded) ahead of its first frame, so the first paint came ~170 ms after
// DOMContentLoaded where a bare Next page paints 10-30 ms after it, and Lighthouse's model
// counted every script's download and evaluation in FCP/LCP. Next 16 and React have no option
// that holds the client's scripts until after the first paint (`next/script`'s strategies are
// for our own scripts, not the framework's chunks), so the page cache rewrites its copy:
// each such tag leaves the HTML, and one inline script at the end of the body (allowed by its
// hash, like the page's other inline scripts: inlineScriptHashes) adds them back, in their
// order and with their attributes, in a task after the first contentful paint (LOADER).
//
// Their downloads start then too: the `<link rel=preload as=script>` Next writes for its bootstrap
// script goes, and none is added for the others. Measured (docs/performance.md, 2026-11-29 17:20):
// with every chunk preloaded at low priority, whenever the downloads ended before the first paint
// (about half the runs on a local server) Lighthouse's LCP took them in again (booking page and
// /login: LCP 1.8-2.7 s against an FCP of 0.8-0.97 s); started after the paint they never are.
// What the visitor gives up is the overlap of the downloads with the page's parsing: the page
// is on screen and works as HTML meanwhile.
//
// Nothing is lost without scripts: the pages work as server HTML (forms post) before and
// without any script. Pages rendered per request (with a nonce) are not rewritten.

// A script Next writes for its chunks: an external file of the build, loaded async.
const NEXT_ASYNC_SCRIPT = /<script\b([^>]*?)\ssrc="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/gi;
// Next's preload of a script (its bootstrap script's).
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*>/g;
const ATTRIBUTE = /([^\s="'>/]+)(?:="([^"]*)")?/g;

// The same bytes on every page but the list of scripts it is called with. It waits for the
// first-contentful-paint entry, which the browser records once the frame is on screen: a frame's
// main-thread paint comes tens of milliseconds before that (measured: Paint at 411 ms, the FCP at
// 454 ms), and scripts added in between (requestAnimationFrame, then setTimeout) still ran before
// the paint that Lighthouse counts. Without paint timing it waits for the frame; a tab in the
// background (no frames): at once; a paint that never comes: after 3 s.
const LOADER =
  "(function(l){var d=0,w=window;function a(){if(d)return;d=1;l.forEach(function(s){" +
  "var e=document.createElement('script');for(var k in s)e.setAttribute(k,s[k]);document.head.appendChild(e)})}" +
  "function t(){setTimeout(a,0)}" +
  "if(document.hidden)return t();setTimeout(a,3e3);" +
  "var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)" +
  "new P(function(x){if(x.getEntriesByName('first-contentful-paint').length)t()}).observe({type:'paint',buffered:!0});" +
  "else requestAnimationFrame(t)})";

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1].toLowerCase()] = decodeEntities(m[2] ?? "");
  return out;
}

// React writes attribute values with these entities; the loader sets the plain text.
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[e]!);
}

/**
 * `html` with Next's async chunk scripts started after the first paint: their tags and
 * preloads removed and one inline loader before `</body>` that adds the scripts back. A page without such scripts, or
 * without a `</body>`, is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0) return html;
  const scripts: Record<string, string>[] = [];
  const head = html.slice(0, end).replace(NEXT_ASYNC_SCRIPT, (tag, before: string, src: string, after: string) => {
    const attrs = attributes(`${before} ${after}`);
    // Only the async ones: a classic or nomodule script keeps its place and its timing.
    if (!("async" in attrs) || "nomodule" in attrs) return tag;
    // A nonce of the render is no use in a page allowed by hashes ('self' allows the files).
    delete attrs.nonce;
    scripts.push({ src, ...attrs });
    return "";
  });
  if (scripts.length === 0) return html;
  // And their preloads (Next writes one, for its bootstrap script): see the header.
  const moved = new Set(scripts.map((x) => x.src));
  const withoutPreloads = head.replace(SCRIPT_PRELOAD, (link, href: string) => (moved.has(href) ? "" : link));
  // JSON of build paths and attribute values; "<" escaped so nothing can end the script early.
  const list = JSON.stringify(scripts).replace(/</g, "\\u003c");
  return `${withoutPreloads}<script>${LOADER}(${list})</script>${html.slice(end)}`;
}
