// The page cache (lib/http/page-cache.ts) as proxy.ts runs it: which requests
// it answers, the hash policy it sends, and that a write's tag drops a page.
// The "app" it renders through is a real HTTP server standing in for `next
// start` (PAGE_CACHE_ORIGIN), counting renders; the browser side (the hashes
// really let the page's scripts run) is tests/e2e/page-cache.spec.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { inlineScriptHashes, inlineStylesheets, PAGE_RENDER_HEADER, pageCacheKey, pageRenderOrigin, withoutInlinedPreloads } from "@/lib/http/page-cache";
import { scriptsAfterFirstPaint } from "@/lib/http/scripts-after-first-paint";
import { clinicSettingsChanged, doctorsChanged } from "@/lib/platform/cache-tags";

let server: http.Server;
let origin: string;
let renders: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let status = 200;
let extraHeaders: Record<string, string> = {};

const page = (n: number) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><p>render ${n}</p><script nonce="abc">self.__next_f.push([1,"x${n}"])</script><script>alert(1)</script></body></html>`;
// What the cache sends of it: Next's async chunk started after the first frame (scriptsAfterFirstPaint).
const cached = (n: number) => scriptsAfterFirstPaint(page(n));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    renders.push({ url: req.url!, headers: req.headers });
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", vary: "rsc, Accept-Encoding", ...extraHeaders });
    res.end(page(renders.length));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  renders = [];
  status = 200;
  extraHeaders = {};
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("READ_CACHE_TTL_MS", "60000");
  vi.stubEnv("PAGE_CACHE_ORIGIN", origin);
  clinicSettingsChanged(); // nothing cached by an earlier test counts
});
afterEach(() => vi.unstubAllEnvs());

// What a browser sends when it loads a page as a document.
const DOCUMENT = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-dest": "document" };
const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new NextRequest(`https://careslot.example${path}`, { method, headers: { ...DOCUMENT, ...headers } });
const sent = async (path: string, headers: Record<string, string> = {}) => {
  const res = await proxy(request(path, headers));
  return { res, body: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
};
const scriptSrc = (csp: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "))!;

describe("the page cache in proxy.ts", () => {
  it("renders a public page once and sends it to every visitor without a session, with its scripts' hashes", async () => {
    const first = await sent("/doctors");
    const second = await sent("/doctors", { cookie: "theme=dark; next-auth.csrf-token=x" });
    expect(renders).toHaveLength(1);
    expect(renders[0].url).toBe("/doctors");
    expect(renders[0].headers[PAGE_RENDER_HEADER]).toBe("1");
    expect(renders[0].headers.cookie).toBeUndefined();
    // As rendered, but for Next's async chunk, which the loader adds after the first frame.
    expect(first.body).toBe(cached(1));
    expect(second.body).toBe(first.body);
    const src = scriptSrc(first.csp);
    // The three inline scripts (the loader's too), by hash; the external chunk by 'self'; nothing inline by a blanket rule.
    expect(src).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"); // alert(1)
    expect(src.match(/'sha256-/g)).toHaveLength(3);
    expect(src).toMatch(/^script-src 'self' /);
    expect(src).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|strict-dynamic/);
    expect(first.res.headers.get("x-frame-options")).toBe("DENY");
    expect(first.res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Several languages offered (the default): a visitor's copy depends on their language.
    expect(first.res.headers.get("vary")).toBe("rsc, Accept-Encoding, Accept-Language, Cookie");
  });

  it("keeps one copy per language, renders each in its language and says which (issue 29)", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,fr,ar");
    const fr = await sent("/doctors", { "accept-language": "fr-CA,fr;q=0.9" });
    const en = await sent("/doctors", { "accept-language": "en-US" });
    const frAgain = await sent("/doctors", { "accept-language": "de, fr;q=0.5" });
    // The switcher's cookie wins over the browser's languages; an unoffered one is passed over.
    const arByCookie = await sent("/doctors", { "accept-language": "fr", cookie: "theme=dark; NEXT_LOCALE=ar" });
    const enByDefault = await sent("/doctors", { "accept-language": "es", cookie: "NEXT_LOCALE=es" });
    expect(renders.map((r) => r.headers["accept-language"])).toEqual(["fr", "en", "ar"]);
    expect(renders.every((r) => r.headers.cookie === undefined)).toBe(true);
    expect([fr, en, frAgain, arByCookie, enByDefault].map((r) => r.body)).toEqual([1, 2, 1, 3, 2].map(cached));
    expect([fr, en, frAgain, arByCookie, enByDefault].map((r) => r.res.headers.get("content-language"))).toEqual(["fr", "en", "fr", "ar", "en"]);
    expect(fr.res.headers.get("vary")).toBe("rsc, Accept-Encoding, Accept-Language, Cookie");
  });

  it("with one language offered (CLINIC_LOCALES=en) every visitor shares its copy and nothing more varies", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en");
    const fr = await sent("/about", { "accept-language": "fr", cookie: "NEXT_LOCALE=fr" });
    const en = await sent("/about", { "accept-language": "en" });
    expect(renders).toHaveLength(1);
    expect(en.body).toBe(fr.body);
    expect(fr.res.headers.get("content-language")).toBe("en");
    expect(fr.res.headers.get("vary")).toBe("rsc, Accept-Encoding");
  });

  it("keys pages by address, query included", async () => {
    await sent("/doctors");
    await sent("/doctors?speciality=Neurologist");
    await sent("/doctors?speciality=Neurologist");
    expect(renders.map((r) => r.url)).toEqual(["/doctors", "/doctors?speciality=Neurologist"]);
  });

  it("renders again once a write drops the pages' tag", async () => {
    expect((await sent("/appointment/doc1")).body).toContain("render 1");
    doctorsChanged("doc2");
    expect((await sent("/appointment/doc1")).body).toContain("render 2");
    clinicSettingsChanged();
    expect((await sent("/appointment/doc1")).body).toContain("render 3");
    expect((await sent("/appointment/doc1")).body).toContain("render 3");
  });

  it("shares one render between visitors who arrive while it runs", async () => {
    const bodies = await Promise.all(Array.from({ length: 5 }, () => sent("/about").then((s) => s.body)));
    expect(new Set(bodies)).toEqual(new Set([cached(1)]));
    expect(renders).toHaveLength(1);
  });

  it("renders per request, with a nonce, for a session, a client navigation, the render itself and other pages", async () => {
    const perRequest: [string, Record<string, string>][] = [
      ["/doctors", { cookie: "next-auth.session-token=abc" }],
      ["/doctors", { cookie: "a=b; __Secure-next-auth.session-token.0=abc" }],
      // The router's RSC fetch as the proxy sees it (Next strips its RSC headers first): not a document.
      ["/doctors", { accept: "*/*", "sec-fetch-dest": "empty" }],
      ["/doctors", { "sec-fetch-dest": "empty" }],
      ["/doctors", { accept: "*/*" }],
      ["/doctors", { rsc: "1" }],
      ["/doctors", { "next-router-prefetch": "1" }],
      ["/doctors?_rsc=x1", {}],
      ["/doctors", { [PAGE_RENDER_HEADER]: "1" }],
      ["/reset-password?token=secret", {}],
      ["/forgot-password", {}],
      ["/unsubscribe?token=t", {}],
      ["/appointment/doc1/extra", {}],
    ];
    for (const [path, headers] of perRequest) {
      const { res, csp } = await sent(path, headers);
      expect(res.headers.get("x-middleware-next"), path).toBe("1");
      expect(scriptSrc(csp), path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    }
    expect(renders).toHaveLength(0);
  });

  it("says the language of pages rendered per request too while several are offered (issue 29)", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,fr,ar");
    const signedOut = await sent("/forgot-password", { "accept-language": "fr" });
    expect(signedOut.res.headers.get("content-language")).toBe("fr");
    expect(signedOut.res.headers.get("vary")).toBe("Accept-Language, Cookie");
    // Signed in, the saved choice decides, read by the page: no Content-Language from the proxy.
    const signedIn = await sent("/doctors", { "accept-language": "fr", cookie: "next-auth.session-token=abc" });
    expect(signedIn.res.headers.get("content-language")).toBeNull();
    expect(signedIn.res.headers.get("vary")).toBe("Accept-Language, Cookie");
    vi.stubEnv("CLINIC_LOCALES", "en");
    const one = await sent("/forgot-password", { "accept-language": "fr" });
    expect(one.res.headers.get("content-language")).toBeNull();
    expect(one.res.headers.get("vary")).toBeNull();
  });

  it("keeps only whole pages: an error or a cookie from the render is sent through, not cached", async () => {
    status = 404;
    expect((await sent("/appointment/missing")).res.headers.get("x-middleware-next")).toBe("1");
    status = 200;
    extraHeaders = { "set-cookie": "a=b" };
    expect((await sent("/appointment/other")).res.headers.get("x-middleware-next")).toBe("1");
    extraHeaders = {};
    expect((await sent("/appointment/other")).body).toContain("render 3");
  });

  it("is off where the read cache is off (development, tests, READ_CACHE_TTL_MS=0)", async () => {
    vi.stubEnv("READ_CACHE_TTL_MS", "0");
    expect((await sent("/")).res.headers.get("x-middleware-next")).toBe("1");
    expect(renders).toHaveLength(0);
  });
});

describe("where the page cache renders from", () => {
  it("never the request's Host: PAGE_CACHE_ORIGIN, Vercel's production domain, or this server's port", () => {
    vi.stubEnv("PAGE_CACHE_ORIGIN", "https://careslot.example/ignored/path");
    expect(pageRenderOrigin()).toBe("https://careslot.example");
    vi.stubEnv("PAGE_CACHE_ORIGIN", "");
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("VERCEL_ENV", "preview");
    vi.stubEnv("VERCEL_PROJECT_PRODUCTION_URL", "careslot.vercel.app");
    expect(pageRenderOrigin()).toBeNull();
    vi.stubEnv("VERCEL_ENV", "production");
    expect(pageRenderOrigin()).toBe("https://careslot.vercel.app");
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("PORT", "3210");
    expect(pageRenderOrigin()).toBe("http://127.0.0.1:3210");
  });

  it("caches GETs of the listed public pages only", () => {
    const key = (path: string, method = "GET") => pageCacheKey(request(path, {}, method));
    expect(["/", "/doctors", "/doctors/Neurologist", "/appointment/x1", "/about", "/contact", "/login", "/signup"].map((p) => key(p))).toEqual([
      "/",
      "/doctors",
      "/doctors/Neurologist",
      "/appointment/x1",
      "/about",
      "/contact",
      "/login",
      "/signup",
    ]);
    expect(key("/login?callbackUrl=%2Fprofile")).toBe("/login?callbackUrl=%2Fprofile");
    for (const p of ["/my-appointments", "/profile", "/admin", "/doctor", "/api/doctor", "/uploads/x", "/about/more"]) expect(key(p), p).toBeNull();
    expect(key("/", "HEAD")).toBeNull();
    // A browser without Sec-Fetch-* headers still gets it for a request that accepts HTML.
    expect(pageCacheKey(new NextRequest("https://careslot.example/about", { headers: { accept: "text/html" } }))).toBe("/about");
  });

  it("writes the build's stylesheets into the page, keeping each link for print only (issue 43)", async () => {
    const css = new Map<string, [number, string]>([
      ["/_next/static/chunks/app.css", [200, ".a{color:red}"]],
      ["/_next/static/chunks/gone.css", [404, ""]],
      ["/_next/static/chunks/odd.css", [200, "p::after{content:'</style><script>alert(1)</script>'}"]],
    ]);
    const files = http.createServer((req, res) => {
      const [code, text] = css.get(req.url!) ?? [404, ""];
      res.writeHead(code, { "content-type": "text/css" });
      res.end(text);
    });
    await new Promise<void>((r) => files.listen(0, "127.0.0.1", r));
    const at = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    try {
      const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;
      const html = `<html><head>${link("app")}${link("gone")}${link("odd")}<link rel="icon" href="/favicon.svg"/></head><body>${link("app")}</body></html>`;
      const out = await inlineStylesheets(at, html);
      const inlined = `<style>.a{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next" media="print"/>`;
      // Every link to a readable file, each with its text; an unreadable file and one whose text
      // would close the <style> keep their plain link; other links and pages without CSS are untouched.
      expect(out).toBe(`<html><head>${inlined}${link("gone")}${link("odd")}<link rel="icon" href="/favicon.svg"/></head><body>${inlined}</body></html>`);
      expect(await inlineStylesheets(at, "<p>no styles</p>")).toBe("<p>no styles</p>");
    } finally {
      await new Promise<void>((r) => files.close(() => r()));
    }
  });

  it("drops Next's preload of a stylesheet written into the page, and no other Link entry (issue 43)", () => {
    const html = `<style>.a{}</style><link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next" media="print"/><link rel="stylesheet" href="/_next/static/chunks/b.css"/>`;
    const preload = (f: string) => `</_next/static/chunks/${f}.css>; rel=preload; as="style"; nonce="n"`;
    const image = `</img.png>; rel=preload; as="image"; imagesrcset="/a.png 1x, /b.png 2x"`;
    const headers: [string, string][] = [["content-type", "text/html"], ["link", `${preload("app")}, ${image}, ${preload("b")}`]];
    expect(withoutInlinedPreloads(headers, html)).toEqual([["content-type", "text/html"], ["link", `${image}, ${preload("b")}`]]);
    // The only entry gone: no header; nothing inlined: untouched.
    expect(withoutInlinedPreloads([["Link", preload("app")]], html)).toEqual([]);
    expect(withoutInlinedPreloads(headers, "<p>no styles</p>")).toBe(headers);
  });

  it("hashes the text of inline scripts exactly, whatever their attributes, and skips scripts with src", () => {
    expect(inlineScriptHashes(`<script>alert(1)</script><SCRIPT type="text/javascript" nonce="n">alert(1)</SCRIPT><script src="/a.js"></script>`)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
    expect(inlineScriptHashes(`<script>\n</script>`)).toHaveLength(1);
    expect(inlineScriptHashes(`<p>no scripts</p>`)).toEqual([]);
  });

  it("starts Next's async chunk scripts after the first paint: the tags and preloads out, one loader in with their attributes (issue 43)", () => {
    const chunk = (n: string, attrs = ' async=""') => `<script src="/_next/static/chunks/${n}.js"${attrs}></script>`;
    const html =
      `<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>${chunk("a")}` +
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/sync.js"/>` +
      `${chunk("b", ' nonce="n1" async="" crossorigin="anonymous"')}${chunk("p", ' noModule=""')}${chunk("sync", "")}` +
      `<script src="/elsewhere.js" async=""></script></head><body><p>text</p><script>self.__next_f.push([0])</script></body></html>`;
    const out = scriptsAfterFirstPaint(html);
    // The async chunks and their preloads leave (their downloads start after the paint too); a
    // nomodule, a classic and a non-build script keep their place.
    expect(out).not.toContain(chunk("a"));
    expect(out).not.toContain(`href="/_next/static/chunks/a.js"`);
    expect(out).toContain(`<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/sync.js"/>`);
    expect(out).not.toContain('nonce="n1"');
    for (const kept of [chunk("p", ' noModule=""'), chunk("sync", ""), `<script src="/elsewhere.js" async=""></script>`]) expect(out).toContain(kept);
    // The loader is the body's last script and lists them in their order with their attributes, the nonce dropped.
    const loader = /<script>(\(function[\s\S]*?)<\/script><\/body><\/html>$/.exec(out)![1];
    const list = JSON.parse(/\((\[.*\])\)$/.exec(loader)![1]);
    expect(list).toEqual([
      { src: "/_next/static/chunks/a.js", async: "" },
      { src: "/_next/static/chunks/b.js", async: "", crossorigin: "anonymous" },
    ]);
    // Allowed by the hash policy like the page's other inline scripts.
    expect(inlineScriptHashes(out)).toHaveLength(2);
    // Nothing to move, or no body: as it was.
    expect(scriptsAfterFirstPaint("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
    expect(scriptsAfterFirstPaint(chunk("a"))).toBe(chunk("a"));
  });

  it("the loader adds the scripts back in a task after the first contentful paint, in their order, once (issue 43)", () => {
    const out = scriptsAfterFirstPaint(`<head><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script></head><body></body>`);
    const loader = /<script>([\s\S]*?)<\/script><\/body>$/.exec(out)![1];
    const both = [{ src: "/_next/static/chunks/a.js", async: "" }, { src: "/_next/static/chunks/b.js", async: "" }];
    // A browser stand-in: what the loader appends, its timers and its paint observer.
    const run = (opts: { hidden?: boolean; paintTiming?: boolean }) => {
      const appended: Record<string, string>[] = [];
      const timers: [() => void, number][] = [];
      const frames: (() => void)[] = [];
      let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | null = null;
      const document = {
        hidden: opts.hidden ?? false,
        createElement: () => {
          const el: Record<string, string> = {};
          return { setAttribute: (k: string, v: string) => (el[k] = v), el };
        },
        head: { appendChild: (e: { el: Record<string, string> }) => appended.push(e.el) },
      };
      class PerformanceObserver {
        static supportedEntryTypes = opts.paintTiming === false ? ["navigation"] : ["navigation", "paint"];
        constructor(cb: typeof observer) {
          observer = cb;
        }
        observe(o: { type: string; buffered: boolean }) {
          expect(o).toEqual({ type: "paint", buffered: true });
        }
      }
      new Function("window", "document", "requestAnimationFrame", "setTimeout", loader)(
        { PerformanceObserver },
        document,
        (f: () => void) => frames.push(f),
        (f: () => void, ms: number) => timers.push([f, ms]),
      );
      const fire = (ms: number) => timers.splice(timers.findIndex(([, m]) => m === ms), 1)[0][0]();
      const paint = (name: string) => observer!({ getEntriesByName: (n) => (n === name ? [{}] : []) });
      return { appended, timers, frames, fire, paint };
    };

    const page = run({});
    page.paint("first-paint"); // a paint with nothing contentful: still waiting
    expect(page.timers.map(([, ms]) => ms)).toEqual([3000]);
    page.paint("first-contentful-paint");
    expect(page.appended).toEqual([]);
    page.fire(0); // the task after it
    expect(page.appended).toEqual(both);
    page.fire(3000); // the fallback finds them added: not twice
    expect(page.appended).toEqual(both);

    const background = run({ hidden: true });
    background.fire(0);
    expect(background.appended).toEqual(both);

    const noPaintTiming = run({ paintTiming: false });
    noPaintTiming.frames.shift()!();
    noPaintTiming.fire(0);
    expect(noPaintTiming.appended).toEqual(both);

    const neverPaints = run({});
    neverPaints.fire(3000);
    expect(neverPaints.appended).toEqual(both);
  });

});
