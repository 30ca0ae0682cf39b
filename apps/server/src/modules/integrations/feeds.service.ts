import type { FeedResult, LastChanceOfferRow, LastChancePatchRow, ProductFeedRow, StockSnapshotRequest } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import { notFound } from '../../errors.ts';
import { writeAudit } from '../admin/audit.ts';
import {
  applyDeltas,
  checkSkus,
  lastChanceWrites,
  repriced,
  RowErrors,
  rowsRejected,
  RowsRejectedError,
  type RowOrigin,
} from './feed-rows.ts';
import type { FeedsRepository } from './feeds.repository.ts';
import type { PriceRecorder } from '../price-history/price-history.service.ts';

/** Who writes: a machine (its API key) or a staff member (a CSV import), for the audit line. */
export interface FeedActor {
  staffId: number | null;
  apiKeyId: number | null;
  ip: string | null;
  source: 'api' | 'csv';
  /** The request's Idempotency-Key (API writes). */
  idempotencyKey?: string;
}

/** Rows with, for a CSV, where each came from (for the row errors). */
export interface FeedInput<Row> {
  rows: readonly Row[];
  origins?: readonly RowOrigin[];
}

const done = (rows: number, written: number, removed: number): FeedResult => ({ applied: true, rows, written, removed });

/**
 * The feeds of the chain's systems and the back office's CSV imports (docs/integrations.md): each
 * validates every row, then writes all of it in one transaction with one audit line (counts, not
 * rows), or throws RowsRejectedError listing every refused row, having written nothing. A price or
 * last-chance change goes to the price log in the same transaction (`prices`, docs/products.md#price-history),
 * and a new last-chance offer to its followers' alerts (`alerts`, docs/last-chance.md#alerts).
 */
export function createFeedsService({
  repo,
  clock,
  prices,
  alerts,
}: {
  repo: FeedsRepository;
  clock: Clock;
  prices: PriceRecorder;
  /** « Dernière chance » alerts: told of the new offers in the same transaction (docs/last-chance.md#alerts). */
  alerts?: { published(q: Tx, code: string, skus: readonly string[]): Promise<void> };
}) {
  async function requireStore(code: string): Promise<void> {
    if (!(await repo.storeExists(code))) throw notFound('STORE_NOT_FOUND', `No store has the code ${code}.`);
  }

  async function audit(trx: Tx, actor: FeedActor, action: string, entity: string, entityId: string | null, result: FeedResult) {
    await writeAudit(trx, {
      staffId: actor.staffId,
      apiKeyId: actor.apiKeyId,
      at: clock.now(),
      action,
      entity,
      entityId,
      before: null,
      after: {
        source: actor.source,
        rows: result.rows,
        written: result.written,
        removed: result.removed,
        ...(actor.idempotencyKey ? { idempotency_key: actor.idempotencyKey } : {}),
      },
      ip: actor.ip,
    });
  }

  /** The products of the rows' skus, each row's sku checked into `errors` (unknown, or already in an earlier row). */
  const checkedProducts = async (trx: Tx, rows: readonly { sku: string }[], errors: RowErrors) => {
    const known = await repo.products(
      trx,
      rows.map((r) => r.sku),
    );
    checkSkus(rows, known, errors);
    return known;
  };

  const reject = (errors: RowErrors) => {
    throw new RowsRejectedError(rowsRejected(errors));
  };

  const feeds = {
    requireStore,

    /**
     * The store's stock figures of the listed skus; with `whole` (the API's snapshot) 0 for every
     * other sku it had (docs/integrations.md#stock).
     */
    async stockSet(
      trx: Tx,
      actor: FeedActor,
      code: string,
      input: FeedInput<StockSnapshotRequest['rows'][number]>,
      whole: boolean,
    ): Promise<FeedResult> {
      const errors = new RowErrors(input.origins);
      await checkedProducts(trx, input.rows, errors);
      if (!errors.empty) reject(errors);
      const at = clock.now();
      const written = await repo.setStock(trx, code, input.rows, at);
      const removed = whole
        ? await repo.zeroStockExcept(
            trx,
            code,
            input.rows.map((r) => r.sku),
            at,
          )
        : 0;
      const result = done(input.rows.length, written, removed);
      await audit(trx, actor, whole ? 'stock.snapshot' : 'stock.set', 'stock', code, result);
      return result;
    },

    /** Changes of the store's stock: each delta added to the figure (a missing row counts as 0). */
    async stockDelta(trx: Tx, actor: FeedActor, code: string, input: FeedInput<{ sku: string; delta: number }>): Promise<FeedResult> {
      const errors = new RowErrors(input.origins);
      await checkedProducts(trx, input.rows, errors);
      if (!errors.empty) reject(errors);
      const at = clock.now();
      const current = await repo.lockStock(
        trx,
        code,
        input.rows.map((r) => r.sku),
        at,
      );
      const next = applyDeltas(input.rows, current, errors);
      if (!errors.empty) reject(errors);
      const written = await repo.setStock(trx, code, next, at);
      const result = done(input.rows.length, written, 0);
      await audit(trx, actor, 'stock.delta', 'stock', code, result);
      return result;
    },

    /** The store's whole last-chance list: these offers, and none other. */
    async lastChanceSnapshot(trx: Tx, actor: FeedActor, code: string, input: FeedInput<LastChanceOfferRow>): Promise<FeedResult> {
      const errors = new RowErrors(input.origins);
      const known = await checkedProducts(trx, input.rows, errors);
      const writes = lastChanceWrites(
        input.rows.map((r, index) => ({ ...r, index })),
        known,
        errors,
      );
      if (!errors.empty) reject(errors);
      const removed = await repo.deleteLastChance(
        trx,
        code,
        input.rows.map((r) => r.sku),
        true,
      );
      const { written, added } = await repo.upsertLastChance(trx, code, writes);
      await prices.record(trx, [...writes.map((w) => w.sku), ...removed], 'feed');
      await alerts?.published(trx, code, added);
      const result = done(input.rows.length, written, removed.length);
      await audit(trx, actor, 'last_chance.snapshot', 'last_chance', code, result);
      return result;
    },

    /** Offers added or changed, and offers ended ({sku, remove: true}). */
    async lastChancePatch(trx: Tx, actor: FeedActor, code: string, input: FeedInput<LastChancePatchRow>): Promise<FeedResult> {
      const errors = new RowErrors(input.origins);
      const known = await checkedProducts(trx, input.rows, errors);
      const offers = input.rows.flatMap((r, index) => ('remove' in r ? [] : [{ ...r, index }]));
      const writes = lastChanceWrites(offers, known, errors);
      if (!errors.empty) reject(errors);
      const removed = await repo.deleteLastChance(
        trx,
        code,
        input.rows.filter((r) => 'remove' in r).map((r) => r.sku),
        false,
      );
      const { written, added } = await repo.upsertLastChance(trx, code, writes);
      await prices.record(trx, [...writes.map((w) => w.sku), ...removed], 'feed');
      await alerts?.published(trx, code, added);
      const result = done(input.rows.length, written, removed.length);
      await audit(trx, actor, 'last_chance.patch', 'last_chance', code, result);
      return result;
    },

    /** Names, brands, sizes and prices of existing products (docs/integrations.md#products). */
    async products(trx: Tx, actor: FeedActor, input: FeedInput<ProductFeedRow>): Promise<FeedResult> {
      const errors = new RowErrors(input.origins);
      const known = await checkedProducts(trx, input.rows, errors);
      const updates = input.rows.flatMap((row, i) => {
        const current = known.get(row.sku);
        if (!current) return [];
        const prices = repriced(current, row, i, errors);
        const text = {
          ...(row.name !== undefined ? { name: row.name } : {}),
          ...(row.marque !== undefined ? { marque: row.marque || null } : {}),
          ...(row.size !== undefined ? { size: row.size || null } : {}),
        };
        return [{ sku: row.sku, set: { ...(prices ?? {}), ...text }, redraw: Object.keys(text).length > 0 }];
      });
      if (!errors.empty) reject(errors);
      for (const u of updates) await repo.updateProduct(trx, u.sku, u.set, u.redraw);
      await prices.record(
        trx,
        updates.filter((u) => u.set.base_price !== undefined).map((u) => u.sku),
        'feed',
      );
      const result = done(input.rows.length, updates.length, 0);
      await audit(trx, actor, 'product.feed', 'product', null, result);
      return result;
    },
  };
  return feeds;
}

export type FeedsService = ReturnType<typeof createFeedsService>;
