import { publicRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { loginForToken } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { getUser } from "@/lib/accounts/users";
import { z } from "zod";

// SPEC: POST /api/auth/login with credentials -> { success, token, message }.
export const POST = publicRoute(async ({ req }) => {
  const body = await readJson(req, z.object({}).passthrough());
  const { token, actor } = await loginForToken(body, clientAddress(req.headers), req.headers.get("user-agent"));
  const user = await getUser(actor.id);
  return { message: "Login successful", token, user };
});

