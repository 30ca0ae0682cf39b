import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type Db = Kysely<DB> | Transaction<DB>;

/** SQL only: codes, referrals, invitations and the rules (docs/referral.md). */
export function createReferralRepository(db: Kysely<DB>) {
  return {
    db,

    async codeOf(q: Db, userId: number): Promise<string | null> {
      return (await q.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirst())?.referral_code ?? null;
    },

    /** Sets the code if the shopper has none; false when the code is taken by someone else. */
    async setCode(q: Db, userId: number, code: string): Promise<boolean> {
      try {
        await q.updateTable('users').set({ referral_code: code }).where('id', '=', userId).where('referral_code', 'is', null).execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    ownerOf(q: Db, code: string) {
      return q.selectFrom('users').select(['id', 'name']).where('referral_code', '=', code).executeTakeFirst();
    },

    account(q: Db, userId: number) {
      return q.selectFrom('users').select(['id', 'name', 'created_at']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    },

    referralOf(q: Db, refereeId: number, lock = false) {
      let query = q.selectFrom('referrals').selectAll().where('referee_id', '=', refereeId);
      if (lock) query = query.forNoKeyUpdate();
      return query.executeTakeFirst();
    },

    /** Who invited whom, upward from `userId` (at most `depth` steps). */
    async chainUp(q: Db, userId: number, depth: number): Promise<number[]> {
      const rows = await sql<{ referrer_id: number }>`
        with recursive up(id, n) as (
          select referrer_id, 1 from referrals where referee_id = ${userId}
          union all
          select r.referrer_id, up.n + 1 from referrals r join up on r.referee_id = up.id where up.n < ${depth}
        )
        select id as referrer_id from up`.execute(q);
      return rows.rows.map((r) => r.referrer_id);
    },

    /** Whether any of these devices already brought a referral. */
    async deviceUsed(q: Db, deviceIds: string[]): Promise<boolean> {
      if (deviceIds.length === 0) return false;
      return (await q.selectFrom('referrals').select('referee_id').where('device_id', 'in', deviceIds).executeTakeFirst()) !== undefined;
    },

    /** The devices registered to this account (POST /devices with its token), newest first. */
    async devicesOf(q: Db, userId: number): Promise<string[]> {
      const rows = await q
        .selectFrom('devices')
        .select('device_id')
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('device_id')
        .execute();
      return rows.map((r) => r.device_id);
    },

    /** The account a device is registered to: a number, null when registered anonymously, undefined when unknown. */
    async deviceOwner(q: Db, deviceId: string): Promise<number | null | undefined> {
      const row = await q.selectFrom('devices').select('user_id').where('device_id', '=', deviceId).executeTakeFirst();
      return row ? row.user_id : undefined;
    },

    async broughtOn(q: Db, referrerId: number, day: string): Promise<number> {
      const row = await q
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('referrer_id', '=', referrerId)
        .where('tunis_day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async hasPurchased(q: Db, userId: number): Promise<boolean> {
      return (
        (await q
          .selectFrom('receipts')
          .select('id')
          .where('user_id', '=', userId)
          .where('kind', '=', 'sale')
          .limit(1)
          .executeTakeFirst()) !== undefined
      );
    },

    async insertReferral(
      q: Db,
      row: { referee_id: number; referrer_id: number; device_id: string | null; created_at: Date; tunis_day: string },
    ) {
      await q.insertInto('referrals').values(row).execute();
    },

    rewarded(q: Db, refereeId: number, set: { rewarded_at: Date; receipt_id: number; offer_id: number; bonus: number }) {
      return q.updateTable('referrals').set(set).where('referee_id', '=', refereeId).execute();
    },

    async figures(q: Db, userId: number) {
      const [invited, brought] = await Promise.all([
        q
          .selectFrom('referral_invites')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
        q
          .selectFrom('referrals')
          .select((eb) => [eb.fn.countAll<string | number>().as('n'), sql<string | number>`coalesce(sum(bonus), 0)`.as('bonus')])
          .where('referrer_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { invited: Number(invited.n), downloaded: Number(brought.n), bonus: Number(brought.bonus) };
    },

    friends(q: Db, userId: number, limit: number) {
      return q
        .selectFrom('referrals')
        .innerJoin('users', 'users.id', 'referrals.referee_id')
        .select(['users.name', 'users.avatar', 'referrals.created_at', 'referrals.rewarded_at'])
        .where('referrals.referrer_id', '=', userId)
        .orderBy('referrals.created_at', 'desc')
        .orderBy('referrals.referee_id', 'desc')
        .limit(limit)
        .execute();
    },

    async nameOf(q: Db, userId: number): Promise<string | null> {
      return (await q.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name ?? null;
    },

    rules(q: Db) {
      return q
        .selectFrom('referral_rules')
        .select(['bonus', 'min_purchase', 'valid_days', 'daily_limit'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
    },

    saveRules(q: Db, rules: { bonus: number; min_purchase: number; valid_days: number; daily_limit: number }, at: Date) {
      return q
        .updateTable('referral_rules')
        .set({ ...rules, updated_at: at })
        .where('id', '=', 1)
        .execute();
    },

    invite(q: Db, userId: number, requestId: string) {
      return q
        .selectFrom('referral_invites')
        .select(['id', 'channel', 'created_at'])
        .where('user_id', '=', userId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    async invitesOn(q: Db, userId: number, channel: 'email' | 'share', day: string): Promise<number> {
      const row = await q
        .selectFrom('referral_invites')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('tunis_day', '=', day)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async emailedSince(q: Db, userId: number, emailHash: string, since: Date): Promise<boolean> {
      const row = await q
        .selectFrom('referral_invites')
        .select('id')
        .where('user_id', '=', userId)
        .where('email_hash', '=', emailHash)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Notes an invitation; false when this request_id was already noted. */
    async addInvite(
      q: Db,
      row: {
        user_id: number;
        channel: 'email' | 'share';
        email_hash: string | null;
        request_id: string;
        created_at: Date;
        tunis_day: string;
      },
    ): Promise<boolean> {
      const done = await q
        .insertInto('referral_invites')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return done !== undefined;
    },

    removeInvite(q: Db, userId: number, requestId: string) {
      return q.deleteFrom('referral_invites').where('user_id', '=', userId).where('request_id', '=', requestId).execute();
    },

    lockUser(q: Db, userId: number) {
      return q.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
