import type { Lang, ListMember, ListOpBody, ListSummary, ShoppingList } from '@qadhya/contracts';
import {
  applyOp,
  itemKeyOf,
  itemsProgress,
  LIST_BOOST_INTERVAL_MS,
  LIST_CARD_IMAGES,
  LIST_MAX_ITEMS,
  liveTick,
  tunisDateString,
  visibleItems,
  type Clock,
  type ListOp,
  type MergeItem,
} from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../live/bus.ts';
import type { Storage } from '../../storage/storage.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import type { CircleRow } from '../family/family.repository.ts';
import {
  iso,
  itemFields,
  listNotFound,
  notFamily,
  notFinished,
  notRejected,
  ownerOnly,
  productNotFound,
  tickFields,
  toItemRow,
  toListItem,
  toMember,
  toMergeItems,
  toPerson,
  toTickRows,
} from './list-mappers.ts';
import { familyOnly } from './list-family.service.ts';
import { publishList, type ListEvent } from './list-changes.ts';
import { pricesFor } from './list-pricing.ts';
import { promoDeducted } from './list-promo.ts';
import type { Db, ItemRow, ListRow, ListTab, ShoppingListsRepository, TickRow } from './shopping-lists.repository.ts';

export interface ShoppingListsDeps {
  repo: ShoppingListsRepository;
  clock: Clock;
  live: LiveBus;
  /** The family module's circle() (who a user may share a list with). */
  circle: (q: Db, userId: number) => Promise<CircleRow[]>;
  /** Where the lists' photos are: a deleted list's files go with it. */
  storage: Storage;
  log: FastifyBaseLogger;
}

/** An operation's instant may be at most this far ahead of the server's clock (docs/shopping-lists.md#api). */
export const OP_FUTURE_MS = 5 * 60_000;

export interface ReadOptions {
  lang: Lang;
  store?: string;
}

/** A new item of a creation: the add it makes. */
const addOp = (item: { sku: string; quantity: number } | { text: string; quantity: number }, at: number): ListOp =>
  'sku' in item
    ? { kind: 'add', item: itemKeyOf({ sku: item.sku }), sku: item.sku, text: null, quantity: item.quantity, at, device: 'server' }
    : {
        kind: 'add',
        item: itemKeyOf({ text: item.text }),
        sku: null,
        text: item.text.trim(),
        quantity: item.quantity,
        at,
        device: 'server',
      };

const isDone = (items: Map<string, MergeItem>) => {
  const p = itemsProgress(items);
  return p.total > 0 && p.bought === p.total;
};

/**
 * Shopping lists (docs/shopping-lists.md#api): read, create, rename, delete, the merge of the
 * members' operations under a lock on the list, members, reject / reactivate / duplicate. Every
 * write that changes a list bumps its version and tells its people on the live bus after commit.
 */
export function createShoppingListsService({ repo, clock, live, circle, storage, log }: ShoppingListsDeps) {
  const db = repo.db;
  const today = () => tunisDateString(clock.now());

  const publish = (users: number[], event: ListEvent) => publishList(live, log, users, event);

  /** The people a change is told to: the owner and the assigned members. */
  const peopleOf = async (q: Db, list: ListRow) => [list.owner_id, ...(await repo.memberIds(q, list.id))];

  /** The answers of these lists as `viewer` sees them: a few queries for the whole page. */
  async function build(q: Db, rows: ListRow[], viewer: number, opts: ReadOptions): Promise<ShoppingList[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, ticks, members, images, family] = await Promise.all([
      repo.items(q, ids),
      repo.ticks(q, ids),
      repo.members(q, ids),
      repo.images(q, ids),
      circle(q, viewer),
    ]);
    const merged = toMergeItems(items, ticks);
    const skus = items.filter((i) => i.sku && !i.removed).map((i) => i.sku!);
    const tickers = ticks.filter((t) => !t.unticked).map((t) => t.user_id);
    const [prices, people] = await Promise.all([
      pricesFor(repo, q, skus, { today: today(), lang: opts.lang, ...(opts.store ? { store: opts.store } : {}) }),
      repo.people(q, [...rows.map((r) => r.owner_id), ...tickers]),
    ]);
    const personById = new Map(people.map((p) => [p.id, p]));
    const relationOf = new Map(family.map((f) => [f.user_id, f.relation]));
    const now = clock.now().getTime();

    return Promise.all(
      rows.map(async (row): Promise<ShoppingList> => {
        const state = merged.get(row.id) ?? new Map<string, MergeItem>();
        const visible = visibleItems(state);
        const rejected = row.status === 'rejected';
        const progress = itemsProgress(state, rejected);
        const finished = progress.total > 0 && progress.bought === progress.total;
        const listMembers = members.filter((m) => m.list_id === row.id);
        const score = visible.reduce((s, i) => s + (i.sku ? i.quantity * (prices.get(i.sku)?.price ?? 0) : 0), 0);
        let promo: { amount: number; source: 'receipt' | 'ticks' } | null = null;
        if (finished && row.finished_at) {
          const live = visible.map((i) => ({ item: i, tick: liveTick(i) })).filter((x) => x.tick);
          const firstTick = live.length ? Math.min(...live.map((x) => x.tick!.at)) : null;
          promo = await promoDeducted(repo, q, {
            id: row.id,
            owner_id: row.owner_id,
            member_ids: listMembers.map((m) => m.id),
            finished_at: new Date(row.finished_at),
            skus: visible.filter((i) => i.sku).map((i) => i.sku!),
            first_tick_at: firstTick,
            live_ticks: live.map((x) => ({ price: x.tick!.price, regular_price: x.tick!.regular_price, quantity: x.item.quantity })),
          });
        }
        const gallery = images
          .filter((i) => i.list_id === row.id)
          .map((i) => ({ id: i.id, url: `/uploads/${i.storage_key}`, added_by: i.added_by }));
        const productImages = [...new Set(visible.map((i) => (i.sku ? prices.get(i.sku)?.image : null)).filter((u): u is string => !!u))];
        const boostAt = row.last_boost_at ? new Date(row.last_boost_at).getTime() + LIST_BOOST_INTERVAL_MS : 0;
        return {
          id: row.id,
          title: row.title,
          owner: toPerson(personById.get(row.owner_id), row.owner_id, opts.lang),
          created_at: iso(row.created_at),
          status: row.status,
          finished,
          version: Number(row.version),
          score,
          promo_deducted: promo ? promo.amount : null,
          promo_source: promo ? promo.source : null,
          images: [...productImages, ...gallery.map((g) => g.url)].slice(0, LIST_CARD_IMAGES),
          progress,
          members: listMembers.map((m) => toMember(m, m.id === viewer ? null : (relationOf.get(m.id) ?? null), opts.lang)),
          is_owner: row.owner_id === viewer,
          items: [...state.values()]
            .sort((a, b) => a.added_at - b.added_at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
            .map((i) => toListItem(i, i.sku ? prices.get(i.sku) : undefined, personById, opts.lang)),
          gallery,
          boost_available_at: boostAt > now ? iso(boostAt) : null,
        };
      }),
    );
  }

  async function one(q: Db, row: ListRow, viewer: number, opts: ReadOptions): Promise<ShoppingList> {
    return (await build(q, [row], viewer, opts))[0]!;
  }

  /** The list if the user sees it, else 404 LIST_NOT_FOUND (an unknown id answers the same). */
  async function visibleOr404(q: Db, listId: number, userId: number, lock = false): Promise<ListRow> {
    const row = await repo.visible(q, listId, userId, lock);
    if (!row) throw listNotFound();
    return row;
  }

  /** Each id must be in `userId`'s family circle (accepted members, owners), else 422 NOT_FAMILY_MEMBER. */
  async function checkCircle(q: Db, userId: number, memberIds: number[]): Promise<number[]> {
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return [];
    const allowed = new Set((await circle(q, userId)).map((c) => c.user_id));
    if (!ids.every((id) => allowed.has(id))) throw notFamily();
    return ids;
  }

  /**
   * Writes what changed between `before` and `after` (items and ticks), with the next version;
   * bumps the list's version, updated_at and finished_at once. False when nothing changed.
   */
  async function saveChanges(q: Db, list: ListRow, before: Map<string, MergeItem>, after: Map<string, MergeItem>): Promise<number | null> {
    const version = Number(list.version) + 1;
    const items: ItemRow[] = [];
    const ticks: TickRow[] = [];
    for (const item of after.values()) {
      const row = toItemRow(list.id, item, version);
      const old = before.get(item.key);
      const oldTicks = new Map((old ? toTickRows(list.id, old) : []).map((t) => [t.tick_id, tickFields(t)]));
      const newTicks = toTickRows(list.id, item).filter((t) => oldTicks.get(t.tick_id) !== tickFields(t));
      const itemChanged = !old || itemFields(toItemRow(list.id, old, version)) !== itemFields(row);
      if (itemChanged || newTicks.length > 0) items.push(row);
      ticks.push(...newTicks);
    }
    if (items.length === 0) return null;
    await repo.upsertItems(q, items);
    await repo.upsertTicks(q, ticks);
    const now = clock.now();
    const done = isDone(after);
    await repo.update(q, list.id, { version, updated_at: now, finished_at: done ? (list.finished_at ?? now) : null });
    return version;
  }

  /** Bumps the version of a list whose own fields changed (title, status, members). */
  async function bump(q: Db, list: ListRow, set: Parameters<ShoppingListsRepository['update']>[2] = {}): Promise<number> {
    const version = Number(list.version) + 1;
    await repo.update(q, list.id, { ...set, version, updated_at: clock.now() });
    return version;
  }

  /** Fills the prices of the ticks the server sees for the first time (docs/shopping-lists.md#score-and-promo-deduite). */
  async function priceNewTicks(
    q: Db,
    before: Map<string, MergeItem>,
    after: Map<string, MergeItem>,
    opts: ReadOptions,
  ): Promise<Map<string, MergeItem>> {
    const fresh: { item: MergeItem; ids: Set<string> }[] = [];
    for (const item of after.values()) {
      if (!item.sku) continue;
      const seen = new Set((before.get(item.key)?.ticks ?? []).map((t) => t.id));
      const ids = new Set(item.ticks.filter((t) => !seen.has(t.id) && t.price === null).map((t) => t.id));
      if (ids.size > 0) fresh.push({ item, ids });
    }
    if (fresh.length === 0) return after;
    const prices = await pricesFor(
      repo,
      q,
      fresh.map((f) => f.item.sku!),
      { today: today(), lang: opts.lang, ...(opts.store ? { store: opts.store } : {}) },
    );
    const next = new Map(after);
    for (const { item, ids } of fresh) {
      const info = prices.get(item.sku!);
      if (!info) continue;
      next.set(item.key, {
        ...item,
        ticks: item.ticks.map((t) => (ids.has(t.id) ? { ...t, price: info.price, regular_price: info.regular_price } : t)),
      });
    }
    return next;
  }

  return {
    build,

    async page(userId: number, q: { tab: ListTab; page: number; pageSize: number; store?: string }, lang: Lang) {
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.page(userId, q.tab, limit, offset);
      const lists = await build(db, rows, userId, { lang, ...(q.store ? { store: q.store } : {}) });
      const items: ListSummary[] = lists.map(({ items: _i, gallery: _g, boost_available_at: _b, ...summary }) => summary);
      return pageOf(items, q, total);
    },

    async get(userId: number, listId: number, opts: ReadOptions): Promise<ShoppingList> {
      return one(db, await visibleOr404(db, listId, userId), userId, opts);
    },

    /** GET /lists/members: the caller's family circle. */
    async assignable(userId: number, lang: Lang): Promise<{ items: ListMember[] }> {
      const rows = await circle(db, userId);
      return {
        items: rows.map((r) => toMember({ id: r.user_id, name: r.name, lastname: r.lastname, avatar: r.avatar }, r.relation, lang)),
      };
    },

    /** A new list, once per request id (the same id answers the list it made). */
    async create(
      userId: number,
      body: {
        request_id: string;
        title: string;
        member_ids: number[];
        items: ({ sku: string; quantity: number } | { text: string; quantity: number })[];
      },
      opts: ReadOptions,
    ): Promise<ShoppingList> {
      const known = await repo.byRequest(db, userId, body.request_id);
      if (known) return one(db, known, userId, opts);
      // The circle is checked first; the database refuses a member whose family exit raced it (familyOnly).
      const made = await familyOnly(
        repo.transaction(async (trx) => {
          const members = await checkCircle(trx, userId, body.member_ids);
          const skus = body.items.flatMap((i) => ('sku' in i ? [i.sku] : []));
          const found = await repo.knownSkus(trx, skus);
          const missing = skus.find((s) => !found.has(s));
          if (missing) throw productNotFound(missing);
          const now = clock.now();
          const list = await repo.insert(trx, {
            owner_id: userId,
            title: body.title,
            request_id: body.request_id,
            duplicated_from: null,
            now,
          });
          if (!list) return null;
          let state = new Map<string, MergeItem>();
          for (const item of body.items) state = applyOp(state, addOp(item, now.getTime()), userId);
          await repo.upsertItems(
            trx,
            [...state.values()].map((i) => toItemRow(list.id, i, 1)),
          );
          await repo.setMembers(trx, list.id, members, now);
          return { list, members };
        }),
      );
      if (!made) return one(db, (await repo.byRequest(db, userId, body.request_id))!, userId, opts);
      await publish([userId, ...made.members], { list_id: made.list.id, version: Number(made.list.version) });
      return one(db, made.list, userId, opts);
    },

    async rename(userId: number, listId: number, title: string, opts: ReadOptions): Promise<ShoppingList> {
      const { list, version, people } = await repo.transaction(async (trx) => {
        const list = await visibleOr404(trx, listId, userId, true);
        if (list.owner_id !== userId) throw ownerOnly();
        const version = list.title === title ? Number(list.version) : await bump(trx, list, { title });
        return { list, version, people: await peopleOf(trx, list) };
      });
      if (version !== Number(list.version)) await publish(people, { list_id: listId, version });
      return this.get(userId, listId, opts);
    },

    /** Deletes a list (its owner only), then its photos' files. */
    async remove(userId: number, listId: number): Promise<void> {
      const { version, people, files } = await repo.transaction(async (trx) => {
        const list = await visibleOr404(trx, listId, userId, true);
        if (list.owner_id !== userId) throw ownerOnly();
        const people = await peopleOf(trx, list);
        const files = (await repo.images(trx, [listId])).map((i) => i.storage_key);
        await repo.remove(trx, listId);
        return { version: Number(list.version) + 1, people, files };
      });
      await publish(people, { list_id: listId, version, removed: true });
      for (const key of files) {
        await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete a list photo'));
      }
    },

    /**
     * Merges a batch of operations (docs/shopping-lists.md#api): under a lock on the list, each op
     * by the caller through the domain's applyOp; unknown skus and adds beyond 200 visible items are
     * refused one by one; only what changed is written, the version moves once per batch.
     */
    async ops(userId: number, listId: number, ops: ListOpBody[], opts: ReadOptions) {
      const rejected: { index: number; code: string }[] = [];
      const result = await repo.transaction(async (trx) => {
        const list = await visibleOr404(trx, listId, userId, true);
        const before =
          toMergeItems(await repo.items(trx, [listId]), await repo.ticks(trx, [listId])).get(listId) ?? new Map<string, MergeItem>();
        const addSkus = ops.flatMap((o) => (o.kind === 'add' && o.sku ? [o.sku] : []));
        const known = await repo.knownSkus(trx, addSkus);
        const latest = clock.now().getTime() + OP_FUTURE_MS;
        let state = before;
        ops.forEach((body, index) => {
          const op = { ...body, at: Math.min(body.at, latest) } as ListOp;
          if (op.kind === 'add') {
            const key = op.sku ? itemKeyOf({ sku: op.sku }) : op.text ? itemKeyOf({ text: op.text }) : null;
            if ((op.sku && op.text) || key !== op.item) return void rejected.push({ index, code: 'VALIDATION_FAILED' });
            if (op.sku && !known.has(op.sku)) return void rejected.push({ index, code: 'PRODUCT_NOT_FOUND' });
          }
          const next = applyOp(state, op, userId);
          const count = visibleItems(next).length;
          if (count > LIST_MAX_ITEMS && count > visibleItems(state).length) return void rejected.push({ index, code: 'LIST_FULL' });
          state = next;
        });
        state = await priceNewTicks(trx, before, state, opts);
        const version = await saveChanges(trx, list, before, state);
        return { list, version, people: version === null ? [] : await peopleOf(trx, list) };
      });
      if (result.version !== null) await publish(result.people, { list_id: listId, version: result.version });
      return { list: await this.get(userId, listId, opts), rejected };
    },

    /** The owner sets who the list is shared with; a removed member is told the list is gone for them. */
    async setMembers(userId: number, listId: number, memberIds: number[], opts: ReadOptions): Promise<ShoppingList> {
      const r = await familyOnly(
        repo.transaction(async (trx) => {
          const list = await visibleOr404(trx, listId, userId, true);
          if (list.owner_id !== userId) throw ownerOnly();
          const wanted = await checkCircle(trx, userId, memberIds);
          const current = await repo.memberIds(trx, listId);
          const removed = current.filter((id) => !wanted.includes(id));
          const same = removed.length === 0 && wanted.every((id) => current.includes(id));
          if (same) return { version: null, removed, wanted };
          await repo.setMembers(trx, listId, wanted, clock.now());
          return { version: await bump(trx, list), removed, wanted };
        }),
      );
      if (r.version !== null) {
        await publish([userId, ...r.wanted], { list_id: listId, version: r.version });
        await publish(r.removed, { list_id: listId, version: r.version, removed: true });
      }
      return this.get(userId, listId, opts);
    },

    /** 'Rejeter la course': any of its people; the list moves to the history as 'Rejetée'. */
    async reject(userId: number, listId: number, opts: ReadOptions): Promise<ShoppingList> {
      const r = await repo.transaction(async (trx) => {
        const list = await visibleOr404(trx, listId, userId, true);
        if (list.status === 'rejected') return { version: null, people: [] };
        const now = clock.now();
        return { version: await bump(trx, list, { status: 'rejected', rejected_at: now }), people: await peopleOf(trx, list) };
      });
      if (r.version !== null) await publish(r.people, { list_id: listId, version: r.version });
      return this.get(userId, listId, opts);
    },

    /** 'Réactiver': a rejected list becomes active again; 409 LIST_NOT_REJECTED otherwise. */
    async reactivate(userId: number, listId: number, opts: ReadOptions): Promise<ShoppingList> {
      const r = await repo.transaction(async (trx) => {
        const list = await visibleOr404(trx, listId, userId, true);
        if (list.status !== 'rejected') throw notRejected();
        return { version: await bump(trx, list, { status: 'active', rejected_at: null }), people: await peopleOf(trx, list) };
      });
      await publish(r.people, { list_id: listId, version: r.version });
      return this.get(userId, listId, opts);
    },

    /**
     * 'Dupliquer' a finished list: a new active list of the caller's, the same visible items
     * unticked, shared with the same people (the members and the owner) who are in the caller's
     * circle; once per request id.
     */
    async duplicate(userId: number, listId: number, requestId: string, opts: ReadOptions): Promise<ShoppingList> {
      const source = await visibleOr404(db, listId, userId);
      const known = await repo.byRequest(db, userId, requestId);
      if (known) return one(db, known, userId, opts);
      const made = await familyOnly(
        repo.transaction(async (trx) => {
          const items =
            toMergeItems(await repo.items(trx, [listId]), await repo.ticks(trx, [listId])).get(listId) ?? new Map<string, MergeItem>();
          if (!isDone(items)) throw notFinished();
          const now = clock.now();
          const list = await repo.insert(trx, {
            owner_id: userId,
            title: source.title,
            request_id: requestId,
            duplicated_from: listId,
            now,
          });
          if (!list) return null;
          let state = new Map<string, MergeItem>();
          for (const item of visibleItems(items)) {
            const add = item.sku
              ? { sku: item.sku, quantity: item.quantity }
              : { text: item.text ?? item.key.slice(2), quantity: item.quantity };
            state = applyOp(state, addOp(add, now.getTime()), userId);
          }
          await repo.upsertItems(
            trx,
            [...state.values()].map((i) => toItemRow(list.id, i, 1)),
          );
          const allowed = new Set((await circle(trx, userId)).map((c) => c.user_id));
          const people = [source.owner_id, ...(await repo.memberIds(trx, listId))].filter((id) => id !== userId && allowed.has(id));
          await repo.setMembers(trx, list.id, people, now);
          return { list, people };
        }),
      );
      if (!made) return one(db, (await repo.byRequest(db, userId, requestId))!, userId, opts);
      await publish([userId, ...made.people], { list_id: made.list.id, version: Number(made.list.version) });
      return one(db, made.list, userId, opts);
    },

    /** Every list the user sees with its version (the live stream's hello). */
    versions: (userId: number) => repo.versions(userId),

    /** For the routes of photos and boosts: the list if the user sees it (404 otherwise), and who its people are. */
    visibleOr404,
    peopleOf,
    publish,
  };
}

export type ShoppingListsService = ReturnType<typeof createShoppingListsService>;
