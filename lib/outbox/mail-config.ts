// Where emails go and what they look like, from the environment. Read on each
// call (not at import) so tests and the cron route see the current values.
//
//   SMTP_URL   smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS).
//              Unset under `npm run dev` / `npm start`: prisma/scripts/with-db.mjs
//              starts the local inbox and sets it.
//   MAIL_FROM  "CareSlot <no-reply@careslot.local>" by default.
//   SITE_URL   origin of the links in emails (else NEXTAUTH_URL, else localhost).

export const CLINIC_NAME = "CareSlot";

/** The app's colours (app/globals.css: primary #006894, AA on white both ways). */
export const BRAND = {
  primary: "#006894",
  onPrimary: "#ffffff",
  text: "#1b2533",
  muted: "#5b6675",
  page: "#f3f6f9",
  card: "#ffffff",
  border: "#dde3ea",
} as const;

const DEFAULT_FROM = `${CLINIC_NAME} <no-reply@careslot.local>`;

export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL || undefined;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || DEFAULT_FROM;
}

/** The bare address of MAIL_FROM ("no-reply@careslot.local"). */
export function mailFromAddress(): string {
  const from = mailFrom();
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The sender's display name, or the clinic's. */
export function mailFromName(): string {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom())?.[1]?.trim();
  return name || CLINIC_NAME;
}

/** Right-hand side of every Message-ID: the sender's domain. */
export function messageIdDomain(): string {
  return mailFromAddress().split("@")[1] || "careslot.local";
}

/** The public origin links in emails point to, without a trailing slash. */
export function siteUrl(): string {
  const url = process.env.SITE_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
  return url.replace(/\/+$/, "");
}
