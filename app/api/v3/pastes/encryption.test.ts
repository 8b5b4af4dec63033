import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, createActors, createPaste } from "./test-client";

let actors: Awaited<ReturnType<typeof createActors>>;
let id: string;
const key = { "Encryption-Key": "correct horse battery staple" };
const wrong = { "Encryption-Key": "wrong key" };
const secretText = "the secret content ✓";

beforeAll(async () => {
  actors = await createActors();
  id = await createPaste(
    { title: "plain title", encrypted: true, tags: ["visible"], pasties: [{ title: "s", content: secretText, language: "md" }] },
    { token: actors.ownerToken, headers: key },
  );
  const pastyId = ((await api.get(id, { headers: key })).json as { pasties: { id: string }[] }).pasties[0]?.id;
  const edited = await api.edit(
    id,
    { pasties: [{ id: pastyId, content: `${secretText} v2` }] },
    { token: actors.ownerToken, headers: key },
  );
  if (edited.status !== 200) throw new Error(`setting up: the edit answered ${edited.status}`);
});

describe("encrypted pastes", () => {
  it("creating one without a key is a 400", async () => {
    const result = await api.create({ encrypted: true, pasties: [{ content: "x" }] });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ statusCode: 400, message: "Missing encryption key." });
  });

  it("stores pasties and history only as ciphertext; title and tags stay plain", async () => {
    const row = await db().paste.findUniqueOrThrow({ where: { id }, include: { tags: true, pasties: true, edits: true } });
    expect(row.title).toBe("plain title");
    expect(row.tags.map((tag) => tag.name)).toEqual(["visible"]);
    expect(row.pasties).toEqual([]);
    expect(row.encryptedPasties).not.toBeNull();
    expect(Buffer.from(row.encryptedPasties ?? []).includes(Buffer.from("secret"))).toBe(false);
    expect(row.edits).toHaveLength(1);
    expect(row.edits[0]?.pasties).toBeNull();
    expect(Buffer.from(row.edits[0]?.encryptedPasties ?? []).includes(Buffer.from("secret"))).toBe(false);
  });

  it("reads with the right key on every path", async () => {
    expect((await api.get(id, { headers: key })).json).toMatchObject({
      title: "plain title",
      pasties: [{ content: `${secretText} v2`, language: "Markdown" }],
    });
    expect((await api.stats(id, { headers: key })).status).toBe(200);
    expect((await api.langs(id, { headers: key })).json).toMatchObject([{ language: { name: "Markdown" }, percentage: 100 }]);
    expect((await api.zip(id, { headers: key })).status).toBe(200);
    const [entry] = (await api.history(id)).json as { id: string }[];
    expect((await api.version(id, entry?.id ?? "", { headers: key })).json).toMatchObject({ pasties: [{ content: secretText }] });
    expect((await api.diff(id, entry?.id ?? "", { headers: key })).status).toBe(200);
    expect((await api.encrypted(id)).json).toBe(true);
  });

  it("answers 400 Missing/Invalid encryption key on every read path and on edit, never 500", async () => {
    const [entry] = (await api.history(id)).json as { id: string }[];
    const historyId = entry?.id ?? "";
    const calls = [
      (headers?: Record<string, string>) => api.get(id, { headers }),
      (headers?: Record<string, string>) => api.stats(id, { headers }),
      (headers?: Record<string, string>) => api.langs(id, { headers }),
      (headers?: Record<string, string>) => api.zip(id, { headers }),
      (headers?: Record<string, string>) => api.version(id, historyId, { headers }),
      (headers?: Record<string, string>) => api.diff(id, historyId, { headers }),
      (headers?: Record<string, string>) => api.edit(id, { pasties: [{ content: "x" }] }, { token: actors.ownerToken, headers }),
      (headers?: Record<string, string>) => api.tags(id, ["x"], { token: actors.ownerToken, headers }),
      (headers?: Record<string, string>) => api.star(id, { token: actors.otherToken, headers }),
    ];
    for (const call of calls) {
      expect((await call()).json).toEqual({ statusCode: 400, message: "Missing encryption key." });
      expect((await call(wrong)).json).toEqual({ statusCode: 400, message: "Invalid encryption key." });
    }
    expect((await api.starred(id, { token: actors.otherToken })).json).toBe(false);
  });
});
