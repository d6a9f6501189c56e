import { publicRoute } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { REGISTERED, registerWithLimit } from "@/lib/accounts";
import { clientAddress } from "@/lib/rate-limit";

// SPEC: POST /api/auth/register with form data (JSON is accepted too); a new patient.
export const POST = publicRoute(
  async ({ req }) => {
    const { fields } = await readForm(req);
    const user = await registerWithLimit(fields, clientAddress(req.headers));
    return { message: REGISTERED, data: user, user };
  },
  { status: 201 },
);
