import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: what the live stream says first (docs/shopping-lists.md#live). */
export function createListEventsRepository(db: Kysely<DB>) {
  return {
    /** Every list the account sees (its own and those it is assigned to), with its version, by id. */
    async visibleVersions(userId: number): Promise<{ id: number; version: number }[]> {
      const rows = await db
        .selectFrom('shopping_lists as l')
        .select(['l.id', 'l.version'])
        .where((eb) =>
          eb.or([
            eb('l.owner_id', '=', userId),
            eb('l.id', 'in', eb.selectFrom('shopping_list_members as m').select('m.list_id').where('m.user_id', '=', userId)),
          ]),
        )
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({ id: r.id, version: Number(r.version) }));
    },
  };
}

export type ListEventsRepository = ReturnType<typeof createListEventsRepository>;
