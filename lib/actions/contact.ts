"use server";

// The public contact form. Messages are stored for the admins (and forwarded
// to the form service when configured); each address may send a few per hour.
import { headers } from "next/headers";
import { serverAction } from "@/lib/actions/safe-action";
import { CONTACT_THANKS, submitContactForm } from "@/lib/clinic/contact";
import { clientAddress } from "@/lib/http/client-address";
import { contactSchema } from "@/lib/clinic/contact-schema";

export const sendContactAction = serverAction(
  { roles: "public", schema: contactSchema, success: CONTACT_THANKS },
  async (input): Promise<null> => {
    // Validated first (a typo does not use up the quota), then rate limited per address.
    await submitContactForm(input, clientAddress(await headers()));
    return null;
  },
);
