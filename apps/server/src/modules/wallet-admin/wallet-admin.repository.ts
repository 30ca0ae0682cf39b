import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';

/** How a search text finds shoppers (docs/wallet.md#back-office-fidelite). */
export type ShopperMatch = { by: 'digits8'; value: string } | { by: 'card'; value: string } | { by: 'name'; value: string };

export interface ShopperRow {
  id: number;
  name: string | null;
  lastname: string | null;
  phone: string;
  card_number: string | null;
  points: number;
  spend: number;
}

/** SQL only: the shoppers' search and the parts of one shopper's wallet staff read. */
export function createWalletAdminRepository(db: Kysely<DB>) {
  /** Shoppers of a match with their card, points (ledger sum) and spend since `spendFrom`. */
  const base = (match: ShopperMatch) => {
    let q = db.selectFrom('users as u').leftJoin('loyalty_cards as c', 'c.user_id', 'u.id');
    if (match.by === 'digits8') {
      // A phone and a UID are both 8 digits: either one, exactly (both columns are indexed).
      q = q.where((eb) => eb.or([eb('u.phone', '=', match.value), eb('u.id', '=', Number(match.value))]));
    } else if (match.by === 'card') {
      q = q.where('c.card_number', '=', match.value);
    } else {
      const prefix = `${escapeLike(match.value)}%`;
      q = q.where((eb) =>
        eb.or([
          sql<boolean>`u.name ilike ${prefix}`,
          sql<boolean>`u.lastname ilike ${prefix}`,
          sql<boolean>`(coalesce(u.name, '') || ' ' || coalesce(u.lastname, '')) ilike ${prefix}`,
        ]),
      );
    }
    return q;
  };

  return {
    async search(
      match: ShopperMatch,
      spendFrom: Date,
      spendTo: Date,
      limit: number,
      offset: number,
    ): Promise<{ rows: ShopperRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        base(match)
          .select(['u.id', 'u.name', 'u.lastname', 'u.phone', 'c.card_number'])
          .select((eb) => [
            eb
              .selectFrom('points_ledger as p')
              .select(sql<string>`coalesce(sum(p.points), 0)`.as('s'))
              .whereRef('p.user_id', '=', 'u.id')
              .as('points'),
            eb
              .selectFrom('receipts as r')
              .select(sql<string>`coalesce(sum(r.paid), 0)`.as('s'))
              .whereRef('r.user_id', '=', 'u.id')
              .where('r.purchased_at', '>=', spendFrom)
              .where('r.purchased_at', '<', spendTo)
              .as('spend'),
          ])
          .orderBy('u.lastname')
          .orderBy('u.name')
          .orderBy('u.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        base(match)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, points: Number(r.points ?? 0), spend: Number(r.spend ?? 0) })),
        total: Number(count.n),
      };
    },

    shopper(id: number) {
      return db
        .selectFrom('users as u')
        .leftJoin('loyalty_cards as c', 'c.user_id', 'u.id')
        .select(['u.id', 'u.name', 'u.lastname', 'u.phone', 'c.card_number'])
        .where('u.id', '=', id)
        .executeTakeFirst();
    },

    offers(userId: number, limit: number) {
      return db
        .selectFrom('wallet_offers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    receipts(userId: number, limit: number) {
      return db
        .selectFrom('receipts as r')
        .innerJoin('stores as s', 's.magasin_code', 'r.magasin_code')
        .select(['r.id', 'r.purchased_at', 'r.kind', 'r.magasin_code', 's.storename', 'r.total', 'r.discount', 'r.paid', 'r.points_earned'])
        .where('r.user_id', '=', userId)
        .orderBy('r.purchased_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type WalletAdminRepository = ReturnType<typeof createWalletAdminRepository>;
