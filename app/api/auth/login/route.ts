import { publicRoute } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { loginForToken } from "@/lib/accounts";
import { clientAddress } from "@/lib/rate-limit";
import { getUser } from "@/lib/users";
import { z } from "zod";

// SPEC: POST /api/auth/login with credentials -> { success, token, message }.
export const POST = publicRoute(async ({ req }) => {
  const body = await readJson(req, z.object({}).passthrough());
  const { token, actor } = await loginForToken(body, clientAddress(req.headers));
  const user = await getUser(actor.id);
  return { message: "Login successful", token, user };
});

