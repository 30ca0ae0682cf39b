import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';
import type { PromoKey } from '../../db/tables/catalogues.ts';
import type { AuditQuery } from '../admin/audit.ts';

/** One promo as the back office lists it. */
export interface AdminPromoRow {
  id: number;
  promo_date: string;
  sku: string;
  name: string;
  image_version: number;
  price: number;
  old_price: number;
  remise: number;
  plus: string | null;
  plus_ar: string | null;
  promo_key: string;
}

export interface PromoInsert {
  product_id: number;
  promo_key: PromoKey;
  price: number;
  old_price: number;
  remise: number;
  plus: string | null;
  plus_ar: string | null;
}

/** SQL only: the promos of a range of days, the products they name, and a day's replacement. */
export function createPromoAdminRepository(db: Kysely<DB>) {
  const between = (q: AuditQuery, start: string, end: string) =>
    q
      .selectFrom('promos as pr')
      .innerJoin('products as p', 'p.id', 'pr.product_id')
      .select([
        'pr.id',
        'p.sku',
        'p.name',
        'p.image_version',
        'pr.price',
        'pr.old_price',
        'pr.remise',
        'pr.plus',
        'pr.plus_ar',
        'pr.promo_key',
      ])
      .select(sql<string>`to_char(pr.promo_date, 'YYYY-MM-DD')`.as('promo_date'))
      // The (promo_date, promo_key, product_id) unique index serves the range.
      .where(sql<boolean>`pr.promo_date between ${start}::date and ${end}::date`)
      .orderBy('pr.promo_date')
      .orderBy('pr.promo_key')
      .orderBy('pr.id');

  return {
    ...handlesOf(db),

    range: (start: string, end: string): Promise<AdminPromoRow[]> => between(db, start, end).execute(),

    /** The products of some skus: id and base price. */
    products(skus: string[]) {
      if (skus.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').select(['id', 'sku', 'base_price']).where('sku', 'in', skus).execute();
    },

    /** Replaces one day's promos in the caller's transaction; answers the day before and after. */
    async replaceDay(trx: AuditQuery, date: string, rows: PromoInsert[]) {
      const before = await between(trx, date, date).execute();
      await trx
        .deleteFrom('promos')
        .where(sql<boolean>`promo_date = ${date}::date`)
        .execute();
      if (rows.length > 0) {
        await trx
          .insertInto('promos')
          .values(rows.map((r) => ({ ...r, promo_date: date })))
          .execute();
      }
      const after = await between(trx, date, date).execute();
      return { before, after };
    },
  };
}

export type PromoAdminRepository = ReturnType<typeof createPromoAdminRepository>;
