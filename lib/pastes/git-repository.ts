import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Caller } from "../auth/caller";
import { AppError, badRequest } from "../core/errors";
import { env } from "../core/env";
import { db } from "../db/client";
import { ConcurrencyGate } from "../rate-limit/concurrency-gate";
import { keptReadablePaste } from "./access";
import { isEncrypted, readPasties, readSnapshot } from "./content";
import { isEndToEnd } from "./end-to-end";
import { type EditEntry, findEdit, newestEdits } from "./edits";
import type { PasteRecord } from "./queries";
import type { PastyDto } from "./schema";
import { zipEntryNames } from "./zip";
import { pasteName } from "./names";
import { processSingleton } from "../core/process-state";

// `git clone <site>/<id>.git` (issue 30 item 8): a paste as a read-only repository, one file per
// pasty and one commit per version (its history), made on demand with the git binary's
// fast-import and kept under DATA_DIR/git, where lib/server/git-routes.ts serves it through
// `git http-backend`. A repository is named after the version it ends with, so an edit makes a
// new one and the old one is removed; at most GIT_REPOSITORIES_KEPT are kept in all.

/** The newest versions a repository holds: older history is folded into its first commit. */
const VERSIONS_MAX = 100;
const GIT_REPOSITORIES_KEPT = 200;

/** Where the repositories live (GIT_PROJECT_ROOT of git http-backend). */
export const gitRoot = () => join(env().dataDir, "git");

// Making a repository runs git on the paste's kept history: one at a time, a short queue.
const making = processSingleton(
  "gitGate",
  () =>
    new ConcurrencyGate(() => ({ concurrency: 1, queue: 8, perClient: 1 }), {
      busy: "The server is busy preparing repositories; try again in a moment.",
      tooMany: "One repository at a time from here; try again in a moment.",
    }),
);

interface Version {
  /** The number of edits made before it (0: as created). */
  number: number;
  title: string;
  pasties: PastyDto[];
  at: Date;
}

/**
 * The repository of a paste the caller may read, made now if its current version has none: its
 * folder name under gitRoot(). Encrypted pastes are refused (the server would have to keep their
 * text), and so is a burn-after-reading paste (meant to be read once; others get a 404).
 */
export async function pasteRepository(caller: Caller, pasteId: string): Promise<string> {
  const paste = await keptReadablePaste(caller, pasteId);
  if (isEncrypted(paste) || isEndToEnd(paste)) {
    throw badRequest("An encrypted paste cannot be cloned: its text is only ever opened with its key.");
  }
  if (paste.burnAfterRead) throw new AppError("conflict", "A burn-after-reading paste cannot be cloned: it is meant to be read once.");
  // Ids and dates of the newest edits only; their snapshots are read one at a time as git takes them.
  const edits = (await newestEdits(paste.id, VERSIONS_MAX - 1)).reverse();
  const current = paste.editedAt ?? paste.createdAt;
  const currentNumber = (edits.at(-1)?.version ?? -1) + 1;
  // A purge changes no edit time: the versions it emptied name a new repository.
  const purged = edits.filter((edit) => edit.purgedAt).map((edit) => edit.version);
  const version = createHash("sha256")
    .update(`${paste.id}\0${current.toISOString()}\0${currentNumber}\0${paste.title}\0${purged.join(",")}`)
    .digest("hex")
    .slice(0, 16);
  const name = `${paste.id}-${version}.git`;
  const path = join(gitRoot(), name);
  if (await exists(path)) return name;
  return making.run(async () => {
    if (await exists(path)) return name;
    const owner = paste.ownerId ? await db().user.findUnique({ where: { id: paste.ownerId }, select: { username: true } }) : null;
    await writeRepository(path, fastImportStream(versionsOf(paste, edits, currentNumber), owner?.username ?? "anonymous", paste.id));
    await pruneRepositories(paste.id, name);
    return name;
  });
}

/** Oldest first, read one at a time: each edit keeps the paste as it was before it; then the paste as it is. */
async function* versionsOf(paste: PasteRecord, edits: readonly EditEntry[], currentNumber: number): AsyncGenerator<Version> {
  for (const entry of edits) {
    const edit = await findEdit(paste.id, entry.id);
    // Folded away by an edit made meanwhile, or purged: the versions after it still make a
    // history, and no commit or object of the purged one is written.
    if (!edit || edit.purgedAt) continue;
    yield { number: edit.version, title: edit.title, pasties: await readSnapshot(edit, null), at: edit.versionEditedAt ?? paste.createdAt };
  }
  yield { number: currentNumber, title: paste.title, pasties: await readPasties(paste, null), at: paste.editedAt ?? paste.createdAt };
}

async function writeRepository(path: string, stream: AsyncIterable<Buffer>): Promise<void> {
  // Made beside and renamed into place: a reader never finds half a repository.
  const scratch = `${path}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(gitRoot(), { recursive: true });
  try {
    await git(["init", "--quiet", "--bare", "--initial-branch=main", scratch]);
    await git(["--git-dir", scratch, "fast-import", "--quiet", "--date-format=raw"], stream);
    await rename(scratch, path);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** A fast-import stream: one commit per version on main, each holding exactly its pasties; one version's worth at a time. */
async function* fastImportStream(versions: AsyncIterable<Version>, author: string, pasteId: string): AsyncGenerator<Buffer> {
  const who = `${author.replace(/[<>\n]/g, "")} <${author.replace(/[^A-Za-z0-9._-]/g, "")}@users.myst.invalid>`;
  let first = true;
  for await (const version of versions) {
    const parts: Buffer[] = [];
    const text = (value: string) => parts.push(Buffer.from(value, "utf8"));
    const data = (value: string) => {
      const bytes = Buffer.from(value, "utf8");
      text(`data ${bytes.length}\n`);
      parts.push(bytes);
      text("\n");
    };
    const when = `${Math.floor(version.at.getTime() / 1000)} +0000`;
    text(`commit refs/heads/main\nauthor ${who} ${when}\ncommitter ${who} ${when}\n`);
    data(first ? firstMessage(version, pasteId) : `Edit of ${pasteId}${version.title ? `: ${version.title}` : ""}`);
    text("deleteall\n");
    zipEntryNames(version.pasties).forEach((name, pastyIndex) => {
      text(`M 100644 inline ${gitPath(name)}\n`);
      data(version.pasties[pastyIndex]!.content);
    });
    first = false;
    yield Buffer.concat(parts);
  }
}

/** The first commit: the paste as created, or the oldest version kept when older ones were folded. */
function firstMessage(version: Version, pasteId: string): string {
  const title = pasteName(version.title);
  if (version.number === 0) return `${title}\n\nPaste ${pasteId} as created.`;
  return `${title}\n\nPaste ${pasteId} after ${version.number} ${version.number === 1 ? "edit" : "edits"}; older versions are not kept (folded away or purged).`;
}

/** A file name git accepts at the top of the tree: no folders, no `.git`, no quoting needed. */
function gitPath(name: string): string {
  const flat = name.replace(/[/\\\n"]/g, "_").replace(/^\.+$/, "_");
  return flat.toLowerCase() === ".git" ? "_git" : flat;
}

/**
 * Removes every repository of the paste (after a purge: they hold the purged text). One being made
 * meanwhile reads each version when git takes it, so it skips the purged one too; and it is named
 * after the history before the purge, a name no later clone asks for (its next making prunes it).
 */
export async function removePasteRepositories(pasteId: string): Promise<void> {
  const names = await readdir(gitRoot()).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => name.startsWith(`${pasteId}-`)).map((name) => rm(join(gitRoot(), name), { recursive: true, force: true })),
  );
}

/** Removes the paste's other repositories, and the oldest of all beyond GIT_REPOSITORIES_KEPT. */
async function pruneRepositories(pasteId: string, keep: string): Promise<void> {
  const names = (await readdir(gitRoot())).filter((name) => name.endsWith(".git") && name !== keep);
  await Promise.all(
    names.filter((name) => name.startsWith(`${pasteId}-`)).map((name) => rm(join(gitRoot(), name), { recursive: true, force: true })),
  );
  const others = names.filter((name) => !name.startsWith(`${pasteId}-`));
  if (others.length < GIT_REPOSITORIES_KEPT) return;
  const dated = await Promise.all(others.map(async (name) => ({ name, at: (await stat(join(gitRoot(), name))).mtimeMs })));
  dated.sort((a, b) => a.at - b.at);
  await Promise.all(
    dated
      .slice(0, others.length - GIT_REPOSITORIES_KEPT + 1)
      .map(({ name }) => rm(join(gitRoot(), name), { recursive: true, force: true })),
  );
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

function git(args: string[], input?: AsyncIterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { stdio: ["pipe", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`git ${args[0]} failed (${code}): ${errors.slice(0, 500)}`))));
    // Fed as git reads it (backpressure), so what is in memory is one version, not the history.
    if (input) pipeline(Readable.from(input), child.stdin).catch(reject);
    else child.stdin.end();
  });
}
