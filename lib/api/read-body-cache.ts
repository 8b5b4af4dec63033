import type { Caller } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import { type Change, onChange } from "../changes/announce";
import { ChangeLedger } from "../changes/change-ledger";
import { keptBytes } from "../core/kept-bytes";
import { BoundedCache } from "../highlight/bounded-cache";
import { countCacheLookup } from "../metrics/record";

// The encoded answers of the paste reads (paste-reads.ts) the server answers itself
// (lib/server/direct-routes.ts) for pastes everyone but their owner reads alike: public, plain
// (not encrypted), not burn-after-reading. The response cache in front
// (lib/server/response-cache.ts) keeps whole anonymous answers; this keeps the bodies behind it, so that a
// reader with a token, and an anonymous read the response cache no longer holds, skip the
// database and the encoding. The caller is still resolved, the rate limits still spent, and the
// headers made per request (Cache-Control depends on who asks).
//
// Freshness is by announcement, as for the response cache: every change to a paste (an edit, a
// star, a pin or privacy toggle, a delete), to its owner, or to everything (lib/changes) removes
// its bodies at once, and a body whose reading began before such a change is never kept. That is
// the paste's version: its edit time alone would miss stars and toggles. Entries also end at the
// paste's expiry.

/** A kept body, and what decides who may be given it. */
export interface KeptBody {
  pasteId: string;
  body: Buffer<ArrayBuffer>;
  /** The ETag of the body (v3 and raw answers carry one). */
  etag: string;
  ownerId: string | null;
  /** When the paste expires (ms since the epoch); null: never. */
  deletesAt: number | null;
}

/** What a read learned about its paste, to decide whether its answer may be kept. */
export interface ReadPaste {
  id: string;
  ownerId: string | null;
  private: boolean;
  burnAfterRead: boolean;
  deletesAt: string | null;
}

export class ReadBodyCache {
  private readonly entries: BoundedCache<KeptBody>;
  /** Which changes came in while a body was being read (such a body is not kept). */
  private readonly changes = new ChangeLedger();
  readonly stopListening: () => void;

  constructor(maxBytes: number) {
    this.entries = new BoundedCache({ maxWeight: maxBytes });
    this.stopListening = onChange((change) => this.forget(change));
  }

  /**
   * The body kept under `key` if `caller` gets exactly it: anyone but the paste's owner (who
   * also sees its tags) that may read pastes, asking without a key.
   */
  servable(key: string, caller: Caller, encryptionKey: string | null, now = Date.now()): KeptBody | undefined {
    if (encryptionKey !== null) return undefined;
    const kept = this.keptFor(key, caller, now);
    countCacheLookup("read-body", kept !== undefined);
    return kept;
  }

  private keptFor(key: string, caller: Caller, now: number): KeptBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.deletesAt !== null && entry.deletesAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (caller.kind === "user" && (caller.user.id === entry.ownerId || !hasScope(caller, "paste:read"))) return undefined;
    return entry;
  }

  /** Taken before reading: the answer of that read may be kept only if nothing changed since. */
  begin(): number {
    return this.changes.mark();
  }

  /**
   * Keeps the body of an answer begun at `since`, if its paste and caller qualify: what anyone
   * else would be answered (`servable`'s rule).
   */
  keep(
    key: string,
    since: number,
    paste: ReadPaste,
    caller: Caller,
    encryptionKey: string | null,
    body: Buffer<ArrayBuffer>,
    etag: string,
  ): void {
    if (paste.private || paste.burnAfterRead || encryptionKey !== null) return;
    // Nor an admin's: they are shown what the moderators hold back (a quarantined paste).
    if (caller.kind === "user" && (caller.user.id === paste.ownerId || caller.user.isAdmin)) return;
    if (this.changes.changedSince(since, [paste.id, paste.ownerId])) return;
    const deletesAt = paste.deletesAt === null ? null : Date.parse(paste.deletesAt);
    // Its own allocation (lib/core/kept-bytes.ts): a small body is a view of a slab shared with others.
    const kept = keptBytes([body]);
    this.entries.set(key, { body: kept, etag, ownerId: paste.ownerId, deletesAt, pasteId: paste.id }, kept.length + key.length + 200);
  }

  /** What a change makes stale: gone at once, and answers being made across it are not kept. */
  forget(change: Change): void {
    const id = this.changes.record(change);
    if (id === null) {
      for (const [key] of [...this.entries.values()]) this.entries.delete(key);
      return;
    }
    for (const [key, entry] of [...this.entries.values()]) {
      if (entry.pasteId === id || entry.ownerId === id) this.entries.delete(key);
    }
  }
}
