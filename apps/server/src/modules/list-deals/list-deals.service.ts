import { LIST_DEALS_ALERT_DEFAULT, type ListDealCounts, type ListDeals, type ListDealsAlert } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import { dealWindow, indexDeals, summarise, answerWeek, type DealIndex, type ItemToMatch } from './deal-matching.ts';
import type { ListDealsRepository } from './list-deals.repository.ts';

/** The store kept on the server for a shopper (the shopper-store module), null when none. */
export type StoreOf = (userId: number) => Promise<string | null>;

/**
 * « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): a list's or the
 * favourites' items on a deal this week or next at the shopper's store, and the weekly push's settings.
 */
export function createListDealsService(deps: { repo: ListDealsRepository; clock: Clock; storeOf: StoreOf }) {
  const { repo, clock, storeOf } = deps;

  /** `magasin` when given (an unknown one: 404 STORE_NOT_FOUND), else the shopper's kept store, else none. */
  async function storeFor(userId: number, magasin: string | undefined): Promise<string | null> {
    if (magasin === undefined) return storeOf(userId);
    if (!(await repo.storeExists(magasin))) throw notFound('STORE_NOT_FOUND', `No store has the code ${magasin}.`);
    return magasin;
  }

  /** The week's deals at a store, indexed by sku and by word. */
  async function dealsAt(store: string | null): Promise<DealIndex> {
    const w = dealWindow(clock.now());
    const rows = await repo.deals(repo.connection, { ...w, stores: store ? [store] : [] });
    return indexDeals(rows, w);
  }

  return {
    /** A list's items on a deal; neither owner nor member: 404 LIST_NOT_FOUND, exactly like an unknown id. */
    async forList(userId: number, listId: number, query: { magasin?: string | undefined }): Promise<ListDeals> {
      if (!(await repo.visible(listId, userId))) throw notFound('LIST_NOT_FOUND', 'No such list.');
      const store = await storeFor(userId, query.magasin);
      const [index, rows] = await Promise.all([dealsAt(store), repo.listItems(listId)]);
      const items: ItemToMatch[] = rows.map((r) => ({ key: r.item_key, quantity: r.quantity, sku: r.sku, words: r.words }));
      return { list_id: listId, magasin_code: store, ...summarise(index, items) };
    },

    /** Each active list's count and saving this week (the lists screen's cards), the deals read once. */
    async counts(userId: number, query: { magasin?: string | undefined }): Promise<ListDealCounts> {
      const store = await storeFor(userId, query.magasin);
      const [index, rows] = await Promise.all([dealsAt(store), repo.activeListItems(userId)]);
      const byList = new Map<number, ItemToMatch[]>();
      for (const r of rows) {
        const items = byList.get(r.list_id) ?? [];
        if (r.item_key !== null) items.push({ key: r.item_key, quantity: r.quantity, sku: r.sku, words: r.words });
        byList.set(r.list_id, items);
      }
      const lists = [...byList].map(([listId, items]) => {
        const { total_saving, count_this_week } = summarise(index, items);
        return { list_id: listId, count_this_week, total_saving };
      });
      return { magasin_code: store, week: answerWeek(index), lists };
    },

    /** The favourites on a deal, each as p:<sku> with quantity 1. */
    async forFavourites(userId: number, query: { magasin?: string | undefined }): Promise<ListDeals> {
      const store = await storeFor(userId, query.magasin);
      const [index, skus] = await Promise.all([dealsAt(store), repo.favourites(userId)]);
      const items: ItemToMatch[] = skus.map((sku) => ({ key: `p:${sku}`, quantity: 1, sku, words: null }));
      return { list_id: null, magasin_code: store, ...summarise(index, items) };
    },

    async alert(userId: number): Promise<ListDealsAlert> {
      return (await repo.alertSettings(userId)) ?? { ...LIST_DEALS_ALERT_DEFAULT };
    },

    async setAlert(userId: number, body: ListDealsAlert): Promise<ListDealsAlert> {
      const settings = { enabled: body.enabled, weekday: body.weekday, hour: body.hour };
      await repo.saveAlertSettings(userId, settings, clock.now());
      return settings;
    },
  };
}

export type ListDealsService = ReturnType<typeof createListDealsService>;
