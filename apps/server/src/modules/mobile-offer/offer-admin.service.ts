import {
  productImageUrl,
  type AdminOfferProduct,
  type AdminOfferProductCreate,
  type AdminOfferProductPage,
  type AdminOfferProductQuery,
  type AdminOfferProductUpdate,
  type FeedResult,
  type OfferFeedRow,
} from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/handles.ts';
import { AppError, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { checkSkus, RowErrors, rowsRejected, RowsRejectedError } from '../integrations/feed-rows.ts';
import type { FeedActor } from '../integrations/feeds.service.ts';
import type { OfferAdminRepository, OfferLineRow } from './offer-admin.repository.ts';

export const toAdminOfferProduct = (r: OfferLineRow): AdminOfferProduct => ({
  sku: r.sku,
  ean: r.ean,
  product_name: r.product_name,
  kind: r.kind,
  name: r.name,
  name_ar: r.name_ar,
  price: r.price,
  position: r.position,
  archived: r.archived_at !== null,
  archived_at: r.archived_at ? new Date(r.archived_at).toISOString() : null,
  updated_at: new Date(r.updated_at).toISOString(),
  image: productImageUrl(r.sku, r.image_version),
  has_uploaded_image: r.image_key !== null,
});

/** What the audit keeps of a line (no picture: the product's own audit has it). */
const audited = (r: AdminOfferProduct) => ({
  kind: r.kind,
  name: r.name,
  name_ar: r.name_ar,
  price: r.price,
  position: r.position,
  archived: r.archived,
});

const missing = (sku: string) => notFound('MOBILE_OFFER_PRODUCT_NOT_FOUND', `No product ${sku} in the mobile offer.`);

/**
 * The mobile offer's products in the back office and from the chain's feed
 * (docs/mobile-offer.md#back-office-products): each line a catalogue product (its sku, the chain's
 * product code) with its own kind, bilingual name, price and order; archived lines leave the
 * shoppers' list. Every write is audited in its own transaction.
 */
export function createOfferAdminService({ repo, clock }: { repo: OfferAdminRepository; clock: Clock }) {
  async function audit(
    trx: Tx,
    staffId: number | null,
    ip: string | null,
    action: string,
    sku: string | null,
    before: unknown,
    after: unknown,
    apiKeyId?: number | null,
  ) {
    await writeAudit(trx, {
      staffId,
      apiKeyId: apiKeyId ?? null,
      at: clock.now(),
      action,
      entity: 'mobile_offer_product',
      entityId: sku,
      before,
      after,
      ip,
    });
  }

  return {
    async list(q: z.output<typeof AdminOfferProductQuery>): Promise<AdminOfferProductPage> {
      const { rows, total } = await repo.page({ kind: q.kind, archived: q.archived === 'true', ...pageWindow(q) });
      return pageOf(rows.map(toAdminOfferProduct), q, total);
    },

    async get(sku: string): Promise<AdminOfferProduct> {
      const row = await repo.bySku(repo.db, sku);
      if (!row) throw missing(sku);
      return toAdminOfferProduct(row);
    },

    async create(body: z.output<typeof AdminOfferProductCreate>, actor: Actor): Promise<AdminOfferProduct> {
      return repo.transaction(async (trx) => {
        const productId = await repo.productIdOf(trx, body.sku);
        if (productId === undefined) throw new AppError(422, 'PRODUCT_NOT_FOUND', `No catalogue product has the sku ${body.sku}.`);
        const { sku, ...line } = body;
        if (!(await repo.insert(trx, productId, line, clock.now()))) {
          throw new AppError(409, 'MOBILE_OFFER_PRODUCT_EXISTS', `The product ${sku} is already in the mobile offer.`);
        }
        const after = toAdminOfferProduct((await repo.bySku(trx, sku))!);
        await audit(trx, actor.staffId, actor.ip, 'mobile_offer_product.create', sku, null, audited(after));
        return after;
      });
    },

    async update(sku: string, body: z.output<typeof AdminOfferProductUpdate>, actor: Actor): Promise<AdminOfferProduct> {
      return repo.transaction(async (trx) => {
        const row = await repo.lockBySku(trx, sku);
        if (!row) throw missing(sku);
        const before = toAdminOfferProduct(row);
        await repo.update(trx, row.product_id, body, clock.now());
        const after = toAdminOfferProduct((await repo.bySku(trx, sku))!);
        await audit(trx, actor.staffId, actor.ip, 'mobile_offer_product.update', sku, audited(before), audited(after));
        return after;
      });
    },

    /** Archives a line or brings it back; the same again answers it unchanged, with no audit line. */
    async archive(sku: string, archived: boolean, actor: Actor): Promise<AdminOfferProduct> {
      return repo.transaction(async (trx) => {
        const row = await repo.lockBySku(trx, sku);
        if (!row) throw missing(sku);
        const before = toAdminOfferProduct(row);
        if (before.archived === archived) return before;
        await repo.update(trx, row.product_id, { archived_at: archived ? clock.now() : null }, clock.now());
        const after = toAdminOfferProduct((await repo.bySku(trx, sku))!);
        await audit(
          trx,
          actor.staffId,
          actor.ip,
          archived ? 'mobile_offer_product.archive' : 'mobile_offer_product.restore',
          sku,
          audited(before),
          audited(after),
        );
        return after;
      });
    },

    /**
     * The chain's feed (docs/integrations.md#mobile-offer): every row checked first (a sku no
     * catalogue product has, a sku twice), then every line inserted or replaced in the request's
     * transaction with one audit line, or nothing written.
     */
    async feed(trx: Tx, actor: FeedActor, rows: readonly OfferFeedRow[]): Promise<FeedResult> {
      const errors = new RowErrors();
      const known = new Map<string, true>();
      for (const sku of new Set(rows.map((r) => r.sku))) if ((await repo.productIdOf(trx, sku)) !== undefined) known.set(sku, true);
      checkSkus(rows, known, errors);
      if (!errors.empty) throw new RowsRejectedError(rowsRejected(errors));
      const written = await repo.upsertFeed(
        trx,
        rows.map((r) => ({ ...r, archived: r.archived ?? false })),
        clock.now(),
      );
      const result: FeedResult = { applied: true, rows: rows.length, written, removed: 0 };
      await audit(
        trx,
        actor.staffId,
        actor.ip,
        'mobile_offer_product.feed',
        null,
        null,
        {
          source: actor.source,
          rows: result.rows,
          written,
          ...(actor.idempotencyKey ? { idempotency_key: actor.idempotencyKey } : {}),
        },
        actor.apiKeyId,
      );
      return result;
    },
  };
}

export type OfferAdminService = ReturnType<typeof createOfferAdminService>;
