import * as passkeyRoute from "@/app/api/v3/auth/self/passkeys/[id]/route";
import * as passkeyOptionsRoute from "@/app/api/v3/auth/self/passkeys/options/route";
import * as passkeysRoute from "@/app/api/v3/auth/self/passkeys/route";
import * as sessionRoute from "@/app/api/v3/auth/self/sessions/[id]/route";
import * as sessionsRoute from "@/app/api/v3/auth/self/sessions/route";
import * as signInsRoute from "@/app/api/v3/auth/self/sign_ins/route";
import * as totpRoute from "@/app/api/v3/auth/self/totp/route";
import { describeMatrix, send } from "./authorization-matrix";
import type { Endpoint } from "./authorization-matrix-rules";

// The authorization matrix of the account-security doors (authorization-matrix.ts): every actor
// against each, for every kind of paste (none of them is about a paste, so none may differ).
// Left out, as they change the actors themselves: DELETE /api/v3/auth/self/sessions (the owner's
// token would sign the "owner (session)" actor out for the cells after it; sessions.test.ts) and
// the codes (totp/confirm, second_factor, recovery_codes: second-factor.test.ts) and
// POST …/passkeys (passkeys.test.ts), whose session answers depend on a code or an authenticator.
// The state-changing ones change the account, never the paste they are handed: they run on the
// read set (`mutates: false`) rather than on a paste made for each cell.

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/v3/auth/self/sessions",
    rule: { type: "account", success: 200 },
    mutates: false,
    call: (_target, headers) => send(sessionsRoute.GET, "GET", "/api/v3/auth/self/sessions", {}, headers),
  },
  {
    name: "GET /api/v3/auth/self/sign_ins",
    rule: { type: "account", success: 200 },
    mutates: false,
    call: (_target, headers) => send(signInsRoute.GET, "GET", "/api/v3/auth/self/sign_ins", {}, headers),
  },
  {
    // A session of nobody's: the rule is tested, and nobody is signed out.
    name: "DELETE /api/v3/auth/self/sessions/:id",
    rule: { type: "account", success: 404 },
    mutates: false,
    call: (_target, headers) => send(sessionRoute.DELETE, "DELETE", "/api/v3/auth/self/sessions/nosuchid", { id: "nosuchid" }, headers),
  },
  {
    name: "POST /api/v3/auth/self/totp",
    rule: { type: "account", success: 201, browserOnly: true },
    mutates: false,
    call: (_target, headers) => send(totpRoute.POST, "POST", "/api/v3/auth/self/totp", {}, headers),
  },
  {
    // Without an app confirmed no recent second factor is asked: turning nothing off is allowed.
    name: "DELETE /api/v3/auth/self/totp",
    rule: { type: "account", success: 204, browserOnly: true },
    mutates: false,
    call: (_target, headers) => send(totpRoute.DELETE, "DELETE", "/api/v3/auth/self/totp", {}, headers),
  },
  {
    name: "GET /api/v3/auth/self/passkeys",
    rule: { type: "account", success: 200, browserOnly: true },
    mutates: false,
    call: (_target, headers) => send(passkeysRoute.GET, "GET", "/api/v3/auth/self/passkeys", {}, headers),
  },
  {
    name: "POST /api/v3/auth/self/passkeys/options",
    rule: { type: "account", success: 200, browserOnly: true },
    mutates: false,
    call: (_target, headers) => send(passkeyOptionsRoute.POST, "POST", "/api/v3/auth/self/passkeys/options", {}, headers),
  },
  {
    // A passkey of nobody's: the rule is tested, and nothing is removed.
    name: "DELETE /api/v3/auth/self/passkeys/:id",
    rule: { type: "account", success: 404, browserOnly: true },
    mutates: false,
    call: (_target, headers) => send(passkeyRoute.DELETE, "DELETE", "/api/v3/auth/self/passkeys/nosuchid", { id: "nosuchid" }, headers),
  },
];

describeMatrix(ENDPOINTS);
