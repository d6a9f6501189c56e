// The tests' mail catcher: a real SMTP server (smtp-server) that accepts every
// message for any address and keeps it in memory, parsed by mailparser, with
// a way to wait for the ones a test expects. No web page: `npm run dev` shows
// mail in MailDev (lib/notifications/local-inbox.mjs); this starts in milliseconds,
// gives each test file its own server and can come back on the same port.
// Used by tests/helpers/mail.ts and tests/resilience/harness.mjs.
import crypto from "node:crypto";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/**
 * @typedef {{ filename: string, contentType: string, size: number, content: Buffer }} CaughtAttachment
 * @typedef {{
 *   id: string, envelope: { from: string, to: string[] },
 *   from: string, to: string[], subject: string, date: string | null, messageId: string | null,
 *   headers: Record<string, string>, text: string, html: string,
 *   attachments: CaughtAttachment[]
 * }} CaughtMessage
 * @typedef {{
 *   smtpPort: number, smtpUrl: string,
 *   messages: () => CaughtMessage[],
 *   waitFor: (predicate: (m: CaughtMessage) => boolean, opts?: { count?: number, timeoutMs?: number }) => Promise<CaughtMessage[]>,
 *   stop: () => Promise<void>
 * }} MailCatcher
 */

/** @param {import("mailparser").AddressObject | import("mailparser").AddressObject[] | undefined} field */
function addresses(field) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.name ? `${v.name} <${v.address}>` : String(v.address ?? ""))));
}

/** @param {Buffer} raw @param {{ from: string, to: string[] }} envelope @returns {Promise<CaughtMessage>} */
async function parse(raw, envelope) {
  const mail = await simpleParser(raw);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
  return {
    id: crypto.randomUUID(),
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
  };
}

/**
 * An SMTP server on 127.0.0.1:`smtpPort` (0, the default: a free port).
 * @param {{ smtpPort?: number, max?: number }} [opts]
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher(opts = {}) {
  const host = "127.0.0.1";
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
      /** @type {Buffer[]} */
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

  const smtpPort = await new Promise((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.server.listen(opts.smtpPort ?? 0, host, () => {
      smtp.server.removeListener("error", reject);
      resolve(/** @type {import("node:net").AddressInfo} */ (smtp.server.address()).port);
    });
  });

  return {
    smtpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    messages: () => [...store],
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
    stop: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
