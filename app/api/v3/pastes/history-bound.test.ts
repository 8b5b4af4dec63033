import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { whenRenderingsSettle } from "@/lib/render/render";
import { callRoute } from "@/lib/testing/http";
import { commentsApi, itemsOf } from "./comments-test-client";
import * as restore from "./[pasteId]/history/[historyId]/restore/route";
import { api, at, createActors, createPaste } from "./test-client";
import { type InstalledQueryLog, installQueryLog } from "@/lib/testing/query-log";

// Issue 40, item 2: every history read loaded every snapshot of the paste, and a paste kept every
// edit: one pasty of 2 MB edited 80 times, then one anonymous GET …/history_compact, and the
// server ran out of heap. A history read now reads the one or two snapshots it shows, and a paste
// keeps its newest MAX_EDITS_PER_PASTE edits within MAX_HISTORY_BYTES_PER_PASTE.

vi.hoisted(() => {
  process.env.MAX_EDITS_PER_PASTE = "4";
  process.env.MAX_HISTORY_BYTES_PER_PASTE = "100000";
});

type Pasty = { id: string; content: string };
type Paste = { id: string; title: string; createdAt: string; editedAt: string | null; pasties: Pasty[] };
type Entry = { id: string; editedAt: string };

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

/** About `bytes` of text that says which version it is. */
const versionText = (version: number, bytes = 200) => `version ${version}\n`.padEnd(bytes, "x");

/** A public paste of `versionText(0)` edited `edits` times, to versionText(1), versionText(2)… */
async function editedPaste(edits: number, bytes?: number): Promise<string> {
  const id = await createPaste({ title: "v0", pasties: [{ content: versionText(0, bytes) }] }, { token: actors.ownerToken });
  for (let version = 1; version <= edits; version++) {
    const pastyId = ((await api.get(id)).json as Paste).pasties[0]!.id;
    const body = { title: `v${version}`, pasties: [{ id: pastyId, content: versionText(version, bytes) }] };
    expect((await api.edit(id, body, { token: actors.ownerToken })).status).toBe(200);
  }
  return id;
}

const history = async (id: string) => (await api.history(id)).json as Entry[];
const firstLine = (paste: { pasties: Pasty[] }) => paste.pasties[0]!.content.split("\n")[0];

describe("a paste keeps a bounded history", () => {
  it("keeps the newest MAX_EDITS_PER_PASTE edits: the oldest are folded, the rest read, diff and restore as before", async () => {
    const id = await editedPaste(7);
    const entries = await history(id);
    // Edits 4 to 7 are kept: their snapshots are versions 3 to 6.
    expect(entries).toHaveLength(4);
    const oldest = entries.at(-1)!;
    const before = async (entry: Entry) => (await api.version(id, entry.id)).json as Paste;
    expect(firstLine(await before(oldest))).toBe("version 3");
    // The oldest kept version still knows when it was made (by the folded edit), so it is not shown as the original.
    const oldestVersion = await before(oldest);
    expect(oldestVersion.title).toBe("v3");
    expect(oldestVersion.editedAt).not.toBeNull();
    expect(Date.parse(oldestVersion.editedAt!)).toBeLessThan(Date.parse(oldest.editedAt));
    expect(firstLine(await before(entries[0]!))).toBe("version 6");

    const diff = (await api.diff(id, oldest.id)).json as { oldPaste: Paste; newPaste: Paste };
    expect(diff.oldPaste.editedAt).toBe(oldestVersion.editedAt);
    expect([firstLine(diff.oldPaste), firstLine(diff.newPaste)]).toEqual(["version 3", "version 4"]);

    const restored = await callRoute(
      restore.POST,
      at(`/api/v3/pastes/${id}/history/${oldest.id}/restore`, { pasteId: id, historyId: oldest.id }, "POST", { token: actors.ownerToken }),
    );
    expect(restored.status).toBe(200);
    expect(firstLine(restored.json as Paste)).toBe("version 3");
    // The restore is one more edit, so one more of the oldest is folded.
    const after = await history(id);
    expect(after).toHaveLength(4);
    expect(after.map((entry) => entry.id)).not.toContain(oldest.id);
    expect(firstLine(await before(after.at(-1)!))).toBe("version 4");
  });

  it("keeps no more than MAX_HISTORY_BYTES_PER_PASTE of snapshots, folding the oldest", async () => {
    // Snapshots of about 30 KB: three fit in 100,000 bytes, four do not.
    const id = await editedPaste(4, 30_000);
    const entries = await history(id);
    expect(entries).toHaveLength(3);
    expect(firstLine((await api.version(id, entries.at(-1)!.id)).json as Paste)).toBe("version 1");
  });

  it("places comments on kept earlier versions, and leaves those on folded versions unplaced", async () => {
    const id = await editedPaste(0);
    const pastyId = ((await api.get(id)).json as Paste).pasties[0]!.id;
    const comment = async () => {
      const added = await commentsApi.add(id, { pastyId, fromLine: 1, toLine: 1, body: "this line" }, { token: actors.otherToken });
      expect(added.status).toBe(201);
      return (added.json as { id: string }).id;
    };
    const onVersion0 = await comment();
    for (let version = 1; version <= 5; version++) {
      // Each edit keeps the commented first line as it was, below a new one.
      const content = `${versionText(version)}\n${((await api.get(id)).json as Paste).pasties[0]!.content}`;
      expect((await api.edit(id, { pasties: [{ id: pastyId, content }] }, { token: actors.ownerToken })).status).toBe(200);
    }
    const onVersion5 = await comment();
    // Edits 2 to 5 are kept (versions 1 to 4): version 0 was folded.
    const entries = await history(id);
    expect(entries).toHaveLength(4);
    const edit6 = (await api.edit(id, { pasties: [{ id: pastyId, content: `new\n${versionText(5)}` }] }, { token: actors.ownerToken }))
      .status;
    expect(edit6).toBe(200);
    const listed = itemsOf(await commentsApi.list(id));
    const byId = new Map(listed.map((item) => [item.id, item]));
    expect(byId.get(onVersion0)).toMatchObject({ version: 0, historyId: null, currentLines: null });
    const newestEdit = (await history(id))[0]!;
    expect(byId.get(onVersion5)).toMatchObject({ version: 5, historyId: newestEdit.id, currentLines: { fromLine: 2, toLine: 2 } });
  });
});

describe("a history read reads what it shows, not the whole history", () => {
  let queries: InstalledQueryLog;
  let editedOnce: string;
  let editedFourTimes: string;

  beforeAll(async () => {
    // Snapshots of 20 KB: four of them fit the byte bound.
    editedOnce = await editedPaste(1, 20_000);
    editedFourTimes = await editedPaste(4, 20_000);
    queries = installQueryLog();
  });

  afterAll(() => queries?.uninstall());

  /** The bytes of the rows the database answered `work` with (write-time renders apart). */
  async function bytesReadBy(work: () => Promise<{ status: number }>): Promise<number> {
    await whenRenderingsSettle();
    queries.log.reset();
    expect((await work()).status).toBe(200);
    const statements = queries.log.statements.filter((statement) => !statement.sql.includes("rendered_markup"));
    return statements.reduce((sum, { rows }) => sum + Buffer.byteLength(JSON.stringify(rows ?? [], (_, value: unknown) => value ?? "")), 0);
  }

  it("history_compact reads ids and dates: what it reads does not grow with the edits' snapshots", async () => {
    expect(await history(editedFourTimes)).toHaveLength(4);
    const once = await bytesReadBy(() => api.history(editedOnce));
    const fourTimes = await bytesReadBy(() => api.history(editedFourTimes));
    // Three more entries of an id and a date each; before, three more snapshots of 20 KB.
    expect(fourTimes - once).toBeLessThan(2_000);
    expect(fourTimes).toBeLessThan(20_000);
  });

  it("a version and a diff read their one or two snapshots, however long the history", async () => {
    const newest = async (id: string) => (await history(id))[0]!.id;
    const [newestOfOnce, newestOfFour] = [await newest(editedOnce), await newest(editedFourTimes)];
    const versionOnce = await bytesReadBy(() => api.version(editedOnce, newestOfOnce));
    const versionFour = await bytesReadBy(() => api.version(editedFourTimes, newestOfFour));
    expect(versionFour - versionOnce).toBeLessThan(2_000);
    const diffOnce = await bytesReadBy(() => api.diff(editedOnce, newestOfOnce));
    const diffFour = await bytesReadBy(() => api.diff(editedFourTimes, newestOfFour));
    expect(diffFour - diffOnce).toBeLessThan(2_000);
  });
});
