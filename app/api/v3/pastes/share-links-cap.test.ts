import { beforeAll, describe, expect, it } from "vitest";
import * as linkRoute from "@/app/api/v3/pastes/[pasteId]/links/[linkId]/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import { sha256Hex } from "@/lib/auth/secret-hash";
import { db } from "@/lib/db/client";
import { callRoute } from "@/lib/testing/http";
import { api, createActors, pasteBody } from "./test-client";

// A paste has at most MAX_SHARE_LINKS_PER_PASTE share links (default 100), and their list answers
// at most that many (issue 40, item 2: no read holds memory in proportion to what a user can grow
// without end; the links of a paste were one such list, unbounded).

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const create = (pasteId: string) =>
  callRoute(linksRoute.POST, {
    method: "POST",
    body: {},
    path: `/api/v3/pastes/${pasteId}/links`,
    params: { pasteId },
    token: actors.ownerToken,
  });
const list = (pasteId: string) =>
  callRoute(linksRoute.GET, { path: `/api/v3/pastes/${pasteId}/links`, params: { pasteId }, token: actors.ownerToken });

async function privatePaste(): Promise<string> {
  const created = await api.create(pasteBody({ private: true }), { token: actors.ownerToken });
  expect(created.status).toBe(201);
  return (created.json as { id: string }).id;
}

describe("the share links cap", () => {
  it("refuses the 101st link with 409, even when they are asked for at once, and revoking one makes room", async () => {
    const id = await privatePaste();
    const answers = await Promise.all(Array.from({ length: 103 }, () => create(id)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(100);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(refused[0]!.json).toEqual({
      statusCode: 409,
      message: "This paste has reached its limit of 100 share links: revoke one to make another.",
    });
    expect(await db().shareLink.count({ where: { pasteId: id } })).toBe(100);

    const listed = await list(id);
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(100);

    const linkId = (listed.json as { id: string }[])[0]!.id;
    const revoked = await callRoute(linkRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/pastes/${id}/links/${linkId}`,
      params: { pasteId: id, linkId },
      token: actors.ownerToken,
    });
    expect(revoked.status).toBe(204);
    expect((await create(id)).status).toBe(201);
    expect((await create(id)).status).toBe(409);
  });

  it("lists at most the cap, oldest first, for a paste that has more (made before the cap, or before it was lowered)", async () => {
    const id = await privatePaste();
    const past = Date.now() - 1_000_000;
    await db().shareLink.createMany({
      data: Array.from({ length: 120 }, (_, index) => ({
        id: `c${String(index).padStart(7, "0")}`,
        pasteId: id,
        secretHash: sha256Hex(`${id} ${index}`),
        createdAt: new Date(past + index * 1000),
      })),
    });
    const listed = await list(id);
    expect(listed.status).toBe(200);
    const ids = (listed.json as { id: string }[]).map((link) => link.id);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, index) => `c${String(index).padStart(7, "0")}`));
    expect((await create(id)).status).toBe(409);
  });
});
