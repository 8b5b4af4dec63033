import { beforeAll, describe, expect, it } from "vitest";
import { api, createActors, createPaste } from "./test-client";

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

type Pasty = { id: string; title: string; content: string; language: string };
type Paste = { id: string; title: string; createdAt: string; editedAt: string | null; pasties: Pasty[] };
type Entry = { id: string; editedAt: string };

async function editedThreeTimes() {
  const id = await createPaste({ title: "v0", pasties: [{ content: "zero" }] }, { token: actors.ownerToken });
  for (const version of ["v1", "v2", "v3"]) {
    const current = (await api.get(id)).json as Paste;
    const pastyId = current.pasties[0]?.id;
    const edited = await api.edit(id, { title: version, pasties: [{ id: pastyId, content: version }] }, { token: actors.ownerToken });
    expect(edited.status).toBe(200);
  }
  return id;
}

describe("history", () => {
  it("history_compact lists one entry per edit, newest first", async () => {
    const id = await editedThreeTimes();
    const result = await api.history(id);
    expect(result.status).toBe(200);
    const entries = result.json as Entry[];
    expect(entries).toHaveLength(3);
    const times = entries.map((entry) => Date.parse(entry.editedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries[0]?.editedAt).toBe(((await api.get(id)).json as Paste).editedAt);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(["editedAt", "id"]);
  });

  it("history/:hid is the paste as it was before that edit", async () => {
    const id = await editedThreeTimes();
    const [newest, middle, oldest] = (await api.history(id)).json as [Entry, Entry, Entry];
    const before = async (entry: Entry) => (await api.version(id, entry.id)).json as Paste;
    expect(await before(oldest)).toMatchObject({ id, title: "v0", editedAt: null, pasties: [{ content: "zero" }] });
    expect(await before(middle)).toMatchObject({ title: "v1", editedAt: oldest.editedAt, pasties: [{ content: "v1" }] });
    expect(await before(newest)).toMatchObject({ title: "v2", editedAt: middle.editedAt, pasties: [{ content: "v2" }] });
  });

  it("diff: oldPaste before the edit, newPaste after it (the current state for the latest)", async () => {
    const id = await editedThreeTimes();
    const [newest, , oldest] = (await api.history(id)).json as [Entry, Entry, Entry];
    const current = (await api.get(id)).json as Paste;

    const first = (await api.diff(id, oldest.id)).json as Record<string, Record<string, unknown>>;
    expect(first.currentPaste).toEqual(current);
    expect(first.oldPaste).toEqual({
      id,
      editedAt: current.createdAt,
      title: "v0",
      pasties: [expect.objectContaining({ content: "zero" })],
    });
    expect(first.newPaste).toEqual({ id, editedAt: oldest.editedAt, title: "v1", pasties: [expect.objectContaining({ content: "v1" })] });

    const last = (await api.diff(id, newest.id)).json as Record<string, Record<string, unknown>>;
    expect(last.oldPaste).toMatchObject({ title: "v2" });
    expect(last.newPaste).toEqual({ id, editedAt: newest.editedAt, title: "v3", pasties: current.pasties });
  });

  it("an unknown history id, or one of another paste, is a 404", async () => {
    const id = await editedThreeTimes();
    const otherId = await editedThreeTimes();
    const [foreign] = (await api.history(otherId)).json as Entry[];
    expect((await api.version(id, "zzzzzzzz")).status).toBe(404);
    expect((await api.version(id, foreign?.id ?? "")).status).toBe(404);
    expect((await api.diff(id, foreign?.id ?? "")).status).toBe(404);
  });

  it("a new paste has an empty history", async () => {
    const id = await createPaste({ pasties: [{ content: "x" }] });
    expect((await api.history(id)).json).toEqual([]);
  });

  it("history of a private paste follows the read rules", async () => {
    const id = await createPaste({ private: true, pasties: [{ content: "x" }] }, { token: actors.ownerToken });
    await api.edit(id, { pasties: [{ content: "y" }] }, { token: actors.ownerToken });
    const [entry] = (await api.history(id, { token: actors.ownerToken })).json as Entry[];
    for (const token of [undefined, actors.otherToken, actors.adminToken]) {
      expect((await api.history(id, { token })).status).toBe(404);
      expect((await api.version(id, entry?.id ?? "", { token })).status).toBe(404);
      expect((await api.diff(id, entry?.id ?? "", { token })).status).toBe(404);
    }
    expect((await api.version(id, entry?.id ?? "", { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api.version(id, entry?.id ?? "", { token: actors.ownerToken })).status).toBe(200);
  });
});
