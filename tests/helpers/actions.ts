// Runs server actions the way Next.js runs them: inside a request scope built
// by Next's own request and work stores, so cookies(), headers() and
// connection() are the real functions (next-auth's getServerSession included),
// and with the cookie a browser would send: a next-auth session JWT minted
// with the real AUTH_SECRET by next-auth's own `encode`. The test files mock
// only next/cache: revalidatePath needs the incremental cache of a running
// server. Import this module before the actions (Next keeps its request
// scope in an AsyncLocalStorage that must exist before Next's modules load).
import "next/dist/server/node-environment-baseline.js";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external.js";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external.js";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store.js";
import { createWorkStore } from "next/dist/server/async-storage/work-store.js";
import { encode } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { authSecret } from "@/lib/platform/secret";
import { authOptions, SESSION_MAX_AGE } from "@/lib/auth/options";

// next-auth derives the cookie name (no __Secure- prefix on http) from the site's origin.
process.env.NEXTAUTH_URL ??= "http://careslot.test";

export const SESSION_COOKIE = "next-auth.session-token";

/**
 * The session cookie of a signed-in user with a new server-side session, as
 * the web sign-in (lib/auth/options.ts authorize and jwt callback) makes it.
 * `expired`: the "remember me" deadline has passed; `version`: an older token
 * version (a revoked session); `sid`: a session id of your own (`null`: none,
 * as cookies from before server-side sessions).
 */
export async function sessionCookie(
  userId: string,
  opts: { expired?: boolean; version?: number; sid?: string | null } = {},
): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const now = Math.floor(Date.now() / 1000);
  const until = opts.expired ? now - 60 : now + SESSION_MAX_AGE;
  const sid =
    opts.sid !== undefined
      ? opts.sid
      : (
          await prisma.session.create({
            data: { userId, kind: "web", createdAt: new Date((now - 3600) * 1000), expiresAt: new Date(until * 1000) },
          })
        ).id;
  const token = await encode({
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
    token: {
      sub: user.id,
      name: user.name,
      email: user.email,
      picture: user.image,
      role: user.role,
      ver: opts.version ?? user.tokenVersion,
      ...(sid === null ? {} : { sid }),
      until,
    },
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Signs in as the web login form does, through next-auth's credentials
 * authorize() and jwt callback (lib/auth/options.ts), and returns the session
 * cookie next-auth would set. A refusal rejects with the login form's message.
 */
export async function webSignIn(credentials: { email: string; password: string; remember?: boolean }, ip = "203.0.113.9"): Promise<string> {
  const options = authOptions();
  const provider = options.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string }> };
  };
  const remember = String(credentials.remember ?? true);
  const user = await provider.options.authorize({ email: credentials.email, password: credentials.password, remember }, { headers: { "x-forwarded-for": ip } });
  const jwt = options.callbacks!.jwt! as unknown as (p: { token: Record<string, unknown>; user: unknown }) => Promise<Record<string, unknown>>;
  const token = await jwt({ token: { sub: user.id }, user });
  return `${SESSION_COOKIE}=${await encode({ secret: authSecret(), maxAge: SESSION_MAX_AGE, token })}`;
}

export type RequestOptions = {
  /** The Cookie header (see sessionCookie); none for an anonymous visitor. */
  cookie?: string;
  /** The client address, for the per-address rate limits. */
  ip?: string;
};

export type RequestOutcome<T> = {
  /** What the action returned, unless it redirected. */
  value?: T;
  /** Where redirect() sent the browser. */
  redirectedTo?: string;
  /** The Set-Cookie headers the response would carry. */
  setCookies: string[];
};

/** Runs `fn` as one POST request of a browser with `opts.cookie`. */
export async function inRequest<T>(opts: RequestOptions, fn: () => Promise<T>): Promise<RequestOutcome<T>> {
  const headers = new Headers({ "x-forwarded-for": opts.ip ?? "203.0.113.1", origin: "http://careslot.test" });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const setCookies: string[] = [];
  const requestStore = createRequestStoreForAPI(
    { headers } as unknown as Parameters<typeof createRequestStoreForAPI>[0],
    new URL("http://careslot.test/"),
    undefined as unknown as Parameters<typeof createRequestStoreForAPI>[2],
    (cookies: string[]) => setCookies.splice(0, setCookies.length, ...cookies),
    undefined,
    undefined,
  );
  const workStore = createWorkStore({
    page: "/",
    renderOpts: { experimental: {} },
    isPrefetchRequest: false,
    buildId: "test",
    previouslyRevalidatedTags: [],
  } as unknown as Parameters<typeof createWorkStore>[0]);
  try {
    const value = await workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, fn));
    return { value, setCookies };
  } catch (err) {
    // redirect() throws an error whose digest is "NEXT_REDIRECT;<type>;<url>;<status>;".
    const digest = (err as { digest?: unknown } | null)?.digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT;")) {
      return { redirectedTo: digest.split(";")[2], setCookies };
    }
    throw err;
  }
}

/** Calls an action as `userId` (null: signed out) and returns its result. */
export async function actAs<T>(userId: string | null, action: () => Promise<T>, opts: { ip?: string } = {}): Promise<T> {
  const cookie = userId ? await sessionCookie(userId) : undefined;
  const outcome = await inRequest({ cookie, ip: opts.ip }, action);
  if (outcome.redirectedTo !== undefined) throw new Error(`the action redirected to ${outcome.redirectedTo}`);
  return outcome.value as T;
}
