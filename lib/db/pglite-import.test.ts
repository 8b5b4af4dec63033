import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anonymous, type Caller } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { createPaste, editPaste } from "../pastes/mutations";
import { getHistoryCompact } from "../pastes/history";
import { getPaste } from "../pastes/reads";
import { toggleStar } from "../pastes/toggles";
import { createTestToken, createTestUser } from "../testing/actors";
import { listUserPastes } from "../profiles/profile-pastes";
import { database, setDatabase } from "./client";
import { type Database, openPglite } from "./engines";
import { applyPendingMigrations } from "./migrations";
import { openEmbeddedPostgres } from "./open";

// A DATA_DIR written by the earlier embedded engine (PGlite files in DATA_DIR/pglite) is imported
// into the embedded PostgreSQL on its first start: everything a user wrote reads back the same,
// and the database keeps working (counters, new writes) after it.

const dataDir = mkdtempSync(join(tmpdir(), "myst-import-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `work` with `opened` as the process's database, then closes it. */
async function using<T>(opened: Database, work: () => Promise<T>): Promise<T> {
  const fileDatabase = database();
  setDatabase(opened);
  try {
    return await work();
  } finally {
    setDatabase(fileDatabase);
    await opened.close();
  }
}

const KEY = "correct horse battery staple";

/** The owner's paste count as the profile reports it: from the per-owner counter (one per page). */
const countedPastes = async (owner: Caller, username: string) =>
  (await listUserPastes(owner, username, { page: 1, pageSize: 1 })).totalPages;

async function whatReadersSee(owner: Caller, username: string, ids: { plain: string; encrypted: string }) {
  return {
    plain: await getPaste(anonymous, ids.plain, null),
    encrypted: await getPaste(anonymous, ids.encrypted, KEY),
    history: await getHistoryCompact(anonymous, ids.plain),
    profile: await listUserPastes(owner, username, { page: 1, pageSize: 10 }),
  };
}

describe("importing a PGlite data directory", () => {
  it("brings every paste, user and counter over on the first start, then sets PGlite's files aside", async () => {
    const pgliteDir = join(dataDir, "pglite");
    mkdirSync(pgliteDir);
    const source = await openPglite(pgliteDir);
    await applyPendingMigrations(source);
    const { owner, username, ids, before } = await using(source, async () => {
      const user = await createTestUser();
      await createTestToken(user.id, ["paste", "user:read"]);
      const owner = sessionCaller(user);
      const plain = await createPaste(
        owner,
        {
          expiresIn: "never",
          private: false,
          pinned: true,
          encrypted: false,
          tags: ["b-tag", "a-tag"],
          pasties: [
            { content: "fn main() {}\n", language: "rs" },
            { title: "notes ünïcødé ✓", content: "two\nlines" },
          ],
        },
        null,
      );
      await editPaste(
        owner,
        plain.id,
        { title: "edited", pasties: [{ id: plain.pasties[0]!.id, content: "fn main() { 1 }\n", language: "Rust" }] },
        null,
      );
      await toggleStar(owner, plain.id, null);
      const encrypted = await createPaste(
        owner,
        { expiresIn: "never", private: false, pinned: false, encrypted: true, tags: [], pasties: [{ content: "secret" }] },
        KEY,
      );
      const ids = { plain: plain.id, encrypted: encrypted.id };
      expect(await countedPastes(owner, user.username)).toBe(2);
      return { owner, username: user.username, ids, before: await whatReadersSee(owner, user.username, ids) };
    });
    // A start cut off during an earlier import left its half-built cluster behind.
    mkdirSync(join(dataDir, "postgres.importing"));

    const imported = await openEmbeddedPostgres(dataDir);
    await applyPendingMigrations(imported);
    await using(imported, async () => {
      expect(await whatReadersSee(owner, username, ids)).toEqual(before);
      // The per-owner counters came over and keep counting.
      await createPaste(
        owner,
        { expiresIn: "never", private: false, pinned: false, encrypted: false, tags: [], pasties: [{ content: "after" }] },
        null,
      );
      expect(await countedPastes(owner, username)).toBe(3);
    });
    expect(existsSync(pgliteDir)).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(["pglite-imported", "postgres"]);

    // Later starts use the imported cluster as it is: nothing imported twice.
    await using(await openEmbeddedPostgres(dataDir), async () => {
      expect(await countedPastes(owner, username)).toBe(3);
      expect(await getPaste(anonymous, ids.plain, null)).toEqual(before.plain);
    });
  }, 120_000);
});
