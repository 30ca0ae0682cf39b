import type { ExpressionBuilder } from 'kysely';
import type { DB } from './schema.ts';

// Who sees a shopping list, as SQL for the repositories (docs/shopping-lists.md#family-rule):
// its owner and the people it is assigned to. One expression, so the lists and their deals
// cannot disagree on it.

/** `shopping_lists as l` is seen by `userId`: they own it or are one of its members. */
export function listSeenBy(userId: number) {
  return (eb: ExpressionBuilder<DB & { l: DB['shopping_lists'] }, 'l'>) =>
    eb.or([
      eb('l.owner_id', '=', userId),
      eb.exists(
        eb.selectFrom('shopping_list_members as m').select('m.user_id').whereRef('m.list_id', '=', 'l.id').where('m.user_id', '=', userId),
      ),
    ]);
}
