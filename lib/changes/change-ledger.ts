import type { Change } from "./announce";

// What a cache of answers needs to know of the announced changes (announce.ts) besides dropping
// what they touch: whether one came in while an answer was being made, so that answer, possibly
// read before the change, is not kept. Each change gets a sequence number; the ledger remembers
// the last one per paste or user id, up to TAG_MEMORY ids, and past that (or after a change to
// everything) treats every answer begun before as changed.

const TAG_MEMORY = 10_000;

export class ChangeLedger {
  /** Sequence number of the last change per paste or user id. */
  private readonly changedAt = new Map<string, number>();
  private sequence = 0;
  /** Answers begun before this sequence count as changed (`everything`, or the memory was cleared). */
  private floor = 0;

  /** Taken before an answer is made, for `changedSince` once it is. */
  mark(): number {
    return this.sequence;
  }

  /** Records `change`; the paste or user id it touched, or null when it touched everything. */
  record(change: Change): string | null {
    const sequence = ++this.sequence;
    if ("everything" in change) {
      this.floor = sequence;
      return null;
    }
    const id = "pasteId" in change ? change.pasteId : change.userId;
    if (this.changedAt.size >= TAG_MEMORY) {
      this.changedAt.clear();
      this.floor = sequence;
    }
    this.changedAt.set(id, sequence);
    return id;
  }

  /** Whether a change to any of `ids`, or to everything, was recorded after `mark`. */
  changedSince(mark: number, ids: readonly (string | null)[]): boolean {
    if (mark < this.floor) return true;
    return ids.some((id) => id !== null && (this.changedAt.get(id) ?? 0) > mark);
  }
}
