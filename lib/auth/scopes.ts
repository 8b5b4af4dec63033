import { forbidden, unauthorized } from "../core/errors";
import type { Caller, CallerUser, Scope } from "./caller";
import { requireSecondFactorWhereRequired } from "./second-factor/required";

// A write scope implies its read scope (behaviour.md, "Authentication").
const impliedBy: Partial<Record<Scope, Scope>> = { "paste:read": "paste", "user:read": "user" };

export function hasScope(caller: Caller, scope: Scope): boolean {
  if (caller.kind !== "user") return false;
  const writeScope = impliedBy[scope];
  return caller.scopes.has(scope) || (writeScope !== undefined && caller.scopes.has(writeScope));
}

/** The logged-in user, or 401; with `scope`, also 403 when the caller does not hold it. */
export function requireUser(caller: Caller, scope?: Scope): CallerUser {
  if (caller.kind !== "user") throw unauthorized();
  if (scope && !hasScope(caller, scope)) {
    throw forbidden(`This needs the "${scope}" scope, which your access token does not have.`);
  }
  return caller.user;
}

/**
 * An admin acting through the API: 401 without a login, 403 without `scope` (what the action
 * needs of anyone) or for everyone but an admin, saying what only admins may do.
 */
export function requireAdmin(caller: Caller, scope: Scope, only: string): CallerUser {
  const user = requireUser(caller, scope);
  if (!user.isAdmin) throw forbidden(`Only admins can ${only}.`);
  requireSecondFactorWhereRequired(caller);
  return user;
}
