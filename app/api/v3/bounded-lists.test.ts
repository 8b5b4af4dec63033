import { describe, expect, it } from "vitest";
import { TOKENS_LISTED_MAX } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/core/ids";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { GET as listTokens } from "./auth/self/access_tokens/route";
import { GET as ownTags } from "./users/[username]/tags/route";
import { createPaste } from "./pastes/test-client";

// No answer holds memory in proportion to what a user can grow without end (issue 40, item 2):
// lists of a user's own things that had no page answer a bounded number, the newest or first.
// The rows are written straight to the database: making them one request at a time is what the
// bound is about, not what these tests are about.

describe("lists a user can grow without end are bounded", () => {
  it("the access token list answers the newest TOKENS_LISTED_MAX tokens", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user:access_tokens"]);
    const old = new Date(Date.now() - 60_000);
    await db().accessToken.createMany({
      data: Array.from({ length: TOKENS_LISTED_MAX + 10 }, (_, index) => ({
        id: newId(),
        userId: user.id,
        secretHash: `${index}`.padStart(64, "0"),
        scopes: ["paste:read"],
        createdAt: new Date(old.getTime() + index),
      })),
    });
    const listed = await callRoute(listTokens, { path: "/api/v3/auth/self/access_tokens", token });
    expect(listed.status).toBe(200);
    const tokens = listed.json as { id: string; createdAt: string }[];
    expect(tokens).toHaveLength(TOKENS_LISTED_MAX);
    // The newest first: the one this test signs in with is among them.
    expect(Date.parse(tokens[0]!.createdAt)).toBeGreaterThan(old.getTime() + TOKENS_LISTED_MAX);
  });

  it("the owner's tag list answers at most 1,000 names", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste", "user"]);
    const pasteId = await createPaste({ pasties: [{ content: "tagged" }] }, { token });
    await db().pasteTag.createMany({ data: Array.from({ length: 1_050 }, (_, index) => ({ pasteId, name: `tag-${index}` })) });
    const listed = await callRoute(ownTags, { path: `/api/v3/users/${user.username}/tags`, params: { username: user.username }, token });
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(1_000);
  });
});
