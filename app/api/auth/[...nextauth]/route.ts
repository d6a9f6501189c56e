import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// Built per request so that a missing AUTH_SECRET in production fails here
// with its clear message instead of at build time.
function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, ctx);
}

export { handler as GET, handler as POST };
