import type { Scope } from "../auth/caller";
import { createSession } from "../auth/sessions";
import { createAccessToken } from "../auth/tokens";
import type { User } from "../db/generated/client";
import type { ExpiresIn } from "../core/expires-in";
import { createUser } from "../users/create";

// Fixtures for API tests of every actor: users made through the real lib functions, and tokens /
// session cookies that resolveCaller accepts exactly as it would from a client.

let counter = 0;

export async function createTestUser(options: { username?: string; isAdmin?: boolean; password?: string } = {}): Promise<User> {
  counter += 1;
  const username = options.username ?? `user${counter}_${Math.random().toString(36).slice(2, 8)}`;
  return createUser({ username, isAdmin: options.isAdmin ?? false, password: options.password });
}

/** A working access token (`<id>-<secret>`) for the user with exactly these scopes. */
export async function createTestToken(userId: string, scopes: Scope[], expiresIn: ExpiresIn = "never"): Promise<string> {
  const { accessToken } = await createAccessToken(userId, { scopes, expiresIn });
  return accessToken;
}

/**
 * Headers of a same-origin browser request signed in as the user (callRoute's requests go to
 * http://localhost), for testing session callers and the CSRF rule.
 */
export async function createTestSessionHeaders(userId: string): Promise<Record<string, string>> {
  const { token } = await createSession(userId);
  return { Cookie: `myst_session=${token}`, Origin: "http://localhost" };
}
