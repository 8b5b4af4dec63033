import { afterAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { createPaste, editPaste } from "../pastes/mutations";
import { loadPastePage } from "../pastes/page";
import { createTestUser } from "../testing/actors";
import { contentKey } from "./jobs";
import { forgetRenderingsInMemory, renderCode, stopRendering } from "./render";
import { deleteOutdatedRenderings, RENDERER_VERSION, storeRendering } from "./stored-markup";

// A version is rendered once, when it is written, and its views read the stored rendering — after
// a restart too (the memory in front of the store forgotten, render threads new).

afterAll(() => stopRendering());

const rust = 'fn main() {\n    println!("hello");\n}\n';

const renderingsOf = (pasteId: string) => db().renderedMarkup.findMany({ where: { pasteId }, orderBy: { renderedAt: "asc" } });

async function writtenAndRendered(content = rust, language = "Rust") {
  const paste = await createPaste(
    anonymous,
    { expiresIn: "never", private: false, pinned: false, encrypted: false, tags: [], pasties: [{ content, language }] },
    null,
  );
  await expect.poll(async () => (await renderingsOf(paste.id)).length, { timeout: 20_000 }).toBe(1);
  return paste;
}

/** What a "restart" forgets: the renderings in memory and the render threads. */
async function restart(): Promise<void> {
  forgetRenderingsInMemory();
  await stopRendering();
}

describe("stored renderings", () => {
  it("does not keep a render asked for before a revision of its paste was purged: it may be of the purged text", async () => {
    const paste = await writtenAndRendered();
    const askedBefore = new Date();
    // The purge's marker (lib/pastes/purge), as it is left on the purged version's row.
    const purgedAt = new Date(askedBefore.getTime() + 1000);
    await db().pasteEdit.create({
      data: { id: "purged01", pasteId: paste.id, editedAt: purgedAt, title: "", version: 0, bytes: 0, purgedAt },
    });
    await storeRendering(paste.id, "a-render-of-the-purged-text", { html: "<h-k>secret</h-k>", note: null }, askedBefore);
    expect((await renderingsOf(paste.id)).map((row) => row.contentKey)).not.toContain("a-render-of-the-purged-text");
    await storeRendering(paste.id, "a-render-asked-since", { html: "<h-k>fine</h-k>", note: null }, new Date(purgedAt.getTime() + 1));
    expect((await renderingsOf(paste.id)).map((row) => row.contentKey)).toContain("a-render-asked-since");
  });

  it("renders a written version in the background and keeps it with its paste", async () => {
    const paste = await writtenAndRendered();
    const [row] = await renderingsOf(paste.id);
    expect(row!.rendererVersion).toBe(RENDERER_VERSION);
    expect(row!.html).toContain("<h-k>fn</h-k>");
    expect(row!.note).toBeNull();
  });

  it("serves every later view from the stored rendering, after a restart too", async () => {
    const paste = await writtenAndRendered();
    // Proof that the view reads the row rather than rendering: the row says something else.
    await db().renderedMarkup.updateMany({ where: { pasteId: paste.id }, data: { html: "<h-l>from the store</h-l>" } });
    await restart();
    const page = await loadPastePage(anonymous, paste.id, null);
    if (page.kind !== "open") throw new Error(page.kind);
    expect(page.pasties[0]!.code.html).toBe("<h-l>from the store</h-l>");
  });

  it("renders an edited version anew and keeps the history's rendering", async () => {
    const owner = await createTestUser();
    const caller = sessionCaller({ id: owner.id, username: owner.username, isAdmin: false });
    const paste = await createPaste(
      caller,
      { expiresIn: "never", private: false, pinned: false, encrypted: false, tags: [], pasties: [{ content: rust, language: "Rust" }] },
      null,
    );
    await expect.poll(async () => (await renderingsOf(paste.id)).length, { timeout: 20_000 }).toBe(1);
    await editPaste(caller, paste.id, { pasties: [{ id: paste.pasties[0]!.id, content: "let answer = 42;", language: "Rust" }] }, null);
    await expect.poll(async () => (await renderingsOf(paste.id)).length, { timeout: 20_000 }).toBe(2);
    const newest = (await renderingsOf(paste.id)).at(-1)!;
    expect(newest.html).toContain("<h-k>let</h-k>");
  });

  it("renders again what an older renderer version stored, and the backfill removes it", async () => {
    const paste = await writtenAndRendered();
    const oldKey = contentKey("code", "Rust", rust, RENDERER_VERSION - 1);
    await db().renderedMarkup.deleteMany({ where: { pasteId: paste.id } });
    await db().renderedMarkup.create({
      data: { pasteId: paste.id, contentKey: oldKey, rendererVersion: RENDERER_VERSION - 1, html: "<h-l>stale</h-l>" },
    });
    await restart();
    const fresh = await renderCode(rust, "Rust", { pasteId: paste.id });
    expect(fresh.html).toContain("<h-k>fn</h-k>");
    expect(await deleteOutdatedRenderings()).toBeGreaterThanOrEqual(1);
    const left = await renderingsOf(paste.id);
    expect(left.map((row) => row.rendererVersion)).toEqual([RENDERER_VERSION]);
  });

  it("never stores an encrypted paste's rendering, even when its page is viewed", async () => {
    const paste = await createPaste(
      anonymous,
      { expiresIn: "never", private: false, pinned: false, encrypted: true, tags: [], pasties: [{ content: rust, language: "Rust" }] },
      "a key",
    );
    const page = await loadPastePage(anonymous, paste.id, "a key");
    if (page.kind !== "open") throw new Error(page.kind);
    expect(page.pasties[0]!.code.html).toContain("<h-k>fn</h-k>");
    expect(await renderingsOf(paste.id)).toEqual([]);
  });

  it("shows issue 40's ANSI paste (a style repeated 20,000 times) at the size of its text", async () => {
    const content = `\x1b[${"1;".repeat(20_000)}31m${Array.from({ length: 2_000 }, (_, line) => `line ${line}`).join("\n")}`;
    const paste = await writtenAndRendered(content, "ANSI");
    const page = await loadPastePage(anonymous, paste.id, null);
    if (page.kind !== "open") throw new Error(page.kind);
    const { html, note } = page.pasties[0]!.code;
    expect(note).toBeNull();
    expect(html).toContain('<h-l><h-a class="a-bold">line 1999</h-a></h-l>');
    expect(html.length).toBeLessThan(2 * content.length);
  });

  it("keeps the plain outcome of a pasty whose rendering would pass its output budget, after a restart too", async () => {
    // Every short line under a heavy style: the colours alone would be 70 times the text.
    const content = `\x1b[1;2;3;4;5;8;9;38;2;1;2;3;48;2;4;5;6m${"a\n".repeat(5_000)}`;
    const paste = await writtenAndRendered(content, "ANSI");
    const [row] = await renderingsOf(paste.id);
    expect(row!.note).toBe(JSON.stringify({ key: "highlight.budget" }));
    expect(row!.html).not.toContain("<h-a");
    await restart();
    const page = await loadPastePage(anonymous, paste.id, null);
    if (page.kind !== "open") throw new Error(page.kind);
    expect(page.pasties[0]!.code).toMatchObject({ html: row!.html, note: { key: "highlight.budget" } });
  });

  it("deletes a paste's renderings with it", async () => {
    const paste = await writtenAndRendered();
    await db().paste.delete({ where: { id: paste.id } });
    expect(await renderingsOf(paste.id)).toEqual([]);
  });
});
