import { createHash } from 'node:crypto';
import type { AudienceQuery, AudienceReport, TrackBatch, TrackEvent } from '@qadhya/contracts';
import { addDays, tunisDateString, weekdayOf, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/handles.ts';
import type { TrackerEventRow, TrackerRepository } from './tracker.repository.ts';

/** Events kept in memory before they are written: at most this many (then written at once)… */
export const TRACKER_BATCH = 1000;
/** …and at most this long (the tracker routes' timer; also on close and before the back office reads). */
export const TRACKER_FLUSH_MS = 2000;
/** A database away for long loses the oldest events rather than the server's memory. */
export const TRACKER_PENDING_MAX = TRACKER_BATCH * 20;
/** An event older than this when it arrives (a phone long offline) is dropped. */
export const TRACKER_MAX_AGE_DAYS = 30;
/** Events and roll-ups are kept this many months (the cookie policy). */
export const TRACKER_RETENTION_MONTHS = 13;
/** The roll-up job: its kind, and how often it recounts yesterday and today. */
export const TRACKER_ROLLUP_JOB = 'tracker_rollup';
export const TRACKER_ROLLUP_EVERY_MS = 60 * 60_000;

/** The same words give the same hash on the phone and here (docs/tracker.md#searches). */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
export const hashQuery = (text: string) => createHash('sha256').update(normaliseQuery(text)).digest('hex');

/** The first day kept: `today` less 13 months (the 31st of a shorter month becomes its last day). */
export function retentionStart(today: string, months = TRACKER_RETENTION_MONTHS): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Monday to Sunday around `day`. */
export function weekOf(day: string): { start: string; end: string } {
  const start = addDays(day, -((weekdayOf(day) + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** Who sent a batch: the device and account are kept only with consent (checked when written). */
export interface TrackSender {
  userId: number | null;
}

type Row = TrackerEventRow;

function toRow(e: TrackEvent, at: Date, receivedAt: Date, consent: boolean, deviceId: string | null, userId: number | null): Row {
  const base: Row = {
    id: e.id.toLowerCase(),
    kind: e.type,
    at,
    day: tunisDateString(at),
    sku: null,
    place: null,
    catalogue_id: null,
    page: null,
    query: null,
    query_hashed: false,
    results: null,
    game: null,
    campaign_id: null,
    store: e.store ?? null,
    device_id: consent ? deviceId : null,
    user_id: userId,
    received_at: receivedAt,
  };
  switch (e.type) {
    case 'product_click':
      return { ...base, sku: e.sku, place: e.place };
    case 'scan':
      return { ...base, sku: e.sku };
    case 'catalogue_page':
      return { ...base, catalogue_id: e.catalogue_id, page: e.page };
    case 'search': {
      // Words only with consent; else (or when the phone sent none) their hash.
      const hashed = !consent || e.query === undefined;
      const query = hashed ? (e.query !== undefined ? hashQuery(e.query) : (e.query_hash ?? null)) : normaliseQuery(e.query!);
      return { ...base, query, query_hashed: hashed, results: e.results };
    }
    case 'game_play':
      return { ...base, game: e.game };
    case 'campaign_view':
      return { ...base, campaign_id: e.campaign_id };
  }
}

/**
 * The marketing tracker (docs/tracker.md): batches are checked and kept in memory, answered at
 * once, and written in batched inserts off the request path; a job recounts the daily roll-up
 * and deletes what is older than 13 months; the « Audience » reads the roll-up.
 */
export function createTrackerService({ repo, clock, log }: { repo: TrackerRepository; clock: Clock; log: FastifyBaseLogger }) {
  let pending: Row[] = [];
  let writing: Promise<void> = Promise.resolve();

  /** An account without consent is not named, nor its device, and its searches are hashed. */
  async function write(rows: Row[]): Promise<void> {
    const users = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null && u !== undefined))];
    const consenting = await repo.consenting(users);
    for (const r of rows) {
      if (r.user_id === null || r.user_id === undefined || consenting.has(r.user_id)) continue;
      r.user_id = null;
      r.device_id = null;
      if (r.kind === 'search' && !r.query_hashed && r.query) {
        r.query = hashQuery(r.query);
        r.query_hashed = true;
      }
    }
    await repo.insertEvents(rows);
  }

  function flush(): Promise<void> {
    const rows = pending;
    pending = [];
    const next = writing.then(() => write(rows));
    writing = next.catch((err: unknown) => {
      log.warn({ err, events: rows.length }, 'tracker: events not written, kept for the next flush');
      if (pending.length + rows.length <= TRACKER_PENDING_MAX) pending = rows.concat(pending);
    });
    return next;
  }

  const service = {
    /**
     * Takes a batch (docs/tracker.md#ingest): no database work here. Without the batch's consent
     * nothing names the device or the account and a search's words are hashed; with it, a
     * signed-in sender is named only if the account agreed too (checked when written).
     */
    accept(batch: TrackBatch, sender: TrackSender): number {
      const now = clock.now();
      const oldest = now.getTime() - TRACKER_MAX_AGE_DAYS * 86_400_000;
      const deviceId = batch.device_id ?? null;
      const userId = batch.consent ? sender.userId : null;
      let accepted = 0;
      const seen = new Set<string>();
      for (const e of batch.events) {
        const sent = Date.parse(e.at);
        if (sent < oldest || seen.has(e.id)) continue;
        seen.add(e.id);
        // A phone's clock ahead of ours: the event happened now.
        pending.push(toRow(e, new Date(Math.min(sent, now.getTime())), now, batch.consent, deviceId, userId));
        accepted++;
      }
      if (pending.length >= TRACKER_BATCH) flush().catch(() => undefined);
      return accepted;
    },

    /** Writes the events kept in memory; resolves once they (and earlier ones) are written. */
    flush: (): Promise<void> => (pending.length === 0 ? writing : flush()),

    pendingEvents: (): number => pending.length,

    /** Recounts yesterday's and today's roll-up and deletes what is older than 13 months. */
    async rollUp(): Promise<{ deleted: number }> {
      await service.flush();
      const today = tunisDateString(clock.now());
      await repo.rollUp([addDays(today, -1), today]);
      const gone = await repo.deleteBefore(retentionStart(today));
      return { deleted: gone.events + gone.daily };
    },

    consentOf: (userId: number) => repo.consentOf(userId),
    setConsent: (userId: number, consent: boolean) => repo.setConsent(userId, consent, clock.now()),

    /** Campaigns' « vues »: their campaign_view events (docs/tracker.md#campaign-views). */
    campaignViews: (ids: number[], q: Queryable) => repo.campaignViews(q, ids, tunisDateString(clock.now())),

    /** The « Audience » of a week (Monday to Sunday), every store or one (docs/tracker.md#audience). */
    async audience(query: AudienceQuery): Promise<AudienceReport> {
      await service.flush();
      const today = tunisDateString(clock.now());
      await repo.rollUp([today]);
      const { start, end } = weekOf(query.week ?? today);
      const range = { start, end, store: query.store ?? null };
      const [totals, clicked, scanned, pages, empty, campaigns] = await Promise.all([
        repo.totals(range),
        repo.top(range, 'product_click'),
        repo.top(range, 'scan'),
        repo.top(range, 'catalogue_page'),
        repo.emptySearches(range),
        repo.top(range, 'campaign_view'),
      ]);
      const skus = [...new Set([...clicked, ...scanned].map((r) => r.subject))];
      const pageRows = pages.map((p) => {
        const [catalogue, page] = p.subject.split(':').map(Number) as [number, number];
        return { catalogue_id: catalogue, page, events: p.events };
      });
      const [names, catalogues, titles] = await Promise.all([
        repo.productNames(skus),
        repo.catalogueNames([...new Set(pageRows.map((p) => p.catalogue_id))]),
        repo.campaignTitles(campaigns.map((c) => Number(c.subject))),
      ]);
      const total = (kind: string) => totals.get(kind)?.events ?? 0;
      return {
        start,
        end,
        store: range.store,
        totals: {
          product_clicks: total('product_click'),
          scans: total('scan'),
          catalogue_pages: total('catalogue_page'),
          searches: total('search'),
          empty_searches: totals.get('search')?.empty ?? 0,
          game_plays: total('game_play'),
          campaign_views: total('campaign_view'),
        },
        clicked: clicked.map((r) => ({ sku: r.subject, name: names.get(r.subject) ?? null, events: r.events })),
        scanned: scanned.map((r) => ({ sku: r.subject, name: names.get(r.subject) ?? null, events: r.events })),
        pages: pageRows.map((p) => ({ ...p, title: catalogues.get(p.catalogue_id) ?? null })),
        empty_searches: empty.map((r) =>
          r.subject.startsWith('h:')
            ? { query: r.subject.slice(2, 10), hashed: true, events: r.events }
            : { query: r.subject, hashed: false, events: r.events },
        ),
        campaigns: campaigns.map((c) => ({
          campaign_id: Number(c.subject),
          title: titles.get(Number(c.subject)) ?? null,
          events: c.events,
        })),
      };
    },
  };
  return service;
}

export type TrackerService = ReturnType<typeof createTrackerService>;
