"use server";

// The public contact form. Messages are stored for the admins (and forwarded
// to the form service when configured); each address may send a few per hour.
import { headers } from "next/headers";
import { runAction, type ActionResult } from "@/lib/actions/safe-action";
import { submitContactForm } from "@/lib/contact";
import { clientAddress } from "@/lib/rate-limit";
import type { ContactInput } from "@/lib/validation";

export async function sendContactAction(input: ContactInput): Promise<ActionResult<null>> {
  return runAction(async () => {
    // Validated first (a typo does not use up the quota), then rate limited per address.
    await submitContactForm(input, clientAddress(await headers()));
    return null;
  }, "Thank you for reaching out! We will get back to you within 24 hours.");
}
