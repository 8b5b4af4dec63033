import { unauthorized } from "../core/errors";
import { presentedCredential } from "../http/bearer";
import type { RequestHead } from "../http/request-head";
import { anonymous, type Caller, type CallerUser, scopes, type SessionFacts } from "./caller";
import { readSessionToken } from "./cookies";
import { assertSameOrigin, isStateChanging } from "./origin";
import { requireSecondFactorOnPath } from "./second-factor/required";
import { findSignedIn } from "./sessions";
import { verifyAccessToken } from "./tokens";

const allScopes = new Set(scopes);

/**
 * Works out who sent a request. A present but unusable `Authorization` header is a 401, never a
 * silent fall back to anonymous; an empty one (what older clients send without a token) is no
 * credential at all. A cookie-authenticated write from another origin is a 403, and so is a
 * caller whose account must set up a second factor first (REQUIRE_2FA), on every path but the
 * set-up's: the server's gate stops browsers before this, but asked here by the path that was
 * routed, the rule holds for tokens too and however the request line was written.
 */
export async function resolveCaller(request: RequestHead): Promise<Caller> {
  const caller = await identify(request);
  requireSecondFactorOnPath(caller, () => new URL(request.url).pathname);
  return caller;
}

async function identify(request: RequestHead): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null && authorization.trim() !== "") {
    const { user, scopes, expiresAt, hasSecondFactor } = await verifyAccessToken(presentedToken(authorization));
    return { kind: "user", user, scopes, via: "token", tokenExpiresAt: expiresAt, hasSecondFactor };
  }
  const sessionToken = readSessionToken(request);
  if (!sessionToken) return anonymous;
  if (isStateChanging(request.method)) assertSameOrigin(request);
  const signedIn = await findSignedIn(sessionToken);
  // An ended session leaves a stale cookie behind: that browser is simply logged out.
  if (!signedIn) return anonymous;
  return sessionCaller(signedIn.user, signedIn.session);
}

/** A person signed in through the browser: every scope (scopes exist to limit tokens). */
export function sessionCaller(user: CallerUser, session?: SessionFacts): Caller {
  return { kind: "user", user, scopes: allScopes, via: "session", session };
}

function presentedToken(authorization: string): string {
  const token = presentedCredential(authorization);
  if (!token) throw unauthorized("The access token is not valid.");
  return token;
}
