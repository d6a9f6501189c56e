// First-load JavaScript per page, from the build output. Next 16 (Turbopack)
// writes, for every App Router page, .next/server/app/<route>/page_client-
// reference-manifest.js whose `entryJSFiles` lists the client chunks of each
// segment (root layout, group layouts, loading/error/not-found boundaries,
// the page). First load = the framework's rootMainFiles (build-manifest.json)
// plus those chunks, each counted once, gzipped with zlib as the server sends
// them. The global-error boundary is left out: it loads only on a crash.
// (polyfillFiles are `nomodule` scripts that current browsers skip.)
// A webpack build (`next build --webpack`) has no `entryJSFiles`; there the
// same manifest gives the chunks of every client module the page's segments
// reference (`clientModules`, empty for modules of other pages), which is the
// same set.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

/** "/(public)/appointment/[docId]/page" -> "/appointment/[docId]" */
export function routeOf(pageKey) {
  const route = pageKey
    .replace(/\/page$/, "")
    .split("/")
    .filter((seg) => seg && !(seg.startsWith("(") && seg.endsWith(")")))
    .join("/");
  return `/${route}`;
}

function readClientManifest(nextDir, pageKey) {
  const file = path.join(nextDir, "server/app", `${pageKey}_client-reference-manifest.js`);
  const context = vm.createContext({});
  vm.runInContext(fs.readFileSync(file, "utf8"), context, { timeout: 5_000 });
  return context.__RSC_MANIFEST[pageKey];
}

const gzipCache = new Map();
function gzipSize(nextDir, chunk) {
  if (!gzipCache.has(chunk)) {
    const file = path.join(nextDir, chunk.replace(/^\/?_next\//, ""));
    gzipCache.set(chunk, zlib.gzipSync(fs.readFileSync(file)).length);
  }
  return gzipCache.get(chunk);
}

/** The chunks a page loads first (paths relative to .next, e.g. "static/chunks/x.js"). */
export function firstLoadChunks(nextDir, pageKey) {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const manifest = readClientManifest(nextDir, pageKey);
  const chunks = new Set(build.rootMainFiles);
  if (manifest.entryJSFiles) {
    for (const [segment, files] of Object.entries(manifest.entryJSFiles)) {
      if (/global-error/.test(segment)) continue;
      for (const f of files) chunks.add(f.replace(/^\/?_next\//, ""));
    }
  } else {
    for (const [module, ref] of Object.entries(manifest.clientModules ?? {})) {
      if (/global-error/.test(module)) continue;
      // webpack's chunk list alternates ids and files: ["3518", "static/chunks/3518-….js", …]
      for (const f of ref.chunks ?? []) if (f.endsWith(".js")) chunks.add(decodeURIComponent(f).replace(/^\/?_next\//, ""));
    }
  }
  return [...chunks].filter((c) => c.endsWith(".js"));
}

/**
 * First-load JS (gzipped bytes) of every page whose route passes `include`,
 * e.g. the public pages. Returns [{ route, pageKey, chunks, gzipBytes }].
 */
export function firstLoadJs(nextDir, include = () => true) {
  const pages = JSON.parse(fs.readFileSync(path.join(nextDir, "server/app-paths-manifest.json"), "utf8"));
  return Object.keys(pages)
    .filter((k) => k.endsWith("/page") && !k.startsWith("/_"))
    .filter((k) => include(k))
    .map((pageKey) => {
      const chunks = firstLoadChunks(nextDir, pageKey);
      const gzipBytes = chunks.reduce((sum, c) => sum + gzipSize(nextDir, c), 0);
      return { route: routeOf(pageKey), pageKey, chunks: chunks.length, gzipBytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Cross-check: the gzipped size of the /_next scripts an HTML page actually
 * references (what a browser fetches before the page is interactive),
 * `nomodule` polyfills excepted.
 */
export function scriptsInHtml(nextDir, html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js)"([^>]*)>/g)) {
    if (/nomodule/i.test(m[1] + m[3])) continue; // polyfills: skipped by current browsers
    const src = decodeURIComponent(m[2].replace(/^https?:\/\/[^/]+/, ""));
    if (src.startsWith("/_next/")) srcs.add(src);
  }
  let gzipBytes = 0;
  for (const src of srcs) gzipBytes += gzipSize(nextDir, src);
  return { scripts: srcs.size, gzipBytes };
}
