import type { IncomingMessage, ServerResponse } from "node:http";
import { readCookie, sessionCookieName } from "../auth/cookies";
import { ENROL_PATH, guardedPath, SECOND_FACTOR_REQUIRED, secondFactorRequiredFor } from "../auth/second-factor/required";
import { findSignedIn } from "../auth/sessions";
import { errorBody } from "../http/error-response";

// REQUIRE_2FA at the door, before the response cache and Next.js: a browser whose account must
// have a second factor and has none is sent to set one up (pages: 303 to the Security page; the
// API: 403). Only requests with a session cookie cost a lookup, and that one is cached
// (lib/auth/identity-cache.ts).

export type SecondFactorGate = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export function secondFactorGate(mode: "off" | "admins" | "all"): SecondFactorGate | undefined {
  if (mode === "off") return undefined;
  return async (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (!guardedPath(path, mode)) return false;
    const token = readCookie(req.headers.cookie ?? null, sessionCookieName());
    const signedIn = token ? await findSignedIn(token) : null;
    if (!signedIn || signedIn.session.hasSecondFactor || !secondFactorRequiredFor(signedIn.user, mode)) return false;
    if (path.startsWith("/api/")) {
      res.writeHead(403, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify(errorBody("v3", 403, SECOND_FACTOR_REQUIRED)));
    } else {
      res.writeHead(303, { Location: `${ENROL_PATH}?required=1`, "Cache-Control": "no-store" });
      res.end();
    }
    return true;
  };
}
