/**
 * A least-recently-used map bounded by total weight (roughly bytes), so memory stays flat no
 * matter how many distinct pastes are read. Map keeps insertion order: re-inserting on a hit
 * moves an entry to the young end, and eviction takes from the old end.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(private readonly options: { maxWeight: number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight: number): void {
    if (weight > this.options.maxWeight) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.weight -= previous.weight;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.weight <= this.options.maxWeight) break;
      this.entries.delete(oldestKey);
      this.weight -= oldest.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Every entry, oldest first (for invalidation by what the values hold). */
  *values(): IterableIterator<[string, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }
}
