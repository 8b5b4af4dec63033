import { beforeAll, describe, expect, it } from "vitest";
import * as tokensRoute from "@/app/api/v3/auth/self/access_tokens/route";
import { type Scope, scopes } from "@/lib/auth/caller";
import { verifyAccessToken } from "@/lib/auth/tokens";
import { type ExpiresIn, expiresInValues } from "@/lib/core/expires-in";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { send } from "./authorization-matrix";

// Token creation (issue 18, item 6): every kind of creator × every scope × every expiry, from one
// rule. A browser session is the person and may create any token; an access token only one
// within its own scopes (a write scope covers its read scope) that expires no later than itself.

const CREATORS: Record<string, { scopes: Scope[]; expiresIn: ExpiresIn } | "session"> = {
  session: "session",
  "token with every scope, never expiring": { scopes: [...scopes], expiresIn: "never" },
  "token with only user:access_tokens, 1h": { scopes: ["user:access_tokens"], expiresIn: "1h" },
  "token with paste and user:access_tokens, 1d": { scopes: ["paste", "user:access_tokens"], expiresIn: "1d" },
  "token with user:read and user:access_tokens, 1y": { scopes: ["user:read", "user:access_tokens"], expiresIn: "1y" },
};
const impliedBy: Partial<Record<Scope, Scope>> = { "paste:read": "paste", "user:read": "user" };

function expectedTokenStatus(creator: (typeof CREATORS)[string], scope: Scope, expiresIn: ExpiresIn): number {
  if (creator === "session") return 201;
  const holds = creator.scopes.includes(scope) || creator.scopes.includes(impliedBy[scope]!);
  if (!holds) return 403;
  // expiresInValues lists "never", then the lifetimes from shortest to longest. Created a moment
  // after its creator, a token of the same lifetime would outlive it.
  const lifetime = (value: ExpiresIn) => (value === "never" ? Infinity : expiresInValues.indexOf(value));
  const outlives = creator.expiresIn !== "never" && lifetime(expiresIn) >= lifetime(creator.expiresIn);
  return outlives ? 403 : 201;
}

describe("POST /api/v3/auth/self/access_tokens", () => {
  const creatorHeaders: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    const user = await createTestUser();
    for (const [name, creator] of Object.entries(CREATORS)) {
      creatorHeaders[name] =
        creator === "session"
          ? await createTestSessionHeaders(user.id)
          : { Authorization: `Bearer ${await createTestToken(user.id, creator.scopes, creator.expiresIn)}` };
    }
  });

  const cells = Object.entries(CREATORS).flatMap(([name, creator]) =>
    scopes.flatMap((scope) =>
      expiresInValues.map((expiresIn) => {
        const expected = expectedTokenStatus(creator, scope, expiresIn);
        return { label: `${name} × ${scope} × ${expiresIn} → ${expected}`, name, scope, expiresIn, expected };
      }),
    ),
  );

  it.each(cells)("$label", async ({ name, scope, expiresIn, expected }) => {
    const answer = await send(tokensRoute.POST, "POST", "/api/v3/auth/self/access_tokens", {}, creatorHeaders[name]!, {
      scopes: [scope],
      expiresIn,
    });
    expect(answer.status, answer.text).toBe(expected);
    if (expected !== 201) return;
    // The new token holds exactly what was asked for.
    const { accessToken } = JSON.parse(answer.text) as { accessToken: string };
    const minted = await verifyAccessToken(accessToken);
    expect([...minted.scopes]).toEqual([scope]);
  });
});
