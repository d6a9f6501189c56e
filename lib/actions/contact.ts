"use server";

// The public contact form. Messages are stored for the admins (and forwarded
// to the form service when configured); each address may send a few per hour.
import { headers } from "next/headers";
import { formState, formText, serverAction, type FormState } from "@/lib/actions/safe-action";
import { CONTACT_THANKS, submitContactForm } from "@/lib/clinic/contact";
import { clientAddress } from "@/lib/http/client-address";
import { contactSchema, type ContactInput } from "@/lib/clinic/contact-schema";

export const sendContactAction = serverAction(
  { roles: "public", schema: contactSchema, success: CONTACT_THANKS },
  async (input): Promise<null> => {
    // Validated first (a typo does not use up the quota), then rate limited per address.
    await submitContactForm(input, clientAddress(await headers()));
    return null;
  },
);

export type ContactFormState = FormState<ContactInput>;

/**
 * The contact form posted before any script runs (issue 25), through
 * useActionState: the page comes back with the thanks or the failure, the
 * form cleared as SPEC says; input the form with scripts would not have sent
 * (field messages) comes back as typed, beside its messages.
 */
export async function sendContactFormAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = { name: formText(form, "name"), email: formText(form, "email"), subject: formText(form, "subject"), message: formText(form, "message") };
  const result = await sendContactAction(values);
  const keep = !result.ok && result.fieldErrors !== undefined;
  return formState(result, keep ? values : { name: "", email: "", subject: "", message: "" });
}
