import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One row of the family's history, before names and texts are put in the answer's language. */
export interface ActivityRow {
  kind: 'list_finished' | 'prize_won' | 'member_joined' | 'points_transferred';
  at: Date | string;
  user_id: number;
  ref_id: number | string;
  other_id: number | null;
  title: string | null;
  title_ar: string | null;
  points: number | string | null;
  image: string | null;
  game: string | null;
}

export interface FiguresRow {
  points: number;
  savings: number;
  lists: number;
}

export interface PersonRow {
  id: number;
  name: string | null;
  lastname: string | null;
  avatar: string | null;
}

/** `ids` as a literal int array (ids are integers the server read from its own rows). */
const intArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql.lit(Math.trunc(id))))}]::int[]`;

/**
 * SQL only: who shares their activity (migration 0044), the family's figures of a month and its
 * history (docs/family.md#figures-and-history). Every read takes the people already filtered to
 * those who share: the service decides who they are.
 */
export function createFamilyActivityRepository(db: Kysely<DB>) {
  /** The history's four sources, one row per event of the sharing people. */
  const events = (people: readonly number[], circleFamilies: readonly number[]) => sql<ActivityRow>`
    select 'list_finished' as kind, l.finished_at as at, l.owner_id as user_id, l.id as ref_id, null::int as other_id,
           l.title, null::text as title_ar, null::bigint as points,
           (select '/uploads/' || i.storage_key from shopping_list_images i where i.list_id = l.id order by i.id limit 1) as image,
           null::text as game
      from shopping_lists l
     where l.owner_id = any(${intArray(people)}) and l.finished_at is not null and l.status = 'active'
    union all
    select 'prize_won', coalesce(g.finished_at, g.started_at), g.user_id, g.id, null, o.label, o.label_ar, null, null, g.game::text
      from game_plays g join wallet_offers o on o.id = g.offer_id
     where g.user_id = any(${intArray(people)}) and g.offer_id is not null
    union all
    select 'member_joined',
           coalesce((select i.responded_at from family_invitations i
                      where i.family_id = m.family_id and i.invitee_id = m.user_id and i.status = 'accepted'
                      order by i.id desc limit 1), m.created_at),
           m.user_id, m.id, null, null, null, null, null, null
      from family_members m
     where m.family_id = any(${intArray(circleFamilies)}) and m.user_id = any(${intArray(people)})
    union all
    select 'points_transferred', p.at, p.user_id, p.id, p.counterpart_user_id, null, null, -p.points, null, null
      from points_ledger p
     where p.kind = 'transfer_out' and p.user_id = any(${intArray(people)})`;

  return {
    /** Whether each of `ids` shares (true only for a row saying so). */
    async sharing(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('family_sharing')
        .select('user_id')
        .where('user_id', 'in', [...ids])
        .where('shares', '=', true)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    async setSharing(userId: number, shares: boolean, now: Date): Promise<void> {
      await db
        .insertInto('family_sharing')
        .values({ user_id: userId, shares, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ shares, updated_at: now }))
        .execute();
    },

    /** The families a user owns or belongs to (their "circles"). */
    async circleFamilies(userId: number): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`
        select id from families where owner_id = ${userId}
        union
        select family_id from family_members where user_id = ${userId}`.execute(db);
      return rows.map((r) => Number(r.id));
    },

    /** Points earned (less reversed), money saved (promotions and offers) and lists finished by `people` in [from, to). */
    async figures(people: readonly number[], from: Date, to: Date): Promise<FiguresRow> {
      if (people.length === 0) return { points: 0, savings: 0, lists: 0 };
      const { rows } = await sql<{ points: string | number | null; savings: string | number | null; lists: string | number | null }>`
        select
          (select coalesce(sum(p.points), 0) from points_ledger p
            where p.user_id = any(${intArray(people)}) and p.kind in ('earned', 'reversed') and p.at >= ${from} and p.at < ${to}) as points,
          (select coalesce(sum(r.discount + coalesce((select sum(rl.discount) from receipt_lines rl where rl.receipt_id = r.id), 0)), 0)
             from receipts r
            where r.user_id = any(${intArray(people)}) and r.purchased_at >= ${from} and r.purchased_at < ${to}) as savings,
          (select count(*) from shopping_lists l
            where l.owner_id = any(${intArray(people)}) and l.status = 'active' and l.finished_at >= ${from} and l.finished_at < ${to}) as lists`.execute(
        db,
      );
      const row = rows[0]!;
      return { points: Number(row.points ?? 0), savings: Number(row.savings ?? 0), lists: Number(row.lists ?? 0) };
    },

    /** A page of the history, newest first, and how many items there are in all. */
    async history(
      people: readonly number[],
      circleFamilies: readonly number[],
      page: { offset: number; limit: number },
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      if (people.length === 0 || circleFamilies.length === 0) return { rows: [], total: 0 };
      const [list, count] = await Promise.all([
        sql<ActivityRow>`select * from (${events(people, circleFamilies)}) e
          order by e.at desc, e.kind, e.ref_id desc limit ${page.limit} offset ${page.offset}`.execute(db),
        sql<{ n: string | number }>`select count(*) as n from (${events(people, circleFamilies)}) e`.execute(db),
      ]);
      return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    /** Names and profile pictures of some users. */
    people(ids: readonly number[]): Promise<PersonRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'name', 'lastname', 'avatar'])
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

export type FamilyActivityRepository = ReturnType<typeof createFamilyActivityRepository>;
