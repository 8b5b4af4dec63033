import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "../db/engines";
import { applyPendingMigrations } from "../db/migrations";

// Each unit test file gets a fresh in-memory PGlite database (setup.ts). Creating one (initdb in
// WebAssembly) and migrating it took about 1.5 s per file, most of CI's database time; starting
// from a data directory migrated once per run takes about 0.5 s. The image is made by the suite's
// global setup (vitest.config.ts) and named to the test processes by this variable.

const IMAGE_VARIABLE = "TEST_PGLITE_IMAGE";

/** Vitest's global setup: the migrated image, and its removal once the run is over. */
export default async function prepareMigratedImage(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const database = await openPglite("memory://");
  await applyPendingMigrations(database);
  const image = await database.pglite.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), "myst-test-image-"));
  const path = join(dir, "migrated.tar");
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  process.env[IMAGE_VARIABLE] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The migrated image of this run, when the global setup made one. */
export function migratedImage(): Blob | undefined {
  const path = process.env[IMAGE_VARIABLE];
  return path ? new Blob([readFileSync(path)]) : undefined;
}
