import { type Caller } from "../auth/caller";
import { announceChange } from "../changes/announce";
import { AppError } from "../core/errors";
import { db } from "../db/client";
import { keptReadablePaste, visiblePastesWhere } from "./access";
import { isEncrypted, readPasties } from "./content";
import { endToEndRefusal, isEndToEnd } from "./end-to-end";
import type { PasteForks } from "./fork-schema";
import { createPaste, type WrittenPaste } from "./mutations";

// Forks: a copy of a paste made by whoever may read it, which remembers where it came from. Each
// side shows the other only to those who may see it (the access rules of every list), so a fork
// of a paste that became private, was deleted or is under review no longer links to it.

/** The forks an API answer lists; its count covers all of them. */
const FORKS_LISTED = 100;
/** The forks a paste's page names. */
export const FORKS_ON_PAGE = 10;
/** The forks whose pages are told of a change of their origin (the newest; beyond, their cache's time runs out). */
const FORKS_TOLD = 200;

/**
 * Forks a paste: a new paste of the caller's (anonymous for a visitor) with the origin's title and
 * pasties, private if the origin is (only its owner can see it), encrypted with the same key if it
 * is. Tags, pins and expiry are the new owner's business. A burn-after-reading paste is meant to be
 * read once and a quarantined one is held back: neither is copied.
 */
export async function forkPaste(caller: Caller, pasteId: string, key: string | null): Promise<WrittenPaste> {
  const origin = await keptReadablePaste(caller, pasteId);
  if (origin.burnAfterRead) throw new AppError("conflict", "A burn-after-reading paste cannot be forked: it is meant to be read once.");
  if (origin.quarantinedAt) throw new AppError("conflict", "This paste is under review by the moderators and cannot be forked.");
  if (isEndToEnd(origin)) throw endToEndRefusal("a copy (clone it from its page)");
  const pasties = await readPasties(origin, key);
  const fork = await createPaste(
    caller,
    {
      title: origin.title,
      expiresIn: "never",
      private: origin.private,
      pinned: false,
      encrypted: isEncrypted(origin),
      tags: [],
      pasties: pasties.map(({ title, content, language }) => ({ title, content, language })),
    },
    key,
  );
  // Linked only if the origin still exists: deleted meanwhile, the fork is a copy like any other.
  await db().$executeRaw`
    INSERT INTO paste_forks (paste_id, forked_from_id)
    SELECT ${fork.id}, ${origin.id} WHERE EXISTS (SELECT 1 FROM pastes WHERE id = ${origin.id})`;
  await announceChange({ pasteId: origin.id });
  return fork;
}

/** GET /pastes/:id/forks: where the paste came from and its forks, as far as the caller may see them. */
export async function getPasteForks(caller: Caller, pasteId: string): Promise<PasteForks> {
  const paste = await keptReadablePaste(caller, pasteId, { pasties: false });
  return forksSeenBy(caller, paste.id, FORKS_LISTED);
}

/**
 * The origin and the newest `limit` forks of a paste that `caller` may see (after skipping the
 * `offset` newest, for a list's later pages), and how many they may see.
 */
export async function forksSeenBy(caller: Caller, pasteId: string, limit: number, offset = 0): Promise<PasteForks> {
  const visible = visiblePastesWhere(caller);
  const forksWhere = { AND: [visible, { forkOf: { forkedFromId: pasteId } }] };
  const [origin, count, forks] = await Promise.all([
    db().paste.findFirst({ where: { AND: [visible, { forks: { some: { pasteId } } }] }, select: { id: true, title: true } }),
    db().paste.count({ where: forksWhere }),
    db().paste.findMany({
      where: forksWhere,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit,
      select: { id: true, title: true, createdAt: true, owner: { select: { username: true } } },
    }),
  ]);
  return {
    forkedFrom: origin,
    count,
    forks: forks.map((fork) => ({
      id: fork.id,
      title: fork.title,
      createdAt: fork.createdAt.toISOString(),
      owner: fork.owner?.username ?? null,
    })),
  };
}

/**
 * The pastes whose pages show this one: its origin (which counts and names its forks) and its
 * newest forks (which link to it). Handed to lib/changes by the server, so that a change of a
 * paste reaches their cached pages too.
 */
export async function relatedPastesOf(pasteId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    (SELECT forked_from_id AS id FROM paste_forks WHERE paste_id = ${pasteId})
    UNION ALL
    (SELECT paste_id AS id FROM paste_forks WHERE forked_from_id = ${pasteId} ORDER BY created_at DESC LIMIT ${FORKS_TOLD})`;
  return rows.map((row) => row.id);
}
