import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContentDoc } from '../../db/tables/support-content.ts';

/** SQL only: the published texts and the shoppers' acceptances of the terms (docs/content.md). */
export function createContentRepository(db: Kysely<DB>) {
  return {
    /** The highest published version of a text (drafts have no published_at). */
    latestPublished(doc: ContentDoc) {
      return db
        .selectFrom('content_versions')
        .select([
          'doc',
          'version',
          'body_fr',
          'body_ar',
          sql<string>`to_char(effective_on, 'YYYY-MM-DD')`.as('effective_on'),
          'published_at',
        ])
        .where('doc', '=', doc)
        .where('published_at', 'is not', null)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async acceptedVersion(userId: number): Promise<number> {
      const row = await db
        .selectFrom('terms_acceptances')
        .select(sql<number | null>`max(version)`.as('v'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.v ?? 0);
    },

    /** Records an acceptance; false when it was there already. */
    async accept(userId: number, version: number, at: Date): Promise<boolean> {
      const rows = await db
        .insertInto('terms_acceptances')
        .values({ user_id: userId, version, accepted_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
        .returning('version')
        .execute();
      return rows.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
