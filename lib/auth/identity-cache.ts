import { type Change, onChange } from "../changes/announce";
import { processSingleton } from "../core/process-state";

// Who a token or a session cookie names, and a user's settings, kept for a few seconds in this
// process: a token read looked its token and user up on every request (a Prisma query with a
// join, as much as the read itself), and a signed-in page view its session, user and settings.
// Every write that changes what an entry says — a token revoked, a session ended, a user renamed,
// made admin, deleted, or their settings changed — announces its user (lib/changes), which
// empties that user's entries here at once and, through NOTIFY, on every other instance within
// milliseconds; the short lifetime bounds what a lost notification could leave.

const LIFETIME_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  value: V;
  userId: string;
  until: number;
}

export class IdentityCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Counts the user changes heard, so a lookup that a change crossed is not kept. */
  private changes = 0;

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Where the changes stand: taken before a lookup, handed to `set` with its result. */
  mark(): number {
    return this.changes;
  }

  /**
   * Keeps what a lookup begun at `mark` found, unless a user change was heard meanwhile: another
   * instance's announcement can arrive while a statement that read the old row is on its way
   * back, and keeping that row would outlive the announcement by the entry's whole lifetime.
   */
  set(key: string, userId: string, value: V, mark: number): void {
    if (mark !== this.changes) return;
    this.entries.delete(key);
    this.entries.set(key, { value, userId, until: Date.now() + LIFETIME_MS });
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
  }

  forget(change: Change): void {
    if ("everything" in change) {
      this.changes++;
      this.entries.clear();
    } else if ("userId" in change) {
      this.changes++;
      for (const [key, entry] of this.entries) if (entry.userId === change.userId) this.entries.delete(key);
    }
  }
}

/**
 * The process's cache named `name`, listening to changes: one per process, though the server and
 * Next.js's route bundles each load their own copy of this module.
 */
export function identityCache<V>(name: string): IdentityCache<V> {
  return processSingleton(`identityCache.${name}`, () => {
    const created = new IdentityCache<V>();
    onChange((change) => created.forget(change));
    return created;
  });
}
