import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminSettingRoute from "@/app/api/v3/admin/settings/[key]/route";
import * as adminSettingsRoute from "@/app/api/v3/admin/settings/route";
import * as adminStatsRoute from "@/app/api/v3/admin/stats/route";
import * as adminUsersRoute from "@/app/api/v3/admin/users/route";
import * as announcementRoute from "@/app/api/v3/announcements/[id]/route";
import * as announcementsRoute from "@/app/api/v3/announcements/route";
import * as tokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import * as invitationsRoute from "@/app/api/v3/invitations/route";
import { type Scope, scopes } from "@/lib/auth/caller";
import { confirmTotpEnrolment, startTotpEnrolment } from "@/lib/auth/second-factor/totp";
import { createSession } from "@/lib/auth/sessions";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { type Handler, send } from "./authorization-matrix";

vi.hoisted(() => Object.assign(process.env, { AUTH_SECRET: "a-test-secret-of-at-least-32-characters!!", REQUIRE_2FA: "admins" }));

// The admin doors under REQUIRE_2FA=admins (issue 40, items 9 and 10): every door an admin acts
// through × every kind of caller, the expected status of each cell from one rule. An admin
// without a second factor is refused by session AND by token (tokens made before the rule, or
// by the admin command, exist), and mints no token; every admin write needs its scope
// (announcements the `user` scope, as invitations: a `paste:read` token writes nothing).

interface Door {
  name: string;
  /** The scope a token needs for it. */
  scope: Scope;
  /** Only admins pass. */
  admin: boolean;
  success: number;
  call: (headers: Record<string, string>) => ReturnType<typeof send>;
}

const door = (
  name: string,
  scope: Scope,
  admin: boolean,
  success: number,
  handler: Handler,
  path: string,
  body?: unknown,
  params = {},
) => ({
  name,
  scope,
  admin,
  success,
  call: (headers: Record<string, string>) => send(handler, name.split(" ")[0]!, path, params, headers, body),
});

const DOORS: Door[] = [
  door("GET /api/v3/admin/users", "paste", true, 200, adminUsersRoute.GET, "/api/v3/admin/users"),
  door("GET /api/v3/admin/stats", "paste", true, 200, adminStatsRoute.GET, "/api/v3/admin/stats"),
  door("GET /api/v3/admin/settings", "user", true, 200, adminSettingsRoute.GET, "/api/v3/admin/settings"),
  // The environment's own value as an override: the rule is tested, and nothing behaves otherwise.
  door(
    "PUT /api/v3/admin/settings/:key",
    "user",
    true,
    200,
    adminSettingRoute.PUT,
    "/api/v3/admin/settings/captcha",
    { value: "off" },
    {
      key: "captcha",
    },
  ),
  door("POST /api/v3/invitations", "user", true, 201, invitationsRoute.POST, "/api/v3/invitations", { maxUses: 1 }),
  door("POST /api/v3/announcements", "user", true, 201, announcementsRoute.POST, "/api/v3/announcements", { title: "T", content: "c" }),
  // An announcement of nobody's: the rule is tested, and nothing changes.
  door(
    "PATCH /api/v3/announcements/:id",
    "user",
    true,
    404,
    announcementRoute.PATCH,
    "/api/v3/announcements/nosuchid",
    { title: "T" },
    {
      id: "nosuchid",
    },
  ),
  door("DELETE /api/v3/announcements/:id", "user", true, 404, announcementRoute.DELETE, "/api/v3/announcements/nosuchid", undefined, {
    id: "nosuchid",
  }),
  door("POST /api/v3/auth/self/access_tokens", "user:access_tokens", false, 201, tokensRoute.POST, "/api/v3/auth/self/access_tokens", {
    scopes: ["paste:read"],
    expiresIn: "1h",
  }),
];

interface Actor {
  isAdmin: boolean;
  hasSecondFactor: boolean;
  /** A session when undefined; else a token with these scopes. */
  token?: Scope[];
}

const ACTORS: Record<string, Actor | "anonymous"> = {
  anonymous: "anonymous",
  "admin without a second factor (session)": { isAdmin: true, hasSecondFactor: false },
  "admin without a second factor (token, every scope)": { isAdmin: true, hasSecondFactor: false, token: [...scopes] },
  "admin with a second factor (session)": { isAdmin: true, hasSecondFactor: true },
  "admin with a second factor (token, every scope)": { isAdmin: true, hasSecondFactor: true, token: [...scopes] },
  "admin with a second factor (token, paste:read)": { isAdmin: true, hasSecondFactor: true, token: ["paste:read"] },
  "admin with a second factor (token, paste)": { isAdmin: true, hasSecondFactor: true, token: ["paste", "user:access_tokens"] },
  "user without a second factor (session)": { isAdmin: false, hasSecondFactor: false },
  "user without a second factor (token, every scope)": { isAdmin: false, hasSecondFactor: false, token: [...scopes] },
};

const impliedBy: Partial<Record<Scope, Scope>> = { "paste:read": "paste", "user:read": "user" };

/** The status of a cell, and whether a missing second factor is the refusal's reason. */
function expected(door: Door, actor: Actor | "anonymous"): { status: number; secondFactor: boolean } {
  if (actor === "anonymous") return { status: 401, secondFactor: false };
  if (actor.token && !actor.token.includes(door.scope) && !actor.token.includes(impliedBy[door.scope]!)) {
    return { status: 403, secondFactor: false };
  }
  if (door.admin && !actor.isAdmin) return { status: 403, secondFactor: false };
  if (actor.isAdmin && !actor.hasSecondFactor) return { status: 403, secondFactor: true };
  return { status: door.success, secondFactor: false };
}

const headersOf: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  for (const [name, actor] of Object.entries(ACTORS)) {
    if (actor === "anonymous") {
      headersOf[name] = {};
      continue;
    }
    const user = await createTestUser({ isAdmin: actor.isAdmin });
    if (actor.hasSecondFactor) {
      const { secret } = await startTotpEnrolment(user);
      await confirmTotpEnrolment(user.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    }
    if (actor.token) {
      headersOf[name] = { Authorization: `Bearer ${await createTestToken(user.id, actor.token)}` };
    } else {
      // Signed in with the second factor just now, where there is one (creating a token asks for a recent one).
      const { token } = await createSession(user.id, new Date(), { secondFactorAt: actor.hasSecondFactor ? new Date() : undefined });
      headersOf[name] = { Cookie: `myst_session=${token}`, Origin: "http://localhost" };
    }
  }
});

const cells = DOORS.flatMap((door) =>
  Object.entries(ACTORS).map(([actorName, actor]) => {
    const outcome = expected(door, actor);
    return { label: `${door.name} × ${actorName} → ${outcome.status}`, door, actorName, outcome };
  }),
);

describe("the admin doors with REQUIRE_2FA=admins", () => {
  it.each(cells)("$label", async ({ door, actorName, outcome }) => {
    const answer = await door.call(headersOf[actorName]!);
    const secondFactor = /"message":"[^"]*requires a second factor/.test(answer.text);
    expect({ status: answer.status, secondFactor }, answer.text).toEqual(outcome);
  });
});
