import { publicRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { CONTACT_THANKS, submitContactForm } from "@/lib/clinic/contact";
import { clientAddress } from "@/lib/http/client-address";

// Extra: the contact form (JSON, multipart or url-encoded), rate limited per address.
export const POST = publicRoute(
  async ({ req }) => {
    const { fields } = await readForm(req);
    const contact = await submitContactForm(fields, clientAddress(req.headers));
    return { message: CONTACT_THANKS, contact };
  },
  { status: 201 },
);
