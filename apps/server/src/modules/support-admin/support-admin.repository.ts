import type { SupportKind, SupportStatus } from '@qadhya/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';

export type Db = Kysely<DB> | Transaction<DB>;

/** The inbox's filters (docs/help.md#support-inbox). */
export interface InboxFilter {
  kind?: SupportKind | undefined;
  status?: SupportStatus | undefined;
  /** A staff id, or 'none' (nobody). */
  assigned?: number | 'none' | undefined;
  /** Words of the texts, or an exact id. */
  text?: string | undefined;
  id?: number | undefined;
  /** Rows strictly before this (created_at, id). */
  before?: { at: Date; id: number } | undefined;
}

/** The support inbox's reads and writes (support_requests, support_replies; docs/help.md#back-office). */
export function createSupportAdminRepository(db: Kysely<DB>) {
  const base = (q: Db) =>
    q
      .selectFrom('support_requests as r')
      .leftJoin('staff as s', 's.id', 'r.assigned_to')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .where('r.deleted_at', 'is', null)
      .select([
        'r.id',
        'r.kind',
        'r.status',
        'r.user_id',
        'r.lang',
        'r.name',
        'r.email',
        'r.subject',
        'r.title',
        'r.issue_type',
        'r.store_code',
        'r.photo_key',
        'r.body',
        'r.rating',
        'r.accepted_terms',
        'r.retained_at',
        'r.voucher_offer_id',
        'r.created_at',
        'r.updated_at',
        'r.assigned_to',
        's.email as assigned_email',
        'u.name as user_name',
        'u.lastname as user_lastname',
        'u.phone as user_phone',
      ]);

  return {
    db,

    async list(filter: InboxFilter, limit: number) {
      let q = base(db);
      if (filter.kind) q = q.where('r.kind', '=', filter.kind);
      if (filter.status) q = q.where('r.status', '=', filter.status);
      if (filter.assigned === 'none') q = q.where('r.assigned_to', 'is', null);
      else if (filter.assigned !== undefined) q = q.where('r.assigned_to', '=', filter.assigned);
      if (filter.id !== undefined) q = q.where('r.id', '=', filter.id);
      if (filter.text) {
        const like = `%${escapeLike(filter.text)}%`;
        q = q.where((eb) =>
          eb.or([
            eb('r.body', 'ilike', like),
            eb('r.title', 'ilike', like),
            eb('r.subject', 'ilike', like),
            eb('r.name', 'ilike', like),
            eb('r.email', 'ilike', like),
          ]),
        );
      }
      if (filter.before) {
        const { at, id } = filter.before;
        q = q.where((eb) => eb(eb.refTuple('r.created_at', 'r.id'), '<', eb.tuple(at, id)));
      }
      return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
    },

    /** Every request by kind and status (the tabs' counts). */
    async counts() {
      return db
        .selectFrom('support_requests')
        .where('deleted_at', 'is', null)
        .select((eb) => ['kind', 'status', eb.fn.countAll<string | number>().as('n')])
        .groupBy(['kind', 'status'])
        .execute();
    },

    byId: (q: Db, id: number) => base(q).where('r.id', '=', id).executeTakeFirst(),

    /** Holds the request's row until the transaction ends: two clicks go one after the other. */
    lock: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('support_requests').select(['id']).where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst(),

    storeName: async (q: Db, code: string) =>
      (await q.selectFrom('stores').select('storename').where('magasin_code', '=', code).executeTakeFirst())?.storename ?? null,

    replies: (q: Db, requestId: number) =>
      q
        .selectFrom('support_replies as p')
        .leftJoin('staff as s', 's.id', 'p.staff_id')
        .select(['p.id', 'p.body', 'p.created_at', 'p.staff_id', 's.email as staff_email', 'p.notification_id'])
        .where('p.request_id', '=', requestId)
        .orderBy('p.id')
        .execute(),

    replyByKey: (q: Db, requestId: number, key: string) =>
      q.selectFrom('support_replies').select('id').where('request_id', '=', requestId).where('request_key', '=', key).executeTakeFirst(),

    async insertReply(q: Db, row: { request_id: number; staff_id: number; body: string; request_key: string; created_at: Date }) {
      return Number((await q.insertInto('support_replies').values(row).returning('id').executeTakeFirstOrThrow()).id);
    },

    setReplyNotification: (q: Db, replyId: number, notificationId: number) =>
      q.updateTable('support_replies').set({ notification_id: notificationId }).where('id', '=', replyId).execute(),

    update: (
      q: Db,
      id: number,
      set: { status?: SupportStatus; assigned_to?: number | null; retained_at?: Date; voucher_offer_id?: number; updated_at: Date },
    ) => q.updateTable('support_requests').set(set).where('id', '=', id).execute(),

    /** An active staff member who may answer (support or admin). */
    agent: (q: Db, staffId: number) =>
      q
        .selectFrom('staff')
        .select(['id', 'email', 'role'])
        .where('id', '=', staffId)
        .where('disabled_at', 'is', null)
        .where('role', 'in', ['support', 'admin'])
        .executeTakeFirst(),

    agents: () =>
      db
        .selectFrom('staff')
        .select(['id', 'email', 'role'])
        .where('disabled_at', 'is', null)
        .where('role', 'in', ['support', 'admin'])
        .orderBy('email')
        .limit(500)
        .execute(),

    voucher: (q: Db, offerId: number) =>
      q.selectFrom('wallet_offers').select(['id', 'code', 'label', 'expires_at']).where('id', '=', offerId).executeTakeFirst(),
  };
}

export type SupportAdminRepository = ReturnType<typeof createSupportAdminRepository>;
export type InboxRow = NonNullable<Awaited<ReturnType<SupportAdminRepository['byId']>>>;
