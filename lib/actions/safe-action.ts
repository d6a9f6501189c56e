// Server actions return a result instead of throwing, so forms can show the
// message as a toast and field errors beside their fields. The mapping from
// errors to messages is the same as the API's (lib/error-response.ts).
import { describeError } from "@/lib/error-response";
import { unauthorized } from "@/lib/errors";
import { currentActor } from "@/lib/auth/session";
import { requireRole, type Actor } from "@/lib/users";
import type { Role } from "@/lib/generated/prisma/enums";

export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export async function runAction<T>(fn: () => Promise<T>, successMessage?: string): Promise<ActionResult<T>> {
  try {
    const data = await fn();
    return { ok: true, data, message: successMessage };
  } catch (err) {
    // redirect() and notFound() signal with special errors that must propagate.
    if (err && typeof err === "object" && "digest" in err && typeof (err as { digest: unknown }).digest === "string" && /^NEXT_/.test((err as { digest: string }).digest)) throw err;
    const failure = describeError(err);
    return { ok: false, message: failure.message, fieldErrors: failure.fieldErrors };
  }
}

/** The signed-in actor for an action, with one of `roles`. */
export async function actionActor(notSignedIn: string, ...roles: Role[]): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) throw unauthorized(notSignedIn);
  return requireRole(actor, ...roles);
}
