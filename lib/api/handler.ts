// The wrapper every /api route handler goes through: it authenticates the
// bearer token, checks the role, runs the domain call and turns the result or
// the failure into the REST contract's JSON ({ success, ... }).
import { NextResponse, type NextRequest } from "next/server";
import { describeError } from "@/lib/error-response";
import { unauthorized } from "@/lib/errors";
import { verifyApiToken } from "@/lib/auth/tokens";
import { findActor, requireRole, type Actor } from "@/lib/users";
import type { Role } from "@/lib/generated/prisma/enums";

export const NO_TOKEN = "No token provided";
export const BAD_TOKEN = "Invalid or expired token. Please log in again.";

type Params = Record<string, string>;
type Ctx<P extends Params> = { req: NextRequest; params: P };
type AuthedCtx<P extends Params> = Ctx<P> & { actor: Actor };

/** The actor behind `Authorization: Bearer <token>`, or a 401. */
export async function bearerActor(req: Request): Promise<Actor> {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized(NO_TOKEN);
  const claims = await verifyApiToken(match[1]);
  const actor = claims && (await findActor(claims.userId, claims.version));
  if (!actor) throw unauthorized(BAD_TOKEN);
  return actor;
}

export function jsonError(err: unknown): NextResponse {
  const failure = describeError(err);
  const res = NextResponse.json(
    { ...failure.details, success: false, message: failure.message, ...(failure.fieldErrors ? { errors: failure.fieldErrors } : {}) },
    { status: failure.status },
  );
  if (failure.retryAfter) res.headers.set("Retry-After", String(failure.retryAfter));
  return res;
}

function toResponse(result: unknown, status = 200): Response {
  if (result instanceof Response) return result;
  return NextResponse.json({ success: true, ...(result as object) }, { status });
}

type RouteContext = { params: Promise<Params> };

/** A public route (no token needed). */
export function publicRoute<P extends Params = Params>(fn: (ctx: Ctx<P>) => Promise<unknown>, opts: { status?: number } = {}) {
  return async (req: NextRequest, context: RouteContext) => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      return toResponse(await fn({ req, params }), opts.status);
    } catch (err) {
      return jsonError(err);
    }
  };
}

/** A route that needs a bearer token, optionally of one of `roles`. */
export function authedRoute<P extends Params = Params>(
  roles: Role[],
  fn: (ctx: AuthedCtx<P>) => Promise<unknown>,
  opts: { status?: number } = {},
) {
  return async (req: NextRequest, context: RouteContext) => {
    try {
      const actor = requireRole(await bearerActor(req), ...roles);
      const params = ((await context?.params) ?? {}) as P;
      return toResponse(await fn({ req, params, actor }), opts.status);
    } catch (err) {
      return jsonError(err);
    }
  };
}
