// Contact messages: kept in the database for the admins, and forwarded to an
// external form service when CONTACT_FORM_ACCESS_KEY is configured.
import { prisma } from "@/lib/db";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import { contactSchema } from "@/lib/clinic/contact-schema";
import type { z } from "zod";

export const CONTACT_THANKS = "Thank you for reaching out! We will get back to you within 24 hours.";

const FORM_SERVICE_URL = process.env.CONTACT_FORM_URL ?? "https://api.web3forms.com/submit";

export type ContactMessageDTO = { _id: string; name: string; email: string; subject: string; message: string; createdAt: string };

/**
 * The contact form's entry point for untrusted input (REST route and form
 * action alike): validated first, so a typo does not use up the quota, then
 * limited per address.
 */
export async function submitContactForm(raw: unknown, ip: string): Promise<ContactMessageDTO> {
  const input = contactSchema.parse(raw);
  await hitRateLimit(`contact:ip:${ip}`, LIMITS.contactPerIp);
  return sendContactMessage(input);
}

export async function sendContactMessage(input: z.output<typeof contactSchema>): Promise<ContactMessageDTO> {
  const saved = await prisma.contactMessage.create({ data: input });
  const key = process.env.CONTACT_FORM_ACCESS_KEY;
  if (key) {
    // Forwarding is best effort: the message is already safe in the database.
    try {
      const form = new FormData();
      form.set("access_key", key);
      for (const [k, v] of Object.entries(input)) form.set(k, v);
      const res = await fetch(FORM_SERVICE_URL, { method: "POST", body: form, signal: AbortSignal.timeout(5000) });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean };
      if (body.success) await prisma.contactMessage.update({ where: { id: saved.id }, data: { forwardedAt: new Date() } });
    } catch {
      // Left unforwarded; admins still read it in the app.
    }
  }
  return toMessageDTO(saved);
}

function toMessageDTO(m: { id: string; name: string; email: string; subject: string; message: string; createdAt: Date }): ContactMessageDTO {
  return { _id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() };
}

export async function listContactMessages(limit = 200): Promise<ContactMessageDTO[]> {
  const rows = await prisma.contactMessage.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return rows.map(toMessageDTO);
}
