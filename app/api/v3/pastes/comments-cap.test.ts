import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { callRoute } from "@/lib/testing/http";
import * as comments from "./[pasteId]/comments/route";
import { api, createActors, createPaste, pasteBody } from "./test-client";

// A paste takes at most MAX_COMMENTS_PER_PASTE review comments (issue 24, item 10): 300 comments
// made a 7.3 MB page before the page showed them a page at a time.

vi.hoisted(() => {
  process.env.MAX_COMMENTS_PER_PASTE = "3";
});

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

describe("the comments cap", () => {
  it("holds even when comments arrive at once, and says so with 409", async () => {
    const id = await createPaste(pasteBody({ pasties: [{ title: "main", content: "one\ntwo" }] }), { token: actors.ownerToken });
    const pastyId = ((await api.get(id, { token: actors.ownerToken })).json as { pasties: { id: string }[] }).pasties[0]!.id;
    const post = () =>
      callRoute(comments.POST, {
        method: "POST",
        path: `/api/v3/pastes/${id}/comments`,
        params: { pasteId: id },
        token: actors.otherToken,
        body: { pastyId, fromLine: 1, toLine: 1, body: "me too" },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, post));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json).toEqual({
      statusCode: 409,
      message: "This paste has reached its limit of 3 comments.",
    });
    expect(await db().pasteComment.count({ where: { pasteId: id } })).toBe(3);
  });
});
