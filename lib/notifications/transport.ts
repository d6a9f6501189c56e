// Hands one rendered email to the SMTP server of SMTP_URL (nodemailer). Every
// wait is bounded, so a server that is down or stalls fails the attempt in
// seconds and the job queue retries it later, instead of a send hanging.
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { mailFrom, smtpUrl } from "@/lib/outbox/mail-config";

export type OutgoingEmail = {
  /** "<id@domain>": the same on every attempt, so receivers can drop a duplicate. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  date?: Date;
  headers?: Record<string, string>;
  attachments?: Mail.Attachment[];
};

/**
 * SMTP waits in milliseconds. SMTP_TIMEOUT_MS (default 30 s) bounds each
 * socket inactivity; connecting and the server's greeting get at most 10 s.
 */
function timeouts() {
  const socket = Number(process.env.SMTP_TIMEOUT_MS) > 0 ? Number(process.env.SMTP_TIMEOUT_MS) : 30_000;
  return { connectionTimeout: Math.min(10_000, socket), greetingTimeout: Math.min(10_000, socket), socketTimeout: socket, dnsTimeout: Math.min(10_000, socket) };
}

/**
 * SMTP_URL with the timeouts added as query parameters (nodemailer reads
 * options from the URL's query; a value already in the URL wins). Passing them
 * beside `url` in an options object would not work: nodemailer then keeps
 * only what the URL says.
 */
function transportUrl(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(timeouts())) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(value));
  }
  return parsed.toString();
}

/** Sends one email; resolves with the server's reply, rejects with its error. */
export async function sendEmail(email: OutgoingEmail): Promise<{ response: string }> {
  const url = smtpUrl();
  if (!url) {
    throw new Error("SMTP_URL is not set: no SMTP server to send to (npm run dev and npm start set it to the local inbox).");
  }
  // One connection per email: nothing is left open between jobs, and a server
  // that went away is found on the next attempt rather than on a stale pooled socket.
  const transport = nodemailer.createTransport(transportUrl(url));
  try {
    const info = await transport.sendMail({
      from: mailFrom(),
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      date: email.date,
      messageId: email.messageId,
      headers: email.headers,
      attachments: email.attachments,
    });
    return { response: String(info.response ?? "") };
  } finally {
    transport.close();
  }
}
