import { productImageUrl, type AdminPromo, type AdminPromoCalendar, type AdminPromoDay, type AdminPromoRow } from '@qadhya/contracts';
import { addDays, discountPercent, promoKeyForWeekday, tunisDateString, weekdayOf, type Clock } from '@qadhya/domain';
import { writeAudit } from '../admin/audit.ts';
import { rowErrors, type Actor, type RowError } from '../content-admin/row-errors.ts';
import type { InboxEvents } from '../inbox/inbox-events.ts';
import type { AdminPromoRow as PromoDbRow, PromoAdminRepository, PromoInsert } from './promo-admin.repository.ts';
import type { PriceRecorder } from '../price-history/price-history.service.ts';

/** The Super Friday key; its offers are dated a Friday (docs/promotions.md#rules). */
const SUPER_FRIDAY = 'super_friday';
const FRIDAY = 5;

const toAdminPromo = (r: PromoDbRow): AdminPromo => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  image: productImageUrl(r.sku, r.image_version),
  price: r.price,
  old_price: r.old_price,
  remise: r.remise,
  note_fr: r.plus,
  note_ar: r.plus_ar,
  promo_key: r.promo_key,
  super_friday: r.promo_key === SUPER_FRIDAY,
});

function dayOf(date: string, rows: PromoDbRow[]): AdminPromoDay {
  const items = rows.map(toAdminPromo);
  return { date, promo_key: promoKeyForWeekday(weekdayOf(date)), can_super_friday: weekdayOf(date) === FRIDAY, count: items.length, items };
}

const note = (text: string | null | undefined) => (text ? text : null);

/**
 * Promos of the day (docs/back-office-content.md#promos-of-the-day): the month's calendar, and a
 * day's list replaced whole. The old price is the product's base price, the remise is computed from
 * the two prices like the demo data's, the key is the date's weekday (or Super Friday on a Friday).
 * The day's promos go to the price log in the same transaction, dated that day
 * (`prices`, docs/products.md#price-history).
 */
export function createPromoAdminService(deps: {
  repo: PromoAdminRepository;
  clock: Clock;
  inboxEvents?: Pick<InboxEvents, 'favouritesOnPromo'>;
  prices: PriceRecorder;
}) {
  const { repo, clock } = deps;

  return {
    async calendar(month: string): Promise<AdminPromoCalendar> {
      const start = `${month}-01`;
      const next = addDays(`${month}-28`, 4).slice(0, 7);
      const end = addDays(`${next}-01`, -1);
      const rows = await repo.range(start, end);
      const byDay = new Map<string, PromoDbRow[]>();
      for (const r of rows) byDay.set(r.promo_date, [...(byDay.get(r.promo_date) ?? []), r]);
      const days: AdminPromoDay[] = [];
      for (let d = start; d <= end; d = addDays(d, 1)) days.push(dayOf(d, byDay.get(d) ?? []));
      return { month, today: tunisDateString(clock.now()), days };
    },

    /** Replaces the promos of `date` by `items`; any bad row refuses them all (422 PROMO_ROWS_INVALID). */
    async replaceDay(date: string, items: AdminPromoRow[], actor: Actor): Promise<AdminPromoDay> {
      const products = new Map((await repo.products([...new Set(items.map((i) => i.sku))])).map((p) => [p.sku, p]));
      const weekdayKey = promoKeyForWeekday(weekdayOf(date));
      const errors: RowError[] = [];
      const seen = new Set<string>();
      const rows: PromoInsert[] = [];
      items.forEach((item, i) => {
        const product = products.get(item.sku);
        const key = item.super_friday ? SUPER_FRIDAY : weekdayKey;
        if (!product) {
          errors.push({ path: `items.${i}.sku`, message: `No product with sku ${item.sku}.` });
          return;
        }
        if (item.super_friday && weekdayOf(date) !== FRIDAY) {
          errors.push({ path: `items.${i}.super_friday`, message: `Super Friday offers are dated a Friday; ${date} is not one.` });
        }
        if (item.price >= product.base_price) {
          errors.push({
            path: `items.${i}.price`,
            message: `The price ${item.price} must be below the base price ${product.base_price} (millimes).`,
          });
        }
        if (seen.has(`${key}|${item.sku}`)) {
          errors.push({ path: `items.${i}.sku`, message: `${item.sku} is listed twice under ${key}.` });
        }
        seen.add(`${key}|${item.sku}`);
        rows.push({
          product_id: product.id,
          promo_key: key,
          price: item.price,
          old_price: product.base_price,
          // The promos table keeps 0 to 99: a price of a few millimes still shows -99%.
          remise: Math.min(99, discountPercent(product.base_price, item.price)),
          plus: note(item.note_fr),
          plus_ar: note(item.note_ar),
        });
      });
      if (errors.length > 0) throw rowErrors('PROMO_ROWS_INVALID', `${errors.length} row(s) refused: nothing was saved.`, errors);

      const after = await repo.transaction(async (trx) => {
        const { before, after } = await repo.replaceDay(trx, date, rows);
        await deps.prices.record(trx, [...new Set([...before, ...after].map((r) => r.sku))], 'admin');
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'promo_day.replace',
          entity: 'promo_day',
          entityId: date,
          before: before.map(toAdminPromo),
          after: after.map(toAdminPromo),
          ip: actor.ip,
        });
        return after;
      });
      // The shoppers who keep one of these products among their favourites (docs/notifications.md#events).
      await deps.inboxEvents?.favouritesOnPromo(date);
      return dayOf(date, after);
    },
  };
}

export type PromoAdminService = ReturnType<typeof createPromoAdminService>;
