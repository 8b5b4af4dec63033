import { beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { decryptPaste, encryptPaste, newPasteKey, type SealedPaste } from "../end-to-end/format";
import { getLegacyPaste } from "../legacy/pastes";
import { listUserPastes } from "../profiles/profile-pastes";
import { searchPastes } from "../search/search";
import { createTestUser } from "../testing/actors";
import { loadComparePage } from "./compare";
import { getHistoryCompact, getHistoryDiff, getHistoryVersion, restoreHistoryVersion } from "./history";
import { createPaste, editPaste } from "./mutations";
import { getPasteEncrypted, getPasteLanguageStats, getPasteStats, readPaste } from "./reads";
import { createPasteInputSchema, editPasteInputSchema, type PasteDto } from "./schema";

// End-to-end encrypted pastes on the server: it stores and answers the sealed paste as sent,
// never a clear word of it, and its text features step aside.

let owner: ReturnType<typeof sessionCaller>;
let ownerName: string;
let key: CryptoKey;

beforeAll(async () => {
  const user = await createTestUser();
  owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  ownerName = user.username;
  key = (await newPasteKey()).key;
});

const SECRET_WORDS = ["zanzibar", "quokkaFunction", "plaintextTitle"];
const plain = {
  title: "plaintextTitle of the paste",
  pasties: [
    { title: "main.rs", content: "fn quokkaFunction() { zanzibar(); }", language: "Rust" },
    { title: "notes", content: "zanzibar notes", language: "Markdown" },
    { title: "", content: "AKIAIOSFODNN7EXAMPLE zanzibar", language: "Text" },
  ],
};

const create = (sealed: SealedPaste, extra: Record<string, unknown> = {}) =>
  createPaste(owner, createPasteInputSchema.parse({ e2e: sealed.e2e, pasties: sealed.pasties, ...extra }), null);
const asSealed = (paste: PasteDto): SealedPaste => ({ e2e: paste.e2e!, pasties: paste.pasties });

async function databaseDump(): Promise<string> {
  const rows = await db().$queryRawUnsafe<unknown[]>(
    `SELECT row_to_json(t)::text AS row FROM (SELECT * FROM pastes) t
     UNION ALL SELECT row_to_json(t)::text FROM pasties t UNION ALL SELECT row_to_json(t)::text FROM paste_edits t`,
  );
  return JSON.stringify(rows);
}

describe("end-to-end encrypted pastes", () => {
  it("are stored and answered as sealed: the ciphertext, the pasty ids and languages the creator chose", async () => {
    const sealed = await encryptPaste(key, plain);
    const created = await create(sealed, { expiresIn: "1d" });
    expect(created.title).toBe("");
    expect(created.e2e).toEqual(sealed.e2e);
    expect(created.pasties).toEqual(sealed.pasties.map((pasty) => ({ ...pasty, title: "" })));
    // Nothing was scanned: a fake AWS key inside the ciphertext is not the server's to see.
    expect(created.warnings).toEqual([]);

    const read = await readPaste(anonymous, created.id, null);
    expect(await decryptPaste(key, asSealed(read))).toEqual({
      title: plain.title,
      pasties: plain.pasties.map((pasty, i) => ({ ...pasty, id: sealed.pasties[i]!.id })),
    });
    const dump = await databaseDump();
    for (const word of SECRET_WORDS) expect(dump).not.toContain(word);
  });

  it("count as encrypted: the older APIs answer as for an encrypted paste, and text features refuse clearly", async () => {
    const created = await create(await encryptPaste(key, plain));
    expect(await getPasteEncrypted(anonymous, created.id)).toBe(true);
    await expect(getLegacyPaste(anonymous, created.id)).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/encrypted/) });
    await expect(getPasteStats(anonymous, created.id, null)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/end-to-end/),
    });
    await expect(getPasteLanguageStats(anonymous, created.id, null)).rejects.toMatchObject({ status: 400 });
    // Lists mark them encrypted, with no language shares (measured on ciphertext they would mislead).
    const listed = await listUserPastes(anonymous, ownerName, { page: 0, pageSize: 50 });
    expect(listed.items.find((item) => item.paste.id === created.id)).toMatchObject({ encrypted: true, languageStats: null });
    const compared = await loadComparePage(anonymous, { left: created.id, right: created.id, text: null }, () => Promise.resolve(null));
    expect(compared).toMatchObject({ kind: "refused", message: expect.stringMatching(/end-to-end encrypted/) });
    // Search skips them, and its index holds no word of their ciphertext (only their clear tags).
    const tagged = await create(await encryptPaste(key, plain), { tags: ["visibletag"] });
    const plainTagged = await createPaste(owner, createPasteInputSchema.parse({ tags: ["visibletag"], pasties: [{ content: "x" }] }), null);
    const found = await searchPastes(owner, { q: "visibletag", scope: "own", page: 0, pageSize: 10 });
    expect(found.items.map((item) => item.paste.id)).toEqual([plainTagged.id]);
    const [vector] = await db().$queryRaw<{ words: string }[]>`SELECT search_vector::text AS words FROM pastes WHERE id = ${tagged.id}`;
    expect(vector!.words).toBe("'visibletag':1A");
  });

  it("refuse what would leave text in the clear or need the server to read it", async () => {
    const sealed = await encryptPaste(key, plain);
    const body = { e2e: sealed.e2e, pasties: sealed.pasties };
    const refused = (extra: Record<string, unknown>) => createPaste(owner, createPasteInputSchema.parse({ ...body, ...extra }), null);
    await expect(refused({ title: "clear" })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/e2e\.title/) });
    await expect(refused({ pasties: [{ ...sealed.pasties[0], title: "clear" }] })).rejects.toMatchObject({ status: 400 });
    await expect(refused({ pasties: [{ ...sealed.pasties[0], language: "Autodetect" }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/cannot detect/),
    });
    await expect(refused({ pasties: [{ content: sealed.pasties[0]!.content }] })).rejects.toMatchObject({ status: 400 });
    await expect(refused({ encrypted: true })).rejects.toMatchObject({ status: 400 });
    // Clear text passed off as sealed would skip scanning and search.
    await expect(refused({ pasties: [{ ...sealed.pasties[0], content: "AKIAIOSFODNN7EXAMPLE in the clear" }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/not a message of the format/),
    });
    // Plain pastes never take client ids.
    await expect(
      createPaste(owner, createPasteInputSchema.parse({ pasties: [{ id: "abcd1234", content: "x" }] }), null),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("refuse a pasty id another paste holds with a 409, so the client seals under a new one", async () => {
    const first = await create(await encryptPaste(key, plain));
    const copy = await encryptPaste(key, { title: "", pasties: [{ id: first.pasties[0]!.id, title: "", content: "x", language: "Text" }] });
    await expect(create(copy)).rejects.toMatchObject({ status: 409 });
  });

  it("edits keep the nonce, history keeps each sealed version, and a diff's versions open with the key", async () => {
    const sealed = await encryptPaste(key, plain);
    const created = await create(sealed);
    const [main, , third] = sealed.pasties;
    const edited = await encryptPaste(
      key,
      {
        title: "second title",
        pasties: [
          { id: main!.id, title: "main.rs", content: "fn edited() {}", language: "Rust" },
          { title: "new.txt", content: "added", language: "Text" },
        ],
      },
      { nonce: sealed.e2e.nonce },
    );
    const editBody = (e2e: unknown) => editPasteInputSchema.parse({ e2e, pasties: edited.pasties });
    await expect(editPaste(owner, created.id, editBody({ ...edited.e2e, nonce: "B".repeat(22) }), null)).rejects.toMatchObject({
      status: 400,
    });
    await expect(editPaste(owner, created.id, editPasteInputSchema.parse({ pasties: edited.pasties }), null)).rejects.toMatchObject({
      status: 400,
    });
    const after = await editPaste(owner, created.id, editBody(edited.e2e), null);
    expect((await decryptPaste(key, asSealed(after))).title).toBe("second title");

    const [entry] = await getHistoryCompact(anonymous, created.id);
    const version = await getHistoryVersion(anonymous, created.id, entry!.id, null);
    expect((await decryptPaste(key, asSealed(version))).title).toBe(plain.title);
    const diff = await getHistoryDiff(anonymous, created.id, entry!.id, null);
    const before = await decryptPaste(key, { e2e: diff.oldPaste.e2e!, pasties: diff.oldPaste.pasties });
    const now = await decryptPaste(key, { e2e: diff.newPaste.e2e!, pasties: diff.newPaste.pasties });
    expect(before.pasties.map((pasty) => pasty.content)).toEqual(plain.pasties.map((pasty) => pasty.content));
    expect(now.pasties.map((pasty) => pasty.content)).toEqual(["fn edited() {}", "added"]);

    // Restoring brings the sealed version back whole, its deleted pasty under its own id.
    const restored = await restoreHistoryVersion(owner, created.id, entry!.id, null);
    expect(restored.pasties.map((pasty) => pasty.id)).toEqual(sealed.pasties.map((pasty) => pasty.id));
    expect((await decryptPaste(key, asSealed(restored))).pasties[2]!.content).toBe(plain.pasties[2]!.content);
    expect(third!.id).toBe(restored.pasties[2]!.id);
    const dump = await databaseDump();
    for (const word of [...SECRET_WORDS, "second title", "fn edited"]) expect(dump).not.toContain(word);
  });
});
