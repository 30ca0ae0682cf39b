/**
 * A small in-process cache with a time-to-live, for answers that rarely change (the catalogue list
 * of a day, a week's catalogue images). Keys carry the clock's date, so a new day never reads
 * yesterday's answer; the TTL bounds how long a change to the data stays unseen.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, or the one `load` produces (a failed load is not kept). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > t) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry = { value, expires: t + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
