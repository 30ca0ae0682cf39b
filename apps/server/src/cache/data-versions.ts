import type { CacheRepository } from './cache.repository.ts';

/** Data areas with a version in cache_versions (bumped by triggers on their tables' writes). */
export type DataArea = 'catalogue' | 'stores' | 'last_chance' | 'prices';

export type VersionSnapshot = Readonly<Record<string, number>>;

/**
 * The data versions every server copy reads from the shared database. Read at most once per
 * `checkMs` (a single query in flight): a write anywhere is seen by every copy within about
 * `checkMs`. Between checks the last snapshot is served while the next one loads, so a cached
 * answer costs no database round trip; a snapshot older than twice `checkMs` is awaited instead.
 * `checkMs` 0 reads the versions before every answer (tests).
 */
export class DataVersions {
  private snapshot: VersionSnapshot | null = null;
  private readAt = 0;
  private inflight: Promise<VersionSnapshot> | null = null;

  constructor(
    private readonly repo: Pick<CacheRepository, 'versions'>,
    private readonly checkMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(): VersionSnapshot | Promise<VersionSnapshot> {
    const age = this.now() - this.readAt;
    if (this.snapshot && age < this.checkMs) return this.snapshot;
    const next = this.refresh();
    return this.snapshot && age < 2 * this.checkMs ? this.snapshot : next;
  }

  private refresh(): Promise<VersionSnapshot> {
    if (this.inflight) return this.inflight;
    const started = this.now();
    this.inflight = this.repo
      .versions()
      .then((rows) => {
        this.snapshot = Object.fromEntries(rows.map((r) => [r.area, Number(r.version)]));
        this.readAt = started;
        return this.snapshot;
      })
      .finally(() => {
        this.inflight = null;
      });
    // A failed background check keeps the last snapshot; the awaited path sees the error.
    this.inflight.catch(() => {});
    return this.inflight;
  }
}
