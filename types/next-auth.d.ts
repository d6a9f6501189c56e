import type { Role } from "@/lib/generated/prisma/enums";
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string; role: Role; name?: string | null; email?: string | null; image?: string | null };
    ver: number;
    /** The server-side session (lib/accounts/sessions.ts) this cookie belongs to. */
    sid?: string;
    /** Unix time after which the session no longer counts (see "Remember me"). */
    until?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    ver?: number;
    sid?: string;
    until?: number;
    /** Issue 44: at sign-in the clinic required a second factor this staff account lacked (proxy.ts sends it to set one up). */
    setup?: boolean;
  }
}
