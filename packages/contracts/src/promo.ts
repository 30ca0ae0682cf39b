import { z } from 'zod';
import { PageQuery, paged, PlainDate } from './pagination.ts';
import { Product } from './product.ts';
import { LangParam } from './lang.ts';

/** A daily promo: the product with that day's price, its key and its date. */
export const Promo = Product.extend({
  promo: z.string().describe("Weekday key, e.g. 'super_mardi', or 'super_friday'"),
  promo_date: z.string().describe('YYYY-MM-DD'),
  status: z.enum(['today', 'future', 'past']).describe("Relative to the server's today"),
}).meta({ id: 'Promo' });
export type Promo = z.infer<typeof Promo>;

export const PromoQuery = PageQuery.extend({
  oc_debut: PlainDate.describe('First day'),
  oc_fin: PlainDate.describe('Last day (at most 31 days after the first)'),
  lang: LangParam,
});
export type PromoQuery = z.input<typeof PromoQuery>;

/** Sorted today first, then future, then past, then by date. Super Friday only while Friday has not passed. */
export const PromoPage = paged(Promo).meta({ id: 'PromoPage' });
export type PromoPage = z.infer<typeof PromoPage>;
