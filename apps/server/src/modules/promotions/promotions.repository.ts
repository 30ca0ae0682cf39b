import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from '../products/product.mapper.ts';

export interface PromoRow extends ProductRow {
  promo: string;
  /** "YYYY-MM-DD". */
  promo_date: string;
}

export interface PromoFilter {
  start: string;
  end: string;
  /** Tunis date the today/future/past order is relative to. */
  today: string;
  withSuperFriday: boolean;
  /** Language of the category names and promo notes. */
  lang: Lang;
}

/** SQL only: daily promos with their product, in the offers order (today, future, past, date, id). */
export function createPromotionsRepository(db: Kysely<DB>) {
  const filtered = (f: PromoFilter) =>
    db
      .selectFrom('promos as pr')
      .where(sql<boolean>`pr.promo_date between ${f.start}::date and ${f.end}::date`)
      .$if(!f.withSuperFriday, (qb) => qb.where('pr.promo_key', '<>', 'super_friday'));

  return {
    async list(f: PromoFilter, limit: number, offset: number): Promise<{ rows: PromoRow[]; total: number }> {
      const rowsQuery = filtered(f)
        .innerJoin('products as p', 'p.id', 'pr.product_id')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(productColumnsIn(f.lang))
        .select(['pr.price', 'pr.old_price', 'pr.remise', plusSql('pr', f.lang).as('plus'), 'pr.promo_key as promo'])
        .select(sql<string>`to_char(pr.promo_date, 'YYYY-MM-DD')`.as('promo_date'))
        .orderBy(sql`case when pr.promo_date = ${f.today}::date then 0 when pr.promo_date > ${f.today}::date then 1 else 2 end`)
        .orderBy('pr.promo_date')
        .orderBy('pr.id')
        .limit(limit)
        .offset(offset);
      const countQuery = filtered(f).select(sql<number>`count(*)::int`.as('total'));
      const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
      return { rows, total: count.total };
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
