import { beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { createTestUser } from "../testing/actors";
import { getHistoryCompact, getHistoryVersion, restoreHistoryVersion } from "./history";
import { createPaste, editPaste } from "./mutations";
import { getPaste } from "./reads";
import { createPasteInputSchema } from "./schema";

// Restoring an earlier version (issue 30 item 5): it becomes the newest version by one more edit,
// so the history keeps everything, the version it replaces included.

let owner: ReturnType<typeof sessionCaller>;
let other: ReturnType<typeof sessionCaller>;

beforeAll(async () => {
  const [a, b] = [await createTestUser(), await createTestUser()];
  owner = sessionCaller({ id: a.id, username: a.username, isAdmin: false });
  other = sessionCaller({ id: b.id, username: b.username, isAdmin: false });
});

const create = (body: Record<string, unknown>, key: string | null = null) => createPaste(owner, createPasteInputSchema.parse(body), key);

describe("restoring a version", () => {
  it("makes it the newest by one more edit: title and pasties back, ids kept, a deleted pasty back as a new one", async () => {
    const paste = await create({
      title: "first title",
      pasties: [
        { title: "a.txt", content: "alpha", language: "Text" },
        { title: "b.py", content: "print('b')", language: "Python" },
      ],
    });
    const [a, b] = paste.pasties;
    await editPaste(owner, paste.id, { title: "second title", pasties: [{ id: a!.id, content: "alpha, edited" }] }, null);
    const [edit] = await getHistoryCompact(anonymous, paste.id);

    const restored = await restoreHistoryVersion(owner, paste.id, edit!.id, null);
    expect(restored.title).toBe("first title");
    expect(restored.pasties.map(({ title, content, language }) => ({ title, content, language }))).toEqual([
      { title: "a.txt", content: "alpha", language: "Text" },
      { title: "b.py", content: "print('b')", language: "Python" },
    ]);
    expect(restored.pasties[0]!.id).toBe(a!.id);
    expect(restored.pasties[1]!.id).not.toBe(b!.id);

    // Two edits now, newest first: the restore kept the version it replaced.
    const history = await getHistoryCompact(anonymous, paste.id);
    expect(history).toHaveLength(2);
    const replaced = await getHistoryVersion(anonymous, paste.id, history[0]!.id, null);
    expect({ title: replaced.title, contents: replaced.pasties.map((pasty) => pasty.content) }).toEqual({
      title: "second title",
      contents: ["alpha, edited"],
    });
    expect((await getPaste(anonymous, paste.id, null)).title).toBe("first title");
  });

  it("of an encrypted paste needs its key, and keeps it encrypted", async () => {
    const paste = await create({ encrypted: true, pasties: [{ content: "secret v1" }] }, "the key");
    await editPaste(owner, paste.id, { pasties: [{ id: paste.pasties[0]!.id, content: "secret v2" }] }, "the key");
    const [edit] = await getHistoryCompact(anonymous, paste.id);
    await expect(restoreHistoryVersion(owner, paste.id, edit!.id, null)).rejects.toMatchObject({ status: 400 });
    const restored = await restoreHistoryVersion(owner, paste.id, edit!.id, "the key");
    expect(restored.pasties.map((pasty) => pasty.content)).toEqual(["secret v1"]);
    expect((await getPaste(owner, paste.id, "the key")).pasties[0]!.content).toBe("secret v1");
  });

  it("is the owner's alone, refused before anything changes", async () => {
    const paste = await create({ pasties: [{ content: "v1" }] });
    await editPaste(owner, paste.id, { pasties: [{ id: paste.pasties[0]!.id, content: "v2" }] }, null);
    const [edit] = await getHistoryCompact(anonymous, paste.id);
    await expect(restoreHistoryVersion(other, paste.id, edit!.id, null)).rejects.toMatchObject({ status: 403 });
    await expect(restoreHistoryVersion(anonymous, paste.id, edit!.id, null)).rejects.toMatchObject({ status: 401 });
    await expect(restoreHistoryVersion(owner, paste.id, "nohist00", null)).rejects.toMatchObject({ status: 404 });
    expect((await getPaste(anonymous, paste.id, null)).pasties[0]!.content).toBe("v2");
    expect(await getHistoryCompact(anonymous, paste.id)).toHaveLength(1);
  });
});
