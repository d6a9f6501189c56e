// Small HTTP client on node:http (no fetch overhead in the timings): one
// request, its status, body and wall time; sessions through next-auth's
// credentials endpoint; bearer tokens through POST /api/auth/login.
import http from "node:http";

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request. Resolves { status, headers, body, ms } (ms: from sending to the
 * last byte); rejects only on network errors or after `timeoutMs`.
 */
/**
 * The headers a browser sends when it loads a page as a document. The public
 * pages' cache (lib/http/page-cache.ts) answers only such requests, as it
 * answers browsers; the router's RSC fetches and other clients are rendered.
 */
export const DOCUMENT_HEADERS = Object.freeze({
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
});

/**
 * A kept-alive socket the server closed while it sat idle (e.g. during a long
 * Lighthouse run) fails the next request sent on it with ECONNRESET or "socket
 * hang up". That is not the server's answer: a GET (safe to repeat) that fails
 * so on a reused socket is sent once more on a new socket (issue 40).
 */
export function isStaleSocketError(err) {
  return err?.code === "ECONNRESET" || err?.code === "EPIPE" || /socket hang up/i.test(err?.message ?? "");
}

export async function request(url, opts = {}) {
  try {
    return await requestOnce(url, opts);
  } catch (err) {
    const method = opts.method ?? "GET";
    if (method !== "GET" || !err.reusedSocket || !isStaleSocketError(err)) throw err;
    // agent: false gives this one request a socket of its own, never a pooled one.
    return requestOnce(url, { ...opts, agent: false });
  }
}

function requestOnce(url, { method = "GET", headers = {}, body, agent = keepAlive, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
    const h = { ...headers };
    if (payload !== undefined) {
      h["content-length"] = Buffer.byteLength(payload);
      h["content-type"] ??= "application/json";
    }
    const t0 = performance.now();
    // A deadline for the whole exchange (the socket's idle timeout alone never fires
    // for a request still queued in the agent or an answer cut off mid-body).
    const deadline = setTimeout(() => req.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    const fail = (err) => {
      clearTimeout(deadline);
      // Whether the failed exchange went out on a socket an earlier request had used.
      if (err && typeof err === "object") err.reusedSocket = Boolean(req.reusedSocket);
      reject(err);
    };
    const req = http.request(url, { method, headers: h, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        clearTimeout(deadline);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - t0,
        });
      });
      res.on("close", () => res.complete || fail(new Error(`${method} ${url}: the answer ended before its last byte`)));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end(payload);
  });
}

export async function json(url, opts) {
  const res = await request(url, opts);
  let data = null;
  try {
    data = JSON.parse(res.body);
  } catch {
    // not JSON; callers look at the status
  }
  return { ...res, data };
}

/** A bearer token for the REST API. */
export async function apiToken(base, email, password, headers = {}) {
  const res = await json(`${base}/api/auth/login`, { method: "POST", body: { email, password }, headers });
  if (res.status !== 200 || !res.data?.token) throw new Error(`login ${email} on ${base}: ${res.status} ${res.body.slice(0, 200)}`);
  return { token: res.data.token, userId: res.data.user?._id };
}

function cookiePairs(setCookie = []) {
  return setCookie.map((c) => c.split(";")[0]);
}

/**
 * A next-auth session cookie for the web UI, obtained the way the login form
 * gets one: the CSRF token first, then the credentials callback.
 */
export async function sessionCookie(base, email, password) {
  const csrf = await json(`${base}/api/auth/csrf`);
  if (csrf.status !== 200 || !csrf.data?.csrfToken) throw new Error(`GET /api/auth/csrf: ${csrf.status}`);
  const jar = cookiePairs(csrf.headers["set-cookie"]);
  const form = new URLSearchParams({ csrfToken: csrf.data.csrfToken, email, password, json: "true", callbackUrl: base }).toString();
  const res = await request(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), origin: base },
  });
  const session = cookiePairs(res.headers["set-cookie"]).find((c) => /session-token=/.test(c));
  if (!session) throw new Error(`sign-in of ${email} gave no session cookie (${res.status} ${res.body.slice(0, 200)})`);
  return session;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
