// next-auth (v4) for the web UI: email + password, JWT sessions in an
// HttpOnly SameSite=Lax cookie carrying the user's id, role and token version.
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authSecret } from "@/lib/auth/secret";
import { signInWithLimit } from "@/lib/accounts";
import { clientAddress } from "@/lib/rate-limit";
import { describeError } from "@/lib/error-response";
import type { Role } from "@/lib/generated/prisma/enums";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
/** Without "Remember me" a session ends after a working day. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;

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
            // The same limits as POST /api/auth/login (lib/accounts.ts).
            const user = await signInWithLimit(credentials ?? {}, clientAddress(req?.headers ?? {}));
            const remember = credentials?.remember !== "false";
            return { id: user.id, name: user.name, email: user.email, image: user.image, role: user.role, tokenVersion: user.tokenVersion, remember };
          } catch (err) {
            throw new Error(describeError(err).message);
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.role = (user as unknown as { role: Role }).role;
          token.ver = (user as unknown as { tokenVersion: number }).tokenVersion;
          const remember = (user as unknown as { remember: boolean }).remember;
          token.until = Math.floor(Date.now() / 1000) + (remember ? SESSION_MAX_AGE : SHORT_SESSION_SECONDS);
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = token.sub as string;
          session.user.role = token.role as Role;
        }
        session.ver = token.ver as number;
        session.until = token.until as number;
        return session;
      },
    },
  };
}
