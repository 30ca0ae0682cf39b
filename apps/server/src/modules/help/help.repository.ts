import { sql, type Kysely, type Transaction } from 'kysely';
import { escapeLike } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import type { SupportKind } from '../../db/tables/support-content.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';

export type Db = Kysely<DB> | Transaction<DB>;

/** The FAQ answers at most this many items (the table holds a few dozen). */
export const FAQ_MAX_ITEMS = 200;

export interface NewSupportRequest {
  kind: SupportKind;
  user_id: number | null;
  request_id: string;
  sender_key: string;
  lang: Lang;
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  title?: string | null;
  issue_type?: 'connexion' | 'produits' | 'last-chance' | 'autre' | null;
  store_code?: string | null;
  photo_key?: string | null;
  body: string;
  rating?: number | null;
  accepted_terms?: boolean | null;
}

const receiptColumns = ['id', 'kind', 'status', 'created_at'] as const;

/** SQL only: the FAQ and the rows of support_requests a shopper writes (docs/help.md). */
export function createHelpRepository(db: Kysely<DB>) {
  return {
    db,
    /** Published items in position order, in `lang` (Arabic falls back to French); every term in the question or answer. */
    async faq(lang: Lang, terms: string[]) {
      const question = localisedSql('question_fr', 'question_ar', lang);
      const answer = localisedSql('answer_fr', 'answer_ar', lang);
      let qb = db
        .selectFrom('faq_items')
        .select(['id', question.as('question'), answer.as('answer')])
        .where('published', '=', true);
      for (const term of terms) {
        qb = qb.where(sql<boolean>`search_key(${question} || ' ' || ${answer}) like '%' || search_key(${escapeLike(term)}) || '%'`);
      }
      return qb.orderBy('position').orderBy('id').limit(FAQ_MAX_ITEMS).execute();
    },

    /** The request this sender already made with this request id, if any. */
    async bySenderRequest(q: Db, senderKey: string, requestId: string) {
      return q
        .selectFrom('support_requests')
        .select([...receiptColumns, 'photo_key'])
        .where('sender_key', '=', senderKey)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** Inserts a request; undefined when the same sender and request id already made one (a race of two sends). */
    async insert(q: Db, row: NewSupportRequest, now: Date) {
      return q
        .insertInto('support_requests')
        .values({ ...row, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['sender_key', 'request_id']).doNothing())
        .returning(receiptColumns)
        .executeTakeFirst();
    },

    async storeExists(code: string): Promise<boolean> {
      return Boolean(await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst());
    },

    /** A user's own reviews, not deleted, newest first. */
    async reviews(userId: number, limit: number, offset: number) {
      const base = db
        .selectFrom('support_requests')
        .where('user_id', '=', userId)
        .where('kind', '=', 'review')
        .where('deleted_at', 'is', null);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'rating', 'body', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async review(q: Db, id: number) {
      return q
        .selectFrom('support_requests')
        .select(['id', 'rating', 'body', 'created_at'])
        .where('id', '=', id)
        .where('kind', '=', 'review')
        .executeTakeFirst();
    },

    /** Soft-deletes the user's own live review; false when there is none such. */
    async deleteReview(userId: number, id: number, now: Date): Promise<boolean> {
      const res = await db
        .updateTable('support_requests')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .where('kind', '=', 'review')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
