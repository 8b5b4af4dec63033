import { forbidden } from "../core/errors";
import type { Caller, CallerUser, Scope } from "./caller";
import { hasScope, requireUser } from "./scopes";

// Who may create access tokens, and which (behaviour.md, "Authentication"). A browser session is
// the person and may create any. An access token (holding user:access_tokens) may only create
// tokens that can do no more than itself, for no longer: otherwise a narrow token that expires
// in an hour could mint a token with every scope that never expires.

export function assertMayCreateAccessToken(caller: Caller, wanted: { scopes: readonly Scope[]; expiresAt: Date | null }): CallerUser {
  const user = requireUser(caller, "user:access_tokens");
  if (caller.kind !== "user" || caller.via !== "token") return user;
  const beyond = [...new Set(wanted.scopes)].filter((scope) => !hasScope(caller, scope));
  if (beyond.length > 0) {
    const names = beyond.map((scope) => `"${scope}"`).join(", ");
    throw forbidden(`An access token can only create tokens with scopes it holds itself; this one does not hold ${names}.`);
  }
  const limit = caller.tokenExpiresAt;
  if (limit !== null && (wanted.expiresAt === null || wanted.expiresAt > limit)) {
    throw forbidden(
      `An access token cannot create a token that outlives it: this one expires at ${limit.toISOString()}; choose an expiresIn that ends before then.`,
    );
  }
  return user;
}
