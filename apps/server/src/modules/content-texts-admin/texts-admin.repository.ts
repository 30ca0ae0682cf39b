import type { ContentDoc } from '@qadhya/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type Db = Kysely<DB> | Transaction<DB>;

export interface FaqFields {
  question_fr: string;
  question_ar: string;
  answer_fr: string;
  answer_ar: string;
  published: boolean;
}

/** The FAQ items and the versioned texts, as the back office edits them (docs/help.md#faq-and-texts-editors). */
export function createTextsAdminRepository(db: Kysely<DB>) {
  const faqRows = (q: Db) =>
    q
      .selectFrom('faq_items as f')
      .leftJoin('staff as s', 's.id', 'f.updated_by')
      .select([
        'f.id',
        'f.question_fr',
        'f.question_ar',
        'f.answer_fr',
        'f.answer_ar',
        'f.position',
        'f.published',
        'f.version',
        'f.updated_at',
        's.email as updated_by',
      ]);
  const versionRows = (q: Db) =>
    q
      .selectFrom('content_versions as c')
      .leftJoin('staff as s', 's.id', 'c.created_by')
      .select([
        'c.id',
        'c.doc',
        'c.version',
        'c.body_fr',
        'c.body_ar',
        'c.effective_on',
        'c.published_at',
        'c.created_at',
        's.email as created_by',
      ]);

  return {
    db,
    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(work),

    /** Every item (the FAQ stays small: at most a few hundred), in the shoppers' order. */
    faq: (q: Db = db) => faqRows(q).orderBy('f.position').orderBy('f.id').limit(1000).execute(),
    faqItem: (q: Db, id: number) => faqRows(q).where('f.id', '=', id).executeTakeFirst(),
    lockFaq: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('faq_items').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
    async insertFaq(q: Db, row: FaqFields & { position: number; updated_at: Date; updated_by: number }) {
      return (
        await q
          .insertInto('faq_items')
          .values({ ...row, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    updateFaq: (
      q: Db,
      id: number,
      set: Partial<FaqFields> & { version?: number; position?: number; updated_at: Date; updated_by: number },
    ) => q.updateTable('faq_items').set(set).where('id', '=', id).execute(),
    deleteFaq: (q: Db, id: number) => q.deleteFrom('faq_items').where('id', '=', id).execute(),
    async nextPosition(q: Db) {
      const row = await q
        .selectFrom('faq_items')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst();
      return (row?.p ?? 0) + 1;
    },

    versions: (doc: ContentDoc) => versionRows(db).where('c.doc', '=', doc).orderBy('c.version', 'desc').limit(200).execute(),
    version: (q: Db, doc: ContentDoc, version: number) =>
      versionRows(q).where('c.doc', '=', doc).where('c.version', '=', version).executeTakeFirst(),
    /** Holds every version row of the doc: one draft made, published or edited at a time. */
    lockDoc: (trx: Transaction<DB>, doc: ContentDoc) =>
      trx.selectFrom('content_versions').select('id').where('doc', '=', doc).forUpdate().execute(),
    async lastVersion(q: Db, doc: ContentDoc) {
      const row = await q
        .selectFrom('content_versions')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('doc', '=', doc)
        .executeTakeFirst();
      return row?.v ?? 0;
    },
    draft: (q: Db, doc: ContentDoc) =>
      q.selectFrom('content_versions').select('version').where('doc', '=', doc).where('published_at', 'is', null).executeTakeFirst(),
    insertVersion: (
      q: Db,
      row: {
        doc: ContentDoc;
        version: number;
        body_fr: string;
        body_ar: string;
        effective_on: string;
        created_by: number;
        created_at: Date;
      },
    ) => q.insertInto('content_versions').values(row).execute(),
    /** Only a draft changes: a published version is never edited (the where says so again). */
    updateDraft: (
      q: Db,
      doc: ContentDoc,
      version: number,
      set: { body_fr?: string; body_ar?: string; effective_on?: string; published_at?: Date },
    ) =>
      q
        .updateTable('content_versions')
        .set(set)
        .where('doc', '=', doc)
        .where('version', '=', version)
        .where('published_at', 'is', null)
        .executeTakeFirst(),
  };
}

export type TextsAdminRepository = ReturnType<typeof createTextsAdminRepository>;
