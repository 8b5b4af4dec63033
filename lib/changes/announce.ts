import { randomUUID } from "node:crypto";
import { db } from "../db/client";
import { logger } from "../core/logger";
import { processSingleton } from "../core/process-state";

// Every write that changes what a reader sees announces it here, once, and everything derived
// from that state (the response cache of the custom server, lib/server/response-cache.ts)
// listens. No derived state decides freshness by itself.
//
// Listeners in this process hear a change at once, before the write's answer is sent. Other
// instances sharing the PostgreSQL server hear it through PostgreSQL's NOTIFY on CHANNEL
// (lib/changes/listen.ts), within milliseconds.

/** What changed: pastes by id, everything of a user's (name, avatar, the user itself), or all. */
export type Change = { pasteId: string } | { userId: string } | { everything: true };

export const CHANGES_CHANNEL = "myst_changes";

type Listener = (change: Change) => void;

/** The pastes whose shown state includes a paste's (a fork shows its origin, an origin its forks). */
type RelatedPastes = (pasteId: string) => Promise<string[]>;

// One per process: the routes announce, the server's copy of lib/ listens.
const holder = processSingleton("changes", () => ({
  listeners: new Set<Listener>(),
  relatedPastes: undefined as RelatedPastes | undefined,
  /** Names this process in what it announces: its own NOTIFY comes back to it too (listen.ts). */
  origin: randomUUID(),
}));
const listeners = holder.listeners;

/**
 * Hands over how to find the pastes related to a paste (lib/pastes/forks.ts, given by the server
 * at start): a change of a paste is then a change of those too.
 */
export function relatePastesWith(related: RelatedPastes): void {
  holder.relatedPastes = related;
}

/** The changes a paste's change makes to related pastes: asked before the write, which may unlink them. */
async function relatedChanges(change: Change): Promise<Change[]> {
  const related = holder.relatedPastes;
  if (!("pasteId" in change) || !related) return [];
  try {
    return (await related(change.pasteId)).map((pasteId) => ({ pasteId }));
  } catch (error) {
    // Related pages stay as they were until their cache entries' time is up; the write goes on.
    logger().warn({ err: error }, "could not find the pastes related to a change");
    return [];
  }
}

/** Subscribes to changes in this process (and, through listen.ts, of other instances). */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners about a change (also what listen.ts calls for other instances'). */
export function notifyLocally(change: Change): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      logger().error({ err: error }, "a change listener failed");
    }
  }
}

/**
 * Runs a write and announces its change: to this process before the write too, so that no
 * cached answer of the old state is served here while the write commits.
 */
export async function changing<T>(change: Change, write: () => Promise<T>): Promise<T> {
  const changes = [change, ...(await relatedChanges(change))];
  changes.forEach(notifyLocally);
  const result = await write();
  await Promise.all(changes.map(announceChange));
  return result;
}

/**
 * Announces a change made by a write that has committed. Never throws: the write has happened,
 * and a lost notification to other instances only leaves their cache stale until its entries'
 * time is up (RESPONSE_CACHE_TTL_SECONDS).
 */
export async function announceChange(change: Change): Promise<void> {
  notifyLocally(change);
  try {
    await db().$executeRaw`SELECT pg_notify(${CHANGES_CHANNEL}, ${announcementPayload(change)})`;
  } catch (error) {
    logger().warn({ err: error }, "could not tell other instances of a change");
  }
}

/** What NOTIFY carries of a change this process announces: the change, and which process it is. */
export function announcementPayload(change: Change): string {
  return JSON.stringify({ ...change, origin: holder.origin });
}

/**
 * The change a NOTIFY payload announces, or undefined when this process announced it: its
 * listeners heard that one before the write's answer was sent, and hearing it again moments
 * later only threw away answers made meanwhile from the new state (a read right after a write
 * missed the response cache twice). A payload without an origin (an older instance's) is another's.
 */
export function changeFromAnotherInstance(payload: string): Change | undefined {
  const { origin, ...change } = JSON.parse(payload) as Change & { origin?: unknown };
  return origin === holder.origin ? undefined : change;
}
