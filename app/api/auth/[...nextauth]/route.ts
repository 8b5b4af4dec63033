import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";

// The provider exchange (sign-in redirect, callback). Options are built per request because
// settings are read at run time, not at build time.
type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context): Promise<Response> {
  // next-auth 4 types its App Router handler loosely (any).
  const answer = NextAuth(nextAuthOptions()) as (request: Request, context: Context) => Promise<Response>;
  return answer(request, context);
}

export { handler as GET, handler as POST };
