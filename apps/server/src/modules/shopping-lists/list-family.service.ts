import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/handles.ts';
import type { LiveBus } from '../../live/bus.ts';
import { publishList, type ListEvent } from './list-changes.ts';
import { notFamily } from './list-mappers.ts';
import type { Share, ShoppingListsRepository } from './shopping-lists.repository.ts';

/** The database's refusal of a list member outside the owner's family (migration 0035). */
export const FAMILY_CONSTRAINT = 'shopping_list_members_family';

/** Whether `err` is that refusal (a race with a family exit: the circle was checked just before). */
export function isOutsideFamily(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23514' && (e.constraint === FAMILY_CONSTRAINT || (e.message ?? '').includes('is not of the family'));
}

/** Runs a write that assigns members; the database's family refusal becomes 422 NOT_FAMILY_MEMBER. */
export async function familyOnly<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isOutsideFamily(err)) throw notFamily();
    throw err;
  }
}

export interface ListFamilyDeps {
  repo: ShoppingListsRepository;
  clock: Clock;
  live: LiveBus;
  log: FastifyBaseLogger;
}

const key = (s: Share) => `${s.list_id}:${s.user_id}`;

/**
 * A list's members are always members of its family (docs/shopping-lists.md#family-rule). The
 * database keeps the rule (migration 0035: a member outside the family is refused, and a family
 * membership that ends takes the list memberships it was the reason for). This is the family exit's
 * side in the app: the family's lists are locked before the change (an operation, a photo or a boost
 * of the leaver waits, then finds the list gone), and once it commits, who lost a list is told
 * `removed` and the list's remaining people that it changed.
 */
export function createListFamilyService({ repo, clock, live, log }: ListFamilyDeps) {
  const publish = (users: number[], event: ListEvent) => publishList(live, log, users, event);

  return {
    /** Runs `change` (a family membership that may end) in a transaction, then tells the lists' people. */
    async exit<T>(familyId: number, change: (trx: Tx) => Promise<T>): Promise<T> {
      const done = await repo.transaction(async (trx) => {
        const before = await repo.familyShares(trx, familyId);
        const result = await change(trx);
        const kept = new Set((await repo.sharesStill(trx, before)).map(key));
        const lost = before.filter((s) => !kept.has(key(s)));
        const lists = await repo.touch(trx, [...new Set(lost.map((s) => s.list_id))], clock.now());
        const members = await repo.members(
          trx,
          lists.map((l) => l.id),
        );
        return { result, lost, lists, members };
      });
      for (const list of done.lists) {
        const gone = done.lost.filter((s) => s.list_id === list.id).map((s) => s.user_id);
        await publish(gone, { list_id: list.id, version: list.version, removed: true });
        const people = [list.owner_id, ...done.members.filter((m) => m.list_id === list.id).map((m) => m.id)];
        await publish(people, { list_id: list.id, version: list.version });
      }
      return done.result;
    },
  };
}

export type ListFamilyService = ReturnType<typeof createListFamilyService>;
