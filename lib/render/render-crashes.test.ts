import { afterAll, describe, expect, it, vi } from "vitest";
import { anonymous } from "../auth/caller";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { createPaste } from "../pastes/mutations";
import { loadPastePage } from "../pastes/page";
import { contentKey } from "./jobs";
import { forgetRenderingsInMemory, stopRendering, whenRenderingsSettle } from "./render";

// Issue 40: a paste whose render kills its render thread (out of memory), or the whole server,
// is tried at most twice, then shown as plain text with a note for good — after a restart too.
// The render threads get the smallest heap allowed (32 MB), in which a long Markdown list breaks
// its thread for real; nothing is simulated but the death of the server process, which a test
// cannot survive: its trace, a render counted and never finished, is written as it would be.
// A thread that runs out of memory first spends seconds collecting garbage: a job waiting
// behind it may wait that long (the pool would otherwise call the machine busy).
vi.hoisted(() => {
  process.env.RENDER_THREAD_MEMORY_MB = "32";
  process.env.RENDER_QUEUE_WAIT_MS = "120000";
});

afterAll(() => stopRendering());

/** What a restart forgets: the renderings in memory and the render threads. */
async function restart(): Promise<void> {
  forgetRenderingsInMemory();
  await stopRendering();
}

async function written(content: string, language: string) {
  const paste = await createPaste(
    anonymous,
    { expiresIn: "never", private: false, pinned: false, encrypted: false, tags: [], pasties: [{ content, language }] },
    null,
  );
  await whenRenderingsSettle();
  return paste;
}

const attemptsOf = async (pasteId: string) =>
  (await database().queryRows<{ attempts: number }>(sql`SELECT attempts FROM render_attempts WHERE paste_id = ${pasteId}`)).map(
    (row) => row.attempts,
  );

async function viewed(pasteId: string) {
  const page = await loadPastePage(anonymous, pasteId, null);
  if (page.kind !== "open") throw new Error(page.kind);
  return page.pasties[0]!;
}

describe("renders that break their thread", () => {
  it("are tried twice (written, then first view), then shown plain for good, after a restart too", { timeout: 180_000 }, async () => {
    const content = "- *a* [b](c) `d`\n".repeat(15_000);
    const paste = await written(content, "Markdown");
    // The write's renders broke their threads: counted, nothing kept, so a view tries once more.
    expect(await db().renderedMarkup.count({ where: { pasteId: paste.id } })).toBe(0);
    expect(await attemptsOf(paste.id)).toEqual([1, 1]);

    const first = await viewed(paste.id);
    expect(first.markdown).toEqual({ note: { key: "source.failed" } });
    expect(first.code.note).toEqual({ key: "highlight.failed" });
    expect(await db().renderedMarkup.count({ where: { pasteId: paste.id } })).toBe(2);
    expect(await attemptsOf(paste.id)).toEqual([]);

    await restart();
    const again = await viewed(paste.id);
    expect(again.markdown).toEqual(first.markdown);
    expect(again.code).toMatchObject({ note: first.code.note, html: first.code.html });
    expect(await attemptsOf(paste.id)).toEqual([]);
  });

  it("are not tried again after two deaths of the server, even for a text that renders", async () => {
    const content = 'fn main() {\n    println!("hello");\n}\n';
    const paste = await written(content, "Rust");
    // What two servers that died rendering this text leave behind: no rendering, two renders begun.
    await db().renderedMarkup.deleteMany({ where: { pasteId: paste.id } });
    await database().queryRows(sql`
      INSERT INTO render_attempts (paste_id, content_key, attempts) VALUES (${paste.id}, ${contentKey("code", "Rust", content)}, 2)`);
    await restart();
    const pasty = await viewed(paste.id);
    expect(pasty.code.note).toEqual({ key: "highlight.failed" });
    expect(pasty.code.html).not.toContain("<h-k>");
    expect((await db().renderedMarkup.findMany({ where: { pasteId: paste.id } })).map((row) => row.note)).toEqual([
      JSON.stringify(pasty.code.note),
    ]);
  });
});
