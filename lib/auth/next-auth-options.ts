import type { NextAuthOptions } from "next-auth";
import { env } from "../core/env";
import { logger } from "../core/logger";
import { servedOverHttps } from "./cookies";
import { safeNextPath } from "./next-path";
import { loginProviders, suggestedUsernameFrom } from "./providers";

// next-auth only runs the provider exchange. Its JWT "session" is a short-lived, encrypted note
// of who the provider vouched for (the pending login); /auth/provider/complete turns it into one
// of our database sessions, or asks for a username first, and then clears it.

export const PENDING_LOGIN_COOKIE = "myst_provider_login";
export const PENDING_LOGIN_MAX_AGE_SECONDS = 15 * 60;
export const PROVIDER_COMPLETE_PATH = "/auth/provider/complete";

export function nextAuthOptions(): NextAuthOptions {
  const settings = env();
  return {
    secret: settings.AUTH_SECRET,
    providers: loginProviders(settings),
    session: { strategy: "jwt", maxAge: PENDING_LOGIN_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: {
        name: PENDING_LOGIN_COOKIE,
        options: {
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure: servedOverHttps(settings.PUBLIC_URL),
        },
      },
    },
    pages: { signIn: "/login", error: "/login" },
    callbacks: {
      jwt({ token, account, profile }) {
        if (!account) return token;
        return {
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          suggestedUsername: suggestedUsernameFrom(profile as Record<string, unknown> | undefined),
        };
      },
      // Only our own pages, so a login link cannot send people elsewhere afterwards.
      redirect({ url, baseUrl }) {
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeNextPath(path)}`;
      },
    },
    // next-auth's messages go to our logger; they never carry tokens (codes and error objects).
    logger: {
      error: (code, metadata) => logger().warn({ code, err: metadata instanceof Error ? metadata : undefined }, "login provider error"),
      warn: (code) => logger().debug({ code }, "next-auth warning"),
      debug: () => {},
    },
  };
}
