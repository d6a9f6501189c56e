import { publicRoute } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { CONTACT_THANKS, submitContactForm } from "@/lib/contact";
import { clientAddress } from "@/lib/rate-limit";

// Extra: the contact form (JSON, multipart or url-encoded), rate limited per address.
export const POST = publicRoute(
  async ({ req }) => {
    const { fields } = await readForm(req);
    const contact = await submitContactForm(fields, clientAddress(req.headers));
    return { message: CONTACT_THANKS, contact };
  },
  { status: 201 },
);
