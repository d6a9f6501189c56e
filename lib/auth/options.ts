// next-auth (v4) for the web UI: email + password, JWT sessions in an
// HttpOnly SameSite=Lax cookie carrying the user's id, role, token version
// and the id of its server-side session (lib/accounts/sessions.ts), which is what
// makes logging out end the session on the server too.
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authSecret } from "@/lib/platform/secret";
import { endSession, startSession } from "@/lib/accounts/sessions";
import { signInWithLimit } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { describeError } from "@/lib/http/error-response";
import { serverTextTranslator } from "@/lib/i18n/message-catalogue";
import { safeReturnPath } from "@/lib/http/return-address";
import type { Role } from "@/lib/generated/prisma/enums";
import type { Actor } from "@/lib/accounts/users";
import { needsSecondStep, startSignInAttempt } from "@/lib/accounts/two-factor-sign-in";
import { keepAttemptToken, SecondStepNeeded, SECOND_STEP_NEEDED } from "@/lib/auth/second-step";
import { mustSetUpSecondFactor } from "@/lib/clinic/two-factor-policy";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
/** Without "Remember me" a session ends after a working day. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;

/** What authorize() hands to the jwt callback. */
type SignedIn = { id: string; role: Role; tokenVersion: number; sid: string; until: number; setup: boolean };

/**
 * The web sign-in's checks and its server-side session, for both ways the
 * login form signs in: next-auth's credentials provider (the form with
 * scripts) and lib/auth/form-sign-in.ts (the form posted before any script
 * runs). The same limits and refusals as POST /api/auth/login
 * (lib/accounts/sign-in.ts); "Remember me" decides how long the session lives.
 */
export async function authorizeWebSignIn(credentials: unknown, remember: boolean, headers: Headers | Record<string, unknown>) {
  const userAgent = headers instanceof Headers ? headers.get("user-agent") : typeof headers["user-agent"] === "string" ? headers["user-agent"] : null;
  const user = await signInWithLimit(credentials, clientAddress(headers), userAgent);
  // An account with a second factor goes on to /login/verify, its attempt in a cookie (issue 44).
  if (await needsSecondStep(user.id)) {
    await keepAttemptToken(await startSignInAttempt(user.id, remember));
    throw new SecondStepNeeded();
  }
  return startWebSession(user, remember);
}

/** The server-side session of a web sign-in and what the jwt callback keeps of it. */
export async function startWebSession(user: Actor, remember: boolean) {
  const session = await startSession(user.id, "web", remember ? SESSION_MAX_AGE : SHORT_SESSION_SECONDS);
  const until = Math.floor(session.expiresAt.getTime() / 1000);
  // Issue 44: the cookie says whether this staff account must set up a second factor, so that
  // proxy.ts can send it there without a database read per request (lib/auth/setup-claim.ts).
  const setup = await mustSetUpSecondFactor(user);
  return { id: user.id, name: user.name, email: user.email, image: user.image, role: user.role, tokenVersion: user.tokenVersion, sid: session.id, until, setup } satisfies SignedIn & Record<string, unknown>;
}

/**
 * The login form's refusal in the page's language (docs/i18n-messages.md), as the
 * action wrapper does for every other form. lib/auth/locale is imported when needed:
 * it reads the session, which is built from these options.
 */
async function inPageLanguage(text: string): Promise<string> {
  const { requestLocale } = await import("@/lib/auth/locale");
  // Outside a request (a script, a test calling authorize) there is no page: English.
  const locale = await requestLocale().catch(() => "en" as const);
  return (await serverTextTranslator(locale))(text);
}

/** Built on first use, so that a build without AUTH_SECRET still compiles. */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login" },
    providers: [
      Credentials({
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          remember: { label: "Remember me", type: "checkbox" },
        },
        async authorize(credentials, req) {
          // Errors thrown here reach the login form as `error` (the toast text).
          try {
            // The client sends "false" when "Remember me" is unticked.
            return await authorizeWebSignIn(credentials ?? {}, credentials?.remember !== "false", req?.headers ?? {});
          } catch (err) {
            if (err instanceof SecondStepNeeded) throw new Error(SECOND_STEP_NEEDED);
            throw new Error(await inPageLanguage(describeError(err).message));
          }
        },
      }),
    ],
    callbacks: {
      // next-auth's own redirects (its sign-in and sign-out endpoints) follow the app's one rule for return paths.
      redirect({ url, baseUrl }) {
        const path = safeReturnPath(url, baseUrl);
        return path ? `${baseUrl}${path}` : baseUrl;
      },
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as SignedIn;
          token.sub = signedIn.id;
          token.role = signedIn.role;
          token.ver = signedIn.tokenVersion;
          token.sid = signedIn.sid;
          token.until = signedIn.until;
          if (signedIn.setup) token.setup = true;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = token.sub as string;
          session.user.role = token.role as Role;
        }
        session.ver = token.ver as number;
        session.sid = token.sid;
        session.until = token.until as number;
        return session;
      },
    },
    events: {
      // next-auth's own sign-out endpoint (the web UI uses the logout action instead) ends the session too.
      async signOut({ token }) {
        if (token?.sid && token.sub) await endSession(token.sid, token.sub);
      },
    },
  };
}
