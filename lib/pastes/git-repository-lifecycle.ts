import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { onChange } from "../changes/announce";
import { logger } from "../core/logger";
import { db } from "../db/client";
import { gitRoot } from "./git-repository";
import { liveWhere } from "./queries";

// A paste's repository (git-repository.ts) holds its text, so it goes with the paste (issue 40
// item 15): whichever way the paste goes (deleted, burnt, expired, removed by the moderators,
// with its owner's account), the change that announces it (lib/changes/announce.ts) removes its
// repositories here, on every instance. At start, what a crash left (half-made repositories) and
// the repositories of pastes that went while the server was down are removed too.

/** The paste of a folder under gitRoot(): `<paste id>-<version>.git`, or its scratch `….tmp`. */
const pasteIdOf = (name: string) => name.slice(0, name.indexOf("-"));

async function folderNames(): Promise<string[]> {
  try {
    return await readdir(gitRoot());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const remove = (names: string[]) => Promise.all(names.map((name) => rm(join(gitRoot(), name), { recursive: true, force: true })));

/** Removes the repositories of pastes that are gone: of those in `pasteIds`, or of any. */
export async function removeRepositoriesOfGonePastes(pasteIds?: string[]): Promise<void> {
  const names = (await folderNames()).filter((name) => name.endsWith(".git") && (!pasteIds || pasteIds.includes(pasteIdOf(name))));
  if (names.length === 0) return;
  const ids = [...new Set(names.map(pasteIdOf))];
  const live = await db().paste.findMany({ where: { AND: [liveWhere(), { id: { in: ids } }] }, select: { id: true } });
  const kept = new Set(live.map((paste) => paste.id));
  await remove(names.filter((name) => !kept.has(pasteIdOf(name))));
}

/** At start: every half-made repository a crash left, and the repositories of pastes gone meanwhile. */
export async function pruneGitRepositories(): Promise<void> {
  await remove((await folderNames()).filter((name) => name.endsWith(".tmp")));
  await removeRepositoriesOfGonePastes();
}

/**
 * Listens for changes: a paste's (its own id) or everything's (an account deleted with its
 * pastes) removes the repositories of what is gone. Returns the function that stops listening.
 */
export function removeRepositoriesWithTheirPastes(): () => void {
  return onChange((change) => {
    if ("userId" in change) return;
    void removeRepositoriesOfGonePastes("pasteId" in change ? [change.pasteId] : undefined).catch((error: unknown) => {
      // Removed at the next start (pruneGitRepositories) at the latest.
      logger().warn({ err: error }, "could not remove the repositories of a paste that is gone");
    });
  });
}
