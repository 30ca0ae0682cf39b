import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../live/bus.ts';
import { listNotFound } from './list-mappers.ts';
import type { Db, ListRow, ShoppingListsRepository } from './shopping-lists.repository.ts';

/*
 * What the photos and the boosts share with the rest of the lists' API (docs/shopping-lists.md#api):
 * who sees a list, who its people are and the live 'list' event after commit (the version bump is
 * the repository's bumpVersion).
 */

/** The list if the user owns it or is assigned to it, else 404 LIST_NOT_FOUND (an unknown id answers the same). */
export async function visibleOr404(repo: ShoppingListsRepository, q: Db, listId: number, userId: number, lock = false): Promise<ListRow> {
  const row = await repo.visible(q, listId, userId, lock);
  if (!row) throw listNotFound();
  return row;
}

/** The people a change of the list is told to: its owner and its assigned members. */
export const peopleOf = async (repo: ShoppingListsRepository, q: Db, list: ListRow) => [
  ...new Set([list.owner_id, ...(await repo.memberIds(q, list.id))]),
];

/** A list's live event: its new version, and `removed` for those who lost it. */
export interface ListEvent {
  list_id: number;
  version: number;
  removed?: boolean;
}

/** Tells `users` that the list changed (after commit; a lost event is caught up by versions). */
export async function publishList(live: LiveBus, log: FastifyBaseLogger, users: number[], event: ListEvent): Promise<void> {
  if (users.length === 0) return;
  try {
    await live.publish({ users: [...new Set(users)], event: { type: 'list', ...event } });
  } catch (err) {
    log.warn({ err }, 'could not publish a list event');
  }
}
