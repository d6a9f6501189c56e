import { publicRoute } from "@/lib/http/handler";
import { readForm } from "@/lib/http/body";
import { REGISTERED, registerWithLimit } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";

// SPEC: POST /api/auth/register with form data (JSON is accepted too); a new patient.
export const POST = publicRoute(
  async ({ req }) => {
    const { fields } = await readForm(req);
    const user = await registerWithLimit(fields, clientAddress(req.headers));
    return { message: REGISTERED, data: user, user };
  },
  { status: 201 },
);
