import type { Promo, PromoPage, PromoQuery } from '@qadhya/contracts';
import { daysBetween, hasFridayPassed, promoStatus, tunisDateString, type Clock } from '@qadhya/domain';
import { badRequest } from '../../errors.ts';
import type { Lang } from '../../http/lang.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { toProduct } from '../products/product.mapper.ts';
import type { PromoRow, PromotionsRepository } from './promotions.repository.ts';

/** Longest promo range, in days after the first. */
export const MAX_PROMO_RANGE_DAYS = 31;

type PromoInput = Required<Pick<PromoQuery, 'oc_debut' | 'oc_fin'>> & { page: number; pageSize: number };

function toPromo(row: PromoRow, today: string): Promo {
  const product = toProduct(row);
  // The entry's own day is flagged, whatever the product's flags of the current week say.
  const flagged = row.promo in product ? { [row.promo]: 1 } : {};
  return { ...product, ...flagged, promo: row.promo, promo_date: row.promo_date, status: promoStatus(row.promo_date, today) };
}

/** Daily promos of a range: today first, then future, then past; Super Friday while this week's Friday has not passed. */
export function createPromotionsService({ repo, clock }: { repo: PromotionsRepository; clock: Clock }) {
  return {
    /** In `lang`: category names and promo notes (product names and brands stay as printed). */
    async list(input: PromoInput, lang: Lang = 'fr'): Promise<PromoPage> {
      const { oc_debut: start, oc_fin: end } = input;
      if (end < start) throw badRequest('VALIDATION_FAILED', 'oc_fin must not be before oc_debut.');
      if (daysBetween(start, end) > MAX_PROMO_RANGE_DAYS) {
        throw badRequest('VALIDATION_FAILED', `oc_fin must be at most ${MAX_PROMO_RANGE_DAYS} days after oc_debut.`);
      }
      const today = tunisDateString(clock.now());
      const filter = { start, end, today, withSuperFriday: !hasFridayPassed(today), lang };
      const { limit, offset } = pageWindow(input);
      const { rows, total } = await repo.list(filter, limit, offset);
      return pageOf(
        rows.map((r) => toPromo(r, today)),
        input,
        total,
      );
    },
  };
}
