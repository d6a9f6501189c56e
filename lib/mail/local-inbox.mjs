// A local mail catcher for development and tests: a real SMTP server
// (smtp-server) that accepts every message for any address and keeps it in
// memory (parsed by mailparser), and a small web inbox to read them.
//
//   web:  /                       the list (newest first, refreshes itself)
//         /messages/{id}          one message: headers, HTML, plain text, attachments
//         /messages/{id}/html     its HTML alone (sandboxed: no scripts)
//         /messages/{id}/raw      the .eml
//         /messages/{id}/attachments/{n}   the n-th attachment (from 0)
//   JSON: GET /api/messages[?to=address&subject=text]   every message, newest first
//         GET /api/messages/{id}
//         DELETE /api/messages                          empties the inbox
//
// prisma/scripts/with-db.mjs starts it when SMTP_URL is unset; the tests
// start their own. Standalone: `node lib/mail/local-inbox.mjs` (LOCAL_SMTP_PORT,
// LOCAL_INBOX_PORT). Plain ESM, so it runs before anything is built.
import http from "node:http";
import crypto from "node:crypto";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/**
 * @typedef {{ filename: string, contentType: string, size: number, content: Buffer }} CaughtAttachment
 * @typedef {{
 *   id: string, receivedAt: string, envelope: { from: string, to: string[] },
 *   from: string, to: string[], subject: string, date: string | null, messageId: string | null,
 *   headers: Record<string, string>, text: string, html: string,
 *   attachments: CaughtAttachment[], raw: Buffer
 * }} CaughtMessage
 * @typedef {{
 *   smtpPort: number, httpPort: number, smtpUrl: string, url: string,
 *   messages: () => CaughtMessage[],
 *   clear: () => void,
 *   waitFor: (predicate: (m: CaughtMessage) => boolean, opts?: { count?: number, timeoutMs?: number }) => Promise<CaughtMessage[]>,
 *   stop: () => Promise<void>
 * }} LocalInbox
 */

const escapeHtml = (s) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** @param {import("mailparser").AddressObject | import("mailparser").AddressObject[] | undefined} field */
function addresses(field) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.name ? `${v.name} <${v.address}>` : String(v.address ?? ""))));
}

/** @param {Buffer} raw @param {{ from: string, to: string[] }} envelope @returns {Promise<CaughtMessage>} */
async function parse(raw, envelope) {
  const mail = await simpleParser(raw);
  const headers = {};
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
  return {
    id: crypto.randomUUID(),
    receivedAt: new Date().toISOString(),
    envelope,
    from: addresses(mail.from).join(", "),
    to: addresses(mail.to),
    subject: mail.subject ?? "",
    date: mail.date ? mail.date.toISOString() : null,
    messageId: mail.messageId ?? null,
    headers,
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    attachments: mail.attachments.map((a, i) => ({
      filename: a.filename ?? `attachment-${i + 1}`,
      contentType: a.contentType,
      size: a.size,
      content: a.content,
    })),
    raw,
  };
}

/** Listens on `port`, or on a free one when it is taken and `fallback` allows it. */
function listen(server, port, host, fallback) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      if (err.code === "EADDRINUSE" && fallback && port !== 0) {
        server.removeListener("error", onError);
        listen(server, 0, host, false).then(resolve, reject);
      } else {
        reject(err);
      }
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.removeListener("error", onError);
      resolve(server.address().port);
    });
  });
}

function json(res, status, body) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function page(res, title, body, { refresh = false } = {}) {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ""}<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1b2533;background:#f3f6f9}
header{background:#006894;color:#fff;padding:12px 20px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header a{color:#fff;font-weight:600;text-decoration:none}main{padding:16px 20px;max-width:1100px}
table{border-collapse:collapse;width:100%;background:#fff}td,th{text-align:left;padding:8px 10px;border-bottom:1px solid #dde3ea;vertical-align:top}
th{font-size:13px;color:#5b6675}a{color:#006894}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px;border-radius:8px}
dt{color:#5b6675}dd{margin:0;word-break:break-word}iframe{width:100%;height:70vh;border:1px solid #dde3ea;background:#fff;border-radius:8px}
pre{white-space:pre-wrap;background:#fff;padding:12px;border-radius:8px;border:1px solid #dde3ea}button{font:inherit;cursor:pointer}
</style></head><body><header><a href="/">Mail inbox</a><span>every email the app sends locally lands here</span></header><main>${body}</main></body></html>`);
}

/** @param {{ smtpPort?: number, httpPort?: number, host?: string, max?: number, fallbackToFreePorts?: boolean }} [opts] @returns {Promise<LocalInbox>} */
export async function startLocalInbox(opts = {}) {
  const host = opts.host ?? "127.0.0.1";
  const max = opts.max ?? 1000;
  /** @type {CaughtMessage[]} newest first */
  let store = [];
  /** @type {Set<() => void>} */
  const listeners = new Set();

  const smtp = new SMTPServer({
    // Accept anything, without TLS or a real login: this server never leaves the machine.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 25 * 1024 * 1024,
    // Stopping waits at most this long for open sessions.
    closeTimeout: 2000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "local" });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        parse(Buffer.concat(chunks), envelope).then(
          (message) => {
            store = [message, ...store].slice(0, max);
            for (const notify of listeners) notify();
            callback();
          },
          (err) => callback(err),
        );
      });
    },
  });
  smtp.on("error", () => {}); // a client hanging up mid-session is not our error

  const find = (id) => store.find((m) => m.id === id);
  const summary = (m) => ({
    ...m,
    raw: undefined,
    attachments: m.attachments.map((a, i) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      url: `/messages/${m.id}/attachments/${i}`,
    })),
  });

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://inbox");
    const parts = url.pathname.split("/").filter(Boolean);
    try {
      if (parts[0] === "api" && parts[1] === "messages") {
        if (req.method === "DELETE" && parts.length === 2) {
          store = [];
          return json(res, 200, { success: true });
        }
        if (parts.length === 2) {
          const to = url.searchParams.get("to")?.toLowerCase();
          const subject = url.searchParams.get("subject")?.toLowerCase();
          const list = store.filter(
            (m) =>
              (!to || [...m.to, ...m.envelope.to].some((a) => a.toLowerCase().includes(to))) &&
              (!subject || m.subject.toLowerCase().includes(subject)),
          );
          return json(res, 200, list.map(summary));
        }
        const m = find(parts[2]);
        return m ? json(res, 200, summary(m)) : json(res, 404, { success: false, message: "No such message" });
      }
      if (req.method === "POST" && url.pathname === "/clear") {
        store = [];
        res.writeHead(303, { location: "/" });
        return res.end();
      }
      if (parts.length === 0) {
        const rows = store
          .map(
            (m) =>
              `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString("en-GB"))}</td><td>${escapeHtml(m.to.join(", "))}</td>` +
              `<td><a href="/messages/${m.id}">${escapeHtml(m.subject || "(no subject)")}</a></td><td>${m.attachments.length ? "📎" : ""}</td></tr>`,
          )
          .join("");
        return page(
          res,
          `Mail inbox (${store.length})`,
          `<form method="post" action="/clear" style="margin-bottom:12px"><button>Empty the inbox</button></form>` +
            (store.length
              ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
              : "<p>No messages yet. Emails the app sends appear here.</p>"),
          { refresh: true },
        );
      }
      if (parts[0] === "messages" && parts[1]) {
        const m = find(parts[1]);
        if (!m) {
          res.writeHead(404, { "content-type": "text/plain" });
          return res.end("No such message");
        }
        if (parts[2] === "html") {
          res.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'; font-src data:",
          });
          return res.end(m.html || `<pre>${escapeHtml(m.text)}</pre>`);
        }
        if (parts[2] === "raw") {
          res.writeHead(200, { "content-type": "message/rfc822", "content-disposition": `attachment; filename="${m.id}.eml"` });
          return res.end(m.raw);
        }
        if (parts[2] === "attachments" && parts[3] !== undefined) {
          const a = m.attachments[Number(parts[3])];
          if (!a) {
            res.writeHead(404, { "content-type": "text/plain" });
            return res.end("No such attachment");
          }
          res.writeHead(200, {
            "content-type": a.contentType,
            "content-disposition": `attachment; filename="${a.filename.replace(/["\\\r\n]/g, "_")}"`,
            "x-content-type-options": "nosniff",
          });
          return res.end(a.content);
        }
        const files = m.attachments
          .map((a, i) => `<li><a href="/messages/${m.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`)
          .join("");
        return page(
          res,
          m.subject,
          `<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(", "))}</dd>` +
            `<dt>Subject</dt><dd>${escapeHtml(m.subject)}</dd><dt>Date</dt><dd>${escapeHtml(m.date ?? "")}</dd>` +
            `<dt>Message-ID</dt><dd>${escapeHtml(m.messageId ?? "")}</dd>` +
            (files ? `<dt>Attachments</dt><dd><ul style="margin:0;padding-left:18px">${files}</ul></dd>` : "") +
            `<dt>Source</dt><dd><a href="/messages/${m.id}/raw">.eml</a></dd></dl>` +
            `<h2>HTML</h2><iframe sandbox src="/messages/${m.id}/html" title="HTML part"></iframe>` +
            `<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>`,
        );
      }
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(err));
    }
  });

  const fallback = opts.fallbackToFreePorts ?? false;
  const smtpPort = await listen(smtp.server, opts.smtpPort ?? 1025, host, fallback);
  let httpPort;
  try {
    httpPort = await listen(web, opts.httpPort ?? 1080, host, fallback);
  } catch (err) {
    await new Promise((r) => smtp.close(r));
    throw err;
  }
  const shownHost = host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host;

  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host === "0.0.0.0" ? "127.0.0.1" : host}:${smtpPort}`,
    url: `http://${shownHost}:${httpPort}`,
    messages: () => [...store],
    clear: () => {
      store = [];
    },
    waitFor(predicate, { count = 1, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = store.filter(predicate);
          if (found.length >= count) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found.reverse());
            return true;
          }
          return false;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} message(s), found ${store.filter(predicate).length}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    async stop() {
      web.closeAllConnections?.();
      await Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(r))]);
    },
  };
}

// `node lib/mail/local-inbox.mjs`: run it on its own until Ctrl-C.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const inbox = await startLocalInbox({
    smtpPort: Number(process.env.LOCAL_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.LOCAL_INBOX_PORT ?? 1080),
  });
  console.log(`Mail inbox: ${inbox.url} (SMTP on ${inbox.smtpUrl})`);
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => inbox.stop().then(() => process.exit(0)));
}
