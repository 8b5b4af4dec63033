import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, createActors, createPaste, pasteBody } from "./test-client";

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

type Paste = {
  id: string;
  title: string;
  editedAt: string | null;
  tags: string[];
  pasties: { id: string; title: string; content: string; language: string }[];
};
const owned = (body: unknown = pasteBody()) => createPaste(body, { token: actors.ownerToken });

describe("PATCH /api/v3/pastes/:id", () => {
  it("updates pasties with an id, creates those without, deletes those left out", async () => {
    const id = await owned({
      title: "t",
      pasties: [
        { title: "a", content: "1" },
        { title: "b", content: "2", language: "rs" },
      ],
    });
    const before = (await api.get(id)).json as Paste;
    const [a, b] = before.pasties;
    const result = await api.edit(
      id,
      {
        title: "new",
        pasties: [
          { id: b?.id, content: "2!" },
          { title: "c", content: "3", language: "md" },
        ],
      },
      { token: actors.ownerToken },
    );
    expect(result.status).toBe(200);
    const after = result.json as Paste;
    expect(after.title).toBe("new");
    expect(after.editedAt).toMatch(/Z$/);
    expect(after.pasties).toEqual([
      { id: b?.id, title: "b", content: "2!", language: "Rust" },
      { id: expect.stringMatching(/^[a-z0-9]{8}$/), title: "c", content: "3", language: "Markdown" },
    ]);
    expect(after.pasties.some((pasty) => pasty.id === a?.id)).toBe(false);
    expect((await api.get(id)).json).toMatchObject({ title: "new", pasties: after.pasties });
    expect(await db().actionLog.count({ where: { objectId: id, type: "paste_edited" } })).toBe(1);
  });

  it("refuses a pasty id of another paste, or one listed twice, with 400", async () => {
    const id = await owned();
    const otherId = await owned();
    const foreign = ((await api.get(otherId)).json as Paste).pasties[0]?.id;
    const mine = ((await api.get(id)).json as Paste).pasties[0]?.id;
    expect((await api.edit(id, { pasties: [{ id: foreign, content: "x" }] }, { token: actors.ownerToken })).status).toBe(400);
    expect((await api.edit(id, { pasties: [{ id: "nonexist", content: "x" }] }, { token: actors.ownerToken })).status).toBe(400);
    const twice = {
      pasties: [
        { id: mine, content: "x" },
        { id: mine, content: "y" },
      ],
    };
    expect((await api.edit(id, twice, { token: actors.ownerToken })).status).toBe(400);
  });

  it.each([
    ["no pasties", { pasties: [] }],
    ["a title over 128 characters", { title: "t".repeat(129), pasties: [{ content: "x" }] }],
    ["content that is not a string", { pasties: [{ content: 1 }] }],
    ["an unknown language", { pasties: [{ content: "x", language: "klingon-script" }] }],
  ])("refuses %s", async (_, body) => {
    const id = await owned();
    const status = (await api.edit(id, body, { token: actors.ownerToken })).status;
    expect([400, 404]).toContain(status);
  });

  it("applies the access rules: 401 anonymous, 403 without scope or not the owner, 400 owner-less", async () => {
    const id = await owned();
    const body = { pasties: [{ content: "x" }] };
    expect((await api.edit(id, body)).status).toBe(401);
    expect((await api.edit(id, body, { token: actors.ownerReadOnly })).status).toBe(403);
    expect((await api.edit(id, body, { token: actors.otherToken })).status).toBe(403);
    expect((await api.edit(id, body, { token: actors.adminToken })).status).toBe(403);
    const ownerless = await createPaste(pasteBody());
    expect((await api.edit(ownerless, body, { token: actors.otherToken })).status).toBe(400);
    const privateId = await owned(pasteBody({ private: true }));
    expect((await api.edit(privateId, body, { token: actors.otherToken })).status).toBe(404);
  });
});

describe("PATCH /api/v3/pastes/:id/tags", () => {
  it("replaces the tags, trimmed and de-duplicated", async () => {
    const id = await owned(pasteBody({ tags: ["old"] }));
    const result = await api.tags(id, [" b", "a ", "b", ""], { token: actors.ownerToken });
    expect(result.status).toBe(200);
    expect((result.json as Paste).tags).toEqual(["a", "b"]);
    expect(((await api.get(id, { token: actors.ownerToken })).json as Paste).tags).toEqual(["a", "b"]);
  });

  it("applies the rules", async () => {
    const id = await owned();
    expect((await api.tags(id, ["x"])).status).toBe(401);
    expect((await api.tags(id, ["x"], { token: actors.ownerReadOnly })).status).toBe(403);
    expect((await api.tags(id, ["x"], { token: actors.otherToken })).status).toBe(403);
    expect((await api.tags(id, { tags: ["x"] }, { token: actors.ownerToken })).status).toBe(400);
    expect((await api.tags(id, ["t".repeat(33)], { token: actors.ownerToken })).status).toBe(400);
    expect((await api.tags(await createPaste(pasteBody()), ["x"], { token: actors.ownerToken })).status).toBe(400);
  });
});

describe("DELETE /api/v3/pastes/:id", () => {
  it("the owner deletes: 204, then 404, logged", async () => {
    const id = await owned();
    const result = await api.remove(id, { token: actors.ownerToken });
    expect(result.status).toBe(204);
    expect(result.text).toBe("");
    expect((await api.get(id)).status).toBe(404);
    expect(await db().actionLog.count({ where: { objectId: id, type: "paste_deleted" } })).toBe(1);
  });

  it("an admin deletes a public paste, not a private one; others may not", async () => {
    const id = await owned();
    expect((await api.remove(id)).status).toBe(401);
    expect((await api.remove(id, { token: actors.ownerReadOnly })).status).toBe(403);
    expect((await api.remove(id, { token: actors.otherToken })).status).toBe(403);
    expect((await api.remove(id, { token: actors.adminToken })).status).toBe(204);
    const privateId = await owned(pasteBody({ private: true }));
    expect((await api.remove(privateId, { token: actors.adminToken })).status).toBe(404);
    const ownerless = await createPaste(pasteBody());
    expect((await api.remove(ownerless, { token: actors.otherToken })).status).toBe(403);
    expect((await api.remove(ownerless, { token: actors.adminToken })).status).toBe(204);
    expect((await api.remove("zzzzzzzz", { token: actors.ownerToken })).status).toBe(404);
  });
});

describe("star, pin, private", () => {
  it("star toggles for any logged-in user and counts stars", async () => {
    const id = await owned();
    expect((await api.star(id)).status).toBe(401);
    expect((await api.starred(id)).status).toBe(401);
    expect((await api.star(id, { token: actors.otherToken })).json).toMatchObject({ stars: 1 });
    // The answer is the paste itself, so a token that may not read pastes cannot star.
    expect((await api.star(id, { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api.star(id, { token: actors.adminToken })).json).toMatchObject({ stars: 2 });
    expect((await api.starred(id, { token: actors.otherToken })).json).toBe(true);
    expect((await api.star(id, { token: actors.adminToken })).json).toMatchObject({ stars: 1 });
    expect((await api.starred(id, { token: actors.adminToken })).json).toBe(false);
    expect((await api.star(id, { token: actors.otherToken })).json).toMatchObject({ stars: 0 });
    expect((await api.starred(id, { token: actors.otherToken })).json).toBe(false);
    expect((await api.get(id)).json).toMatchObject({ stars: 0 });
    const privateId = await owned(pasteBody({ private: true }));
    expect((await api.star(privateId, { token: actors.otherToken })).status).toBe(404);
  });

  it("pin toggles for the owner with scope user; a private paste cannot be pinned", async () => {
    const id = await owned();
    expect((await api.pin(id)).status).toBe(401);
    expect((await api.pin(id, { token: actors.ownerReadOnly })).status).toBe(403);
    expect((await api.pin(id, { token: actors.otherToken })).status).toBe(403);
    const pinned = await api.pin(id, { token: actors.ownerToken });
    expect(pinned.status).toBe(200);
    expect(pinned.json).toMatchObject({ id, pinned: true });
    expect((await api.pin(id, { token: actors.ownerToken })).json).toMatchObject({ pinned: false });
    const privateId = await owned(pasteBody({ private: true }));
    expect((await api.pin(privateId, { token: actors.ownerToken })).status).toBe(400);
    expect((await api.pin(await createPaste(pasteBody()), { token: actors.ownerToken })).status).toBe(400);
  });

  it("private toggles for the owner with scope paste; a pinned paste cannot be made private", async () => {
    const id = await owned();
    expect((await api.private(id)).status).toBe(401);
    expect((await api.private(id, { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api.private(id, { token: actors.otherToken })).status).toBe(403);
    expect((await api.private(id, { token: actors.ownerToken })).json).toMatchObject({ private: true });
    expect((await api.get(id)).status).toBe(404);
    expect((await api.private(id, { token: actors.ownerToken })).json).toMatchObject({ private: false });
    const pinnedId = await owned(pasteBody({ pinned: true }));
    expect((await api.private(pinnedId, { token: actors.ownerToken })).status).toBe(400);
    expect((await api.private(await createPaste(pasteBody()), { token: actors.ownerToken })).status).toBe(400);
  });

  it("GET encrypted answers false for a plain paste", async () => {
    const id = await owned();
    expect((await api.encrypted(id)).json).toBe(false);
  });
});
