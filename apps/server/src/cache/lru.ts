/**
 * A map bounded by entries and by bytes, least recently used dropped first: the in-memory answers
 * built per position (GET /stores/near, docs/cache.md#stores-near). A get moves the entry to the end.
 */
export class BoundedLru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** The bytes counted for the entries held. */
  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  set(key: string, value: V): void {
    const old = this.map.get(key);
    if (old) {
      this.total -= old.bytes;
      this.map.delete(key);
    }
    const bytes = this.sizeOf(value);
    // Larger than the whole budget: not kept.
    if (bytes > this.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    while (this.map.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.total -= this.map.get(oldest.value)!.bytes;
      this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
