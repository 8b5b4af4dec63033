import { beforeAll, describe, expect, it } from "vitest";
import type { CommentDto } from "@/lib/comments/schema";
import { db } from "@/lib/db/client";
import { decryptComment, encryptComment, encryptPaste, newPasteKey } from "@/lib/end-to-end/format";
import { addedComment, code, commentsApi, itemsOf, on, pasteOwnedBy } from "./comments-test-client";
import { api, createActors, createPaste, type Options } from "./test-client";

// Comments on encrypted pastes (issue 16, item 2; issue 29): with a passphrase, kept encrypted
// with the paste's key; end to end, kept as the writer's browser sealed them.

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const ownedPaste = (overrides: Record<string, unknown> = {}, options: Options = {}) => pasteOwnedBy(actors.ownerToken, overrides, options);

describe("comments on encrypted pastes", () => {
  const key = { headers: { "Encryption-Key": "correct horse" } };

  it("are stored encrypted and need the paste's key to read or write", async () => {
    const { id, pastyId } = await ownedPaste({ encrypted: true }, key);
    const added = await addedComment(id, on(pastyId, 1, 1, "secret remark"), actors.otherToken, key);
    expect(added.body).toBe("secret remark");
    const stored = await db().pasteComment.findUniqueOrThrow({ where: { id: added.id } });
    expect(stored.body).toBeNull();
    expect(Buffer.from(stored.encryptedBody!).toString("latin1")).not.toContain("secret remark");
    expect((await commentsApi.list(id)).status).toBe(400);
    expect((await commentsApi.list(id, { headers: { "Encryption-Key": "wrong" } })).status).toBe(400);
    expect((await commentsApi.add(id, on(pastyId, 1, 1), { token: actors.otherToken })).status).toBe(400);
    expect(itemsOf(await commentsApi.list(id, key))[0]?.body).toBe("secret remark");
  });
});

describe("comments on encrypted pastes, opened together", () => {
  const key = { headers: { "Encryption-Key": "battery staple" } };
  const saltOf = (blob: Uint8Array) => Buffer.from(blob.subarray(1, 17)).toString("hex");

  it("share the content's salt, so one key derivation opens a page of them, across edits too", async () => {
    const { id, pastyId } = await ownedPaste({ encrypted: true }, key);
    const before = await addedComment(id, on(pastyId, 1, 1, "before the edit"), actors.otherToken, key);
    const contentSalt = async () => saltOf((await db().paste.findUniqueOrThrow({ where: { id } })).encryptedPasties!);
    const storedSalt = async (commentId: string) =>
      saltOf((await db().pasteComment.findUniqueOrThrow({ where: { id: commentId } })).encryptedBody!);
    expect(await storedSalt(before.id)).toBe(await contentSalt());

    // An edit encrypts the content again with a new salt; later comments take that one.
    const edited = await api.edit(
      id,
      { pasties: [{ id: pastyId, title: "main", content: `${code}\nsix` }] },
      { token: actors.ownerToken, ...key },
    );
    expect(edited.status, edited.text).toBe(200);
    const after = await addedComment(id, on(pastyId, 6, 6, "after the edit"), actors.otherToken, key);
    expect(await storedSalt(after.id)).toBe(await contentSalt());
    expect(await storedSalt(after.id)).not.toBe(await storedSalt(before.id));

    const listed = itemsOf(await commentsApi.list(id, key));
    expect(listed.map((entry) => entry.body)).toEqual(["before the edit", "after the edit"]);
    expect((await commentsApi.list(id, { headers: { "Encryption-Key": "wrong" } })).status).toBe(400);
  });
});

describe("comments on end-to-end encrypted pastes", () => {
  async function sealedPaste() {
    const { key } = await newPasteKey();
    const sealed = await encryptPaste(key, { title: "", pasties: [{ title: "main", content: code, language: "Text" }] });
    const id = await createPaste({ e2e: sealed.e2e, pasties: sealed.pasties }, { token: actors.ownerToken });
    return { id, key, nonce: sealed.e2e.nonce, pastyId: sealed.pasties[0]!.id };
  }

  it("are kept as the writer's browser sealed them, and opened only with the paste's key and on their lines", async () => {
    const { id, key, nonce, pastyId } = await sealedPaste();
    const place = { pastyId, fromLine: 2, toLine: 3 };
    const body = await encryptComment(key, nonce, place, "why **zanzibar** here?");
    const added = await addedComment(id, { ...place, body }, actors.otherToken);
    expect(added).toMatchObject({ ...place, body, currentLines: { fromLine: 2, toLine: 3 }, author: { username: actors.other.username } });
    const stored = await db().pasteComment.findUniqueOrThrow({ where: { id: added.id } });
    expect(JSON.stringify(stored)).not.toContain("zanzibar");

    const [listed] = itemsOf(await commentsApi.list(id));
    expect(await decryptComment(key, nonce, listed!, listed!.body)).toBe("why **zanzibar** here?");
    // Moved to other lines by the server, it no longer opens.
    await expect(decryptComment(key, nonce, { ...place, toLine: 4 }, listed!.body)).rejects.toThrow();

    const edited = await commentsApi.edit(
      id,
      added.id,
      { body: await encryptComment(key, nonce, place, "never mind") },
      { token: actors.otherToken },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await decryptComment(key, nonce, place, (edited.json as CommentDto).body)).toBe("never mind");
  });

  it("refuse a clear body (the server would hold text beside ciphertext), but take lines the server cannot count", async () => {
    const { id, key, nonce, pastyId } = await sealedPaste();
    const clear = await commentsApi.add(id, on(pastyId, 1, 1, "in the clear"), { token: actors.otherToken });
    expect(clear.status).toBe(400);
    expect(clear.json).toMatchObject({ statusCode: 400, message: expect.stringContaining("sealed") });
    expect(
      (
        await commentsApi.add(
          id,
          on("zzzzzzzz", 1, 1, await encryptComment(key, nonce, { pastyId: "zzzzzzzz", fromLine: 1, toLine: 1 }, "x")),
          {
            token: actors.otherToken,
          },
        )
      ).status,
    ).toBe(400);
    const place = { pastyId, fromLine: 40, toLine: 41 };
    await addedComment(id, { ...place, body: await encryptComment(key, nonce, place, "past the end") }, actors.otherToken);
    // A sealed body of the longest Markdown fits; anything longer than a sealed one could be is refused.
    const longest = { pastyId, fromLine: 1, toLine: 1 };
    await addedComment(id, { ...longest, body: await encryptComment(key, nonce, longest, "é".repeat(10_000)) }, actors.otherToken);
    expect((await commentsApi.add(id, { ...longest, body: "A".repeat(40_100) }, { token: actors.otherToken })).status).toBe(400);
  });
});
