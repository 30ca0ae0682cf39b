import { ListOpsBody, type ListItem, type ListOpBody, type ShoppingList } from '@qadhya/contracts';
import { applyOps, isChecked, itemsProgress, type MergeItem } from '@qadhya/domain';
import { asDomainOps } from './sync-core.ts';

/**
 * A server for the tests of the lists' sync (docs/shopping-lists.md#offline-and-live-in-the-app):
 * one list, merged with the domain's applyOps like the real route, its version bumped once per batch
 * that changes something, and a price recorded on the ticks it sees first. Test code only.
 */
export class FakeListServer {
  items = new Map<string, MergeItem>();
  version = 1;

  constructor(
    readonly id = 1,
    readonly owner = 1,
    readonly members: number[] = [2],
  ) {}

  /** POST /lists/:id/ops: validated like the route, merged, the new snapshot. */
  ops(ops: ListOpBody[], user: number): ShoppingList {
    ListOpsBody.parse({ ops });
    const before = JSON.stringify([...this.items.entries()]);
    const next = applyOps(this.items, asDomainOps(ops, user));
    for (const [key, item] of next) {
      if (item.ticks.some((t) => t.price === null)) {
        next.set(key, { ...item, ticks: item.ticks.map((t) => (t.price === null ? { ...t, price: 1000, regular_price: 1200 } : t)) });
      }
    }
    this.items = next;
    if (JSON.stringify([...this.items.entries()]) !== before) this.version++;
    return this.snapshot();
  }

  snapshot(): ShoppingList {
    const items: ListItem[] = [...this.items.values()].map((m) => ({
      ...m,
      name: m.text ?? m.sku ?? m.key,
      desc: null,
      image: null,
      price: m.sku ? 1000 : null,
      regular_price: m.sku ? 1200 : null,
      checked: isChecked(m),
      checked_by: null,
      checked_at: null,
    }));
    const progress = itemsProgress(this.items);
    const person = (user_id: number) => ({ user_id, name: `U${user_id}`, avatar: null });
    return {
      id: this.id,
      title: 'Courses',
      owner: person(this.owner),
      created_at: '2026-11-24T12:00:00.000Z',
      status: 'active',
      finished: progress.total > 0 && progress.bought === progress.total,
      version: this.version,
      score: 0,
      promo_deducted: null,
      promo_source: null,
      images: [],
      progress,
      members: this.members.map((id) => ({ ...person(id), relation: null })),
      is_owner: true,
      items,
      gallery: [],
      boost_available_at: null,
    };
  }
}
