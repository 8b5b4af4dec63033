// Which keys were seen before, approximately, in a fixed 128 KiB: a Bloom filter with two bit
// positions per key (the "doorkeeper" of TinyLFU), emptied once half of its bits are set, so it
// remembers the recent past only (some 360,000 keys). It may answer "seen" for a key it was
// never given (at worst one in four, just before it is emptied); whoever asks must only spend
// more for it, never answer differently.

const BITS = 1 << 20;

export class Doorkeeper {
  private readonly words = new Uint32Array(BITS / 32);
  private marked = 0;

  /** Whether `key` was passed before (perhaps wrongly, never wrongly "no"); it is noted now. */
  seenBefore(key: string): boolean {
    const first = fnv1a(key);
    // A second position from the first hash, mixed (murmur3's finaliser).
    let second = Math.imul(first ^ (first >>> 16), 0x85ebca6b);
    second = Math.imul(second ^ (second >>> 13), 0xc2b2ae35);
    second ^= second >>> 16;
    const seen = this.isSet(first) && this.isSet(second);
    if (!seen) {
      this.set(first);
      this.set(second);
      if (this.marked > BITS / 2) this.clear();
    }
    return seen;
  }

  private isSet(hash: number): boolean {
    const bit = hash & (BITS - 1);
    return (this.words[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  private set(hash: number): void {
    const bit = hash & (BITS - 1);
    const mask = 1 << (bit & 31);
    if ((this.words[bit >>> 5]! & mask) !== 0) return;
    this.words[bit >>> 5] = this.words[bit >>> 5]! | mask;
    this.marked += 1;
  }

  private clear(): void {
    this.words.fill(0);
    this.marked = 0;
  }
}

/** 32-bit FNV-1a over the key's UTF-16 code units. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
