import { z } from 'zod';
import { ArticleCode } from './stock.ts';
import { MagasinCode } from './stores.ts';

/**
 * « Dernière chance » alerts (issue 38 item 2, docs/last-chance.md#alerts): a shopper follows stores
 * (their own by default) and optionally products or categories; the offers published there within a
 * minute reach them as one inbox message (and its push), at most LAST_CHANCE_ALERTS_DAILY_MAX a day.
 */

/** At most this many « Dernière chance » alert messages reach one shopper in one Tunis day; later ones are not written. */
export const LAST_CHANCE_ALERTS_DAILY_MAX = 2;
/** The offers one store publishes within this window make one message per shopper (a job runs at its end). */
export const LAST_CHANCE_ALERT_WINDOW_SECONDS = 60;
/** What an alert sold: the alerted shopper's receipts at that store with an alerted sku within this many hours. */
export const LAST_CHANCE_ATTRIBUTION_HOURS = 48;
/** Bounds of one shopper's follows. */
export const LAST_CHANCE_FOLLOW_MAX_STORES = 5;
export const LAST_CHANCE_FOLLOW_MAX_PRODUCTS = 20;
export const LAST_CHANCE_FOLLOW_MAX_CATEGORIES = 10;

/** PUT /last-chance/follows: the whole set (it replaces what was there). Empty products and categories: every offer of the stores. */
export const LastChanceFollowsBody = z
  .strictObject({
    stores: z
      .array(MagasinCode)
      .max(LAST_CHANCE_FOLLOW_MAX_STORES)
      .describe(`Store codes followed (at most ${LAST_CHANCE_FOLLOW_MAX_STORES}); empty: no alert at all`),
    skus: z
      .array(ArticleCode)
      .max(LAST_CHANCE_FOLLOW_MAX_PRODUCTS)
      .default([])
      .describe(`Only these products (at most ${LAST_CHANCE_FOLLOW_MAX_PRODUCTS}), or these categories; both empty: every offer`),
    categories: z
      .array(z.number().int().min(0).max(1_000_000))
      .max(LAST_CHANCE_FOLLOW_MAX_CATEGORIES)
      .default([])
      .describe(`Only these CATEGORY_IDs (at most ${LAST_CHANCE_FOLLOW_MAX_CATEGORIES}), or these products`),
  })
  .meta({ id: 'LastChanceFollowsBody' });
export type LastChanceFollowsBody = z.input<typeof LastChanceFollowsBody>;

/** The shopper's follows, with the names the screens show. */
export const LastChanceFollows = z
  .object({
    stores: z.array(z.object({ MAGASIN: z.string(), storename: z.string() })),
    products: z.array(z.object({ ARTICLE: z.string(), name: z.string() })),
    categories: z.array(z.object({ CATEGORY_ID: z.number().int(), CATEGORY_NAME: z.string() })),
    customised: z
      .boolean()
      .describe('false: never saved by the shopper, the store kept on the server (PUT /users/me/store) is followed, with every offer'),
    daily_max: z.number().int().describe('At most this many alert messages a day'),
  })
  .meta({ id: 'LastChanceFollows' });
export type LastChanceFollows = z.infer<typeof LastChanceFollows>;

/** GET /admin/last-chance-alerts: alerts sent from `from` to `to` (Tunis days, inclusive; default the last 30 days). */
export const AdminLastChanceAlertsQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** One store's followers and what its alerts sold. Money in millimes. */
export const AdminLastChanceAlertsRow = z
  .object({
    MAGASIN: z.string(),
    storename: z.string(),
    followers: z.number().int().describe('Shoppers who follow the store now (their own store by default included)'),
    alerts: z.number().int().describe('Alert messages sent in the period'),
    buyers: z.number().int().describe(`Alerted shoppers who bought an alerted product there within ${LAST_CHANCE_ATTRIBUTION_HOURS} h`),
    sold: z.number().int().describe('What those lines of their receipts came to, millimes'),
  })
  .meta({ id: 'AdminLastChanceAlertsRow' });
export type AdminLastChanceAlertsRow = z.infer<typeof AdminLastChanceAlertsRow>;

export const AdminLastChanceAlerts = z
  .object({
    from: z.string(),
    to: z.string(),
    stores: z.array(AdminLastChanceAlertsRow).describe('Stores with followers or alerts, most followers first'),
    totals: z.object({ followers: z.number().int(), alerts: z.number().int(), buyers: z.number().int(), sold: z.number().int() }),
  })
  .meta({ id: 'AdminLastChanceAlerts' });
export type AdminLastChanceAlerts = z.infer<typeof AdminLastChanceAlerts>;
