import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isAlive } from "../db/lock";

// The response cache's second tier (response-cache.ts): finished answers kept as files under
// DATA_DIR/response-cache, so the long tail of pastes — far more than memory holds — is answered
// without Next.js rendering it again. Memory stays the first tier; an answer found here goes back
// into memory.
//
// Freshness is the memory tier's, by construction: only this process's index says what is here
// (a file unknown to the index is never read), every change that empties memory empties the
// index the same way, and each process starts with an empty directory of its own
// (`<pid>-<random>`), removing those of processes that are gone — so nothing stored before a
// restart, or by another instance, can be served after a change it did not hear of.

export interface StoredFile {
  /** What decides which changes make it stale. */
  pasteId: string;
  userIds: string[];
  expiresAt: number;
}

interface IndexEntry extends StoredFile {
  file: string;
  size: number;
}

export class DiskTier {
  private readonly dir: string;
  /** Least recently used first (a Map keeps insertion order; a hit re-inserts). */
  private readonly index = new Map<string, IndexEntry>();
  private bytes = 0;

  constructor(
    root: string,
    private readonly maxBytes: number,
  ) {
    mkdirSync(root, { recursive: true });
    removeDirectoriesOfGoneProcesses(root);
    this.dir = join(root, `${process.pid}-${randomBytes(4).toString("hex")}`);
    mkdirSync(this.dir);
  }

  /** The stored answer of `key`, or null (unknown, expired, or its file is gone). */
  async get(key: string): Promise<{ meta: StoredFile; data: Buffer } | null> {
    const entry = this.index.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.drop(key, entry);
      return null;
    }
    this.index.delete(key);
    this.index.set(key, entry);
    try {
      const data = await readFile(join(this.dir, entry.file));
      // Forgotten while it was being read: a change came in between.
      return this.index.get(key) === entry ? { meta: entry, data } : null;
    } catch {
      if (this.index.get(key) === entry) this.drop(key, entry);
      return null;
    }
  }

  /**
   * Writes an answer; `stillFresh` is asked once the file is written, since a change may have
   * come in meanwhile (the entry is then not indexed, and its file removed).
   */
  async put(key: string, meta: StoredFile, data: Buffer, stillFresh: () => boolean): Promise<void> {
    if (data.length > this.maxBytes) return;
    const file = `${randomBytes(8).toString("hex")}`;
    const path = join(this.dir, file);
    try {
      await writeFile(`${path}.tmp`, data);
      await rename(`${path}.tmp`, path);
    } catch {
      await rm(`${path}.tmp`, { force: true }).catch(() => undefined);
      return;
    }
    if (!stillFresh()) return void unlink(path).catch(() => undefined);
    const previous = this.index.get(key);
    if (previous) this.drop(key, previous);
    // Only what decides staleness stays in memory: `meta` may be the whole answer (the response
    // cache passes its entry), which is on disk now. Keeping it all held every answer ever
    // written in memory too, up to this tier's bytes.
    this.index.set(key, { pasteId: meta.pasteId, userIds: meta.userIds, expiresAt: meta.expiresAt, file, size: data.length });
    this.bytes += data.length;
    for (const [oldestKey, oldest] of this.index) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** Forgets every answer `stale` says a change touched. */
  forget(stale: (meta: StoredFile) => boolean): void {
    for (const [key, entry] of [...this.index]) if (stale(entry)) this.drop(key, entry);
  }

  /** Removes this process's directory (at shutdown). */
  close(): void {
    this.index.clear();
    this.bytes = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }

  private drop(key: string, entry: IndexEntry): void {
    this.index.delete(key);
    this.bytes -= entry.size;
    void unlink(join(this.dir, entry.file)).catch(() => undefined);
  }
}

function removeDirectoriesOfGoneProcesses(root: string): void {
  for (const name of readdirSync(root)) {
    const pid = Number(name.split("-", 1)[0]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    rmSync(join(root, name), { recursive: true, force: true });
  }
}
