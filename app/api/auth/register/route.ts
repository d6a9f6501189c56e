import { publicRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { REGISTERED, registerWithLimit } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { signUpLocale } from "@/lib/i18n/locales";

// SPEC: POST /api/auth/register with form data (JSON is accepted too); a new patient.
export const POST = publicRoute(
  async ({ req }) => {
    const { fields } = await readForm(req);
    // Its Accept-Language, when one of the offered languages, becomes the user's (issue 40).
    const user = await registerWithLimit(fields, clientAddress(req.headers), signUpLocale(req.headers.get("accept-language")), req.headers.get("user-agent"));
    return { message: REGISTERED, data: user, user };
  },
  { status: 201 },
);
