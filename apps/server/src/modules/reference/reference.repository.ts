import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';

/** SQL only: categories, governorates and delegations. */
export function createReferenceRepository(db: Kysely<DB>) {
  return {
    /** Categories with their names in `lang` (the Arabic one when set, else the French). */
    categories(lang: Lang) {
      return db
        .selectFrom('categories')
        .select([
          'id',
          'category_id',
          localisedSql('category_name', 'category_name_ar', lang).as('category_name'),
          'id_parent',
          'image',
          'kind',
        ])
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    governorates() {
      return db.selectFrom('governorates as g').select(['g.id', 'g.code', 'g.name', 'g.name_ar']).orderBy('g.name').execute();
    },

    delegationsWithStoreCounts() {
      return db
        .selectFrom('delegations as d')
        .leftJoin('stores as s', 's.delegation_id', 'd.id')
        .select(['d.id', 'd.governorate_id', 'd.name', 'd.name_ar', 'd.postal_code', 'd.latitude', 'd.longitude'])
        .select(sql<number>`count(s.magasin_code)::int`.as('store_count'))
        .groupBy('d.id')
        .orderBy('d.name')
        .execute();
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
