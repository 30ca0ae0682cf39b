import {
  productImageUrl,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductQuery,
  type AdminProductPage,
  type AdminProductUpdate,
} from '@qadhya/contracts';
import { discountPercent, isValidGtin, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import { newKey } from '../../storage/storage.ts';
import { writeAudit } from '../admin/audit.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { AdminProductRow, ProductAdminRepository, ProductPatch } from './product-admin.repository.ts';
import { toProductWebp } from './product-photo.ts';
import type { PriceRecorder } from '../price-history/price-history.service.ts';

/** The pack drawn for a product made in the back office until it gets a photo. */
const NEW_PRODUCT_PACK = 'box';

export const toAdminProduct = (r: AdminProductRow): AdminProduct => ({
  id: r.id,
  sku: r.sku,
  ean: r.ean,
  name: r.name,
  marque: r.marque,
  size: r.size,
  short_description: r.short_description,
  short_description_ar: r.short_description_ar,
  description: r.description,
  description_ar: r.description_ar,
  category_id: r.category_id,
  category_name: r.category_name,
  base_price: r.base_price,
  price: r.price,
  old_price: r.old_price,
  remise: r.remise,
  image: productImageUrl(r.sku, r.image_version),
  image_version: r.image_version,
  has_uploaded_image: r.image_key !== null,
});

/**
 * The shelf prices after a new base price (docs/back-office-content.md#prices): a current discount
 * (price below the old base) stays while it is below the new base, with the old price moved to the
 * new base and the remise recomputed; otherwise the product is at its new base, remise 0.
 */
export function repriced(current: { price: number; remise: number }, base: number) {
  if (current.remise > 0 && current.price < base) {
    return {
      base_price: base,
      old_price: base,
      price: current.price,
      new_price: current.price,
      remise: Math.min(99, discountPercent(base, current.price)),
    };
  }
  return { base_price: base, old_price: base, price: base, new_price: base, remise: 0 };
}

const categoryNotFound = (id: number) => new AppError(422, 'CATEGORY_NOT_FOUND', `No category ${id}.`);

/**
 * Products in the back office: search, change, creation, photo (docs/back-office-content.md#products).
 * A new price goes to the price log in the same transaction (`prices`, docs/products.md#price-history).
 */
export function createProductAdminService(deps: {
  repo: ProductAdminRepository;
  clock: Clock;
  storage: Storage;
  log: FastifyBaseLogger;
  prices: PriceRecorder;
}) {
  const { repo, clock, storage, log, prices } = deps;

  async function one(sku: string): Promise<AdminProductRow> {
    const row = await repo.bySku(sku);
    if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}.`);
    return row;
  }

  return {
    async search(query: z.output<typeof AdminProductQuery>): Promise<AdminProductPage> {
      const q = cleanSearch(query.q);
      const { rows, total } = await repo.search(
        { q: q || undefined, category: query.category },
        pageWindow(query).limit,
        pageWindow(query).offset,
      );
      return pageOf(rows.map(toAdminProduct), query, total);
    },

    get: async (sku: string) => toAdminProduct(await one(sku)),

    async update(sku: string, body: AdminProductUpdate, actor: Actor): Promise<AdminProduct> {
      const current = await one(sku);
      if (body.category_id !== undefined && !(await repo.categoryExists(body.category_id))) throw categoryNotFound(body.category_id);
      const patch: ProductPatch = {};
      for (const key of [
        'name',
        'marque',
        'size',
        'short_description',
        'short_description_ar',
        'description',
        'description_ar',
        'category_id',
      ] as const) {
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      }
      if (body.base_price !== undefined) Object.assign(patch, repriced(current, body.base_price));
      // The drawn picture shows the name, brand and size, and the name decides what it draws
      // (docs/media.md#product-kinds): a change of one moves image_version, so the picture's URL changes
      // and no cache keeps the old drawing.
      if ((['name', 'marque', 'size', 'category_id'] as const).some((key) => body[key] !== undefined && body[key] !== current[key])) {
        patch.image_version = current.image_version + 1;
      }
      const after = await repo.transaction(async (trx) => {
        await repo.update(trx, sku, patch);
        if (body.base_price !== undefined) await prices.record(trx, [sku], 'admin');
        const after = await repo.bySku(sku, trx);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'product.update',
          entity: 'product',
          entityId: sku,
          before: toAdminProduct(current),
          after: after && toAdminProduct(after),
          ip: actor.ip,
        });
        return after!;
      });
      return toAdminProduct(after);
    },

    async create(body: z.output<typeof AdminProductCreate>, actor: Actor): Promise<AdminProduct> {
      if (!isValidGtin(body.ean)) throw new AppError(422, 'PRODUCT_EAN_INVALID', `${body.ean} is not a valid EAN-13: wrong check digit.`);
      if (!(await repo.categoryExists(body.category_id))) throw categoryNotFound(body.category_id);
      const taken = await repo.taken(body.sku, body.ean);
      if (taken.ean) throw new AppError(409, 'PRODUCT_EAN_TAKEN', `A product already has the EAN ${body.ean}.`);
      if (taken.sku) throw new AppError(409, 'PRODUCT_SKU_TAKEN', `A product already has the sku ${body.sku}.`);
      const id = await repo.nextId();
      let sku = body.sku;
      // Generated like the chain's article codes: 100000 + id, the next free one.
      for (let n = id; !sku; n++) if (await repo.skuFree(String(100_000 + n))) sku = String(100_000 + n);
      try {
        const created = await repo.transaction(async (trx) => {
          await repo.insert(trx, {
            id,
            sku,
            ean: body.ean,
            name: body.name,
            marque: body.marque ?? null,
            size: body.size ?? null,
            short_description: body.short_description,
            short_description_ar: body.short_description_ar ?? null,
            description: body.description,
            description_ar: body.description_ar ?? null,
            category_id: body.category_id,
            ...repriced({ price: body.base_price, remise: 0 }, body.base_price),
            plus: null,
            pack: NEW_PRODUCT_PACK,
            source: 'admin',
          });
          await prices.record(trx, [sku], 'admin');
          const row = (await repo.bySku(sku, trx))!;
          await writeAudit(trx, {
            staffId: actor.staffId,
            at: clock.now(),
            action: 'product.create',
            entity: 'product',
            entityId: sku,
            before: null,
            after: toAdminProduct(row),
            ip: actor.ip,
          });
          return row;
        });
        return toAdminProduct(created);
      } catch (err) {
        // Another creation took the id, sku or EAN between the checks and the insert.
        if (isUniqueViolation(err))
          throw new AppError(409, 'PRODUCT_SKU_TAKEN', 'Another product was created at the same time: try again.');
        throw err;
      }
    },

    /** Stores the re-encoded photo; the shopper's image URL (new image_version) then serves it. */
    async setImage(sku: string, bytes: Buffer, actor: Actor): Promise<AdminProduct> {
      const current = await one(sku);
      const webp = await toProductWebp(bytes);
      const key = newKey('products', 'webp');
      await storage.put(key, webp, 'image/webp');
      const after = await repo.transaction(async (trx) => {
        await repo.setImage(trx, sku, key);
        const after = (await repo.bySku(sku, trx))!;
        const image = (r: AdminProductRow) => ({ image_key: r.image_key, image_version: r.image_version });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'product.image',
          entity: 'product',
          entityId: sku,
          before: image(current),
          after: image(after),
          ip: actor.ip,
        });
        return after;
      });
      if (current.image_key)
        await storage
          .delete(current.image_key)
          .catch((err: unknown) => log.warn({ err, key: current.image_key }, 'old product photo not deleted'));
      return toAdminProduct(after);
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
