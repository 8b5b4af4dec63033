// The credential a request presents in its Authorization header. The token format is here, below
// the features, because the rate limiter keys budgets by token before any feature runs.

/** Access tokens are `<8-char id>-<64 hex>`: the id finds the row (lib/auth/tokens.ts). */
export const accessTokenPattern = /^([a-z0-9]{8})-([0-9a-f]{64})$/;

/**
 * `Bearer <token>`, `token <token>` (what GitHub's clients send: the Gist API, lib/gists) or, for
 * older clients, the bare token; "" when there is none.
 */
export function presentedCredential(authorization: string): string {
  const value = authorization.trim();
  return /^(?:bearer|token)\s+(.+)$/i.exec(value)?.[1]?.trim() ?? value;
}
