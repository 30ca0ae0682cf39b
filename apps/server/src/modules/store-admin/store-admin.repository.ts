import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { escapeLike } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';
import type { OpeningHoursJson, StoresTable } from '../../db/tables/stores.ts';
import type { AuditQuery } from '../admin/audit.ts';

/** A store as the back office shows it. */
export interface AdminStoreRow {
  magasin_code: string;
  storename: string;
  storename_ar: string | null;
  address: string;
  address_ar: string | null;
  phone: string;
  city: string;
  region_name: string;
  latitude: number;
  longitude: number;
  opening_hours: OpeningHoursJson;
  temporarily_closed: boolean;
}

export interface AdminStoreFilter {
  q?: string | undefined;
  /** Only these stores (a store manager's); undefined: every store. */
  codes?: string[] | undefined;
}

/** SQL only: stores for the back office. */
export function createStoreAdminRepository(db: Kysely<DB>) {
  const columns = [
    's.magasin_code',
    's.storename',
    's.storename_ar',
    's.address',
    's.address_ar',
    's.phone',
    's.city',
    's.region_name',
    's.latitude',
    's.longitude',
    's.opening_hours',
    's.temporarily_closed',
  ] as const;

  // Name or delegation through the trigram index stores_search_idx (0002), or the exact code (primary key).
  const filtered = (f: AdminStoreFilter) =>
    db
      .selectFrom('stores as s')
      .$if(Boolean(f.q), (qb) =>
        qb.where((eb) =>
          eb.or([
            sql<boolean>`search_key(s.storename || ' ' || s.city) like '%' || search_key(${escapeLike(f.q ?? '')}) || '%'`,
            eb('s.magasin_code', '=', (f.q ?? '').toUpperCase()),
          ]),
        ),
      )
      .$if(f.codes !== undefined, (qb) => qb.where('s.magasin_code', 'in', f.codes?.length ? f.codes : ['']));

  return {
    ...handlesOf(db),

    async search(f: AdminStoreFilter, limit: number, offset: number): Promise<{ rows: AdminStoreRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(f).select(columns).orderBy('s.magasin_code').limit(limit).offset(offset).execute(),
        filtered(f)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },

    byCode: (code: string, q: AuditQuery = db): Promise<AdminStoreRow | undefined> =>
      q.selectFrom('stores as s').select(columns).where('s.magasin_code', '=', code).executeTakeFirst(),

    /** The delegation of a new store with its governorate's name, or undefined. */
    delegation: (id: number, q: AuditQuery = db) =>
      q
        .selectFrom('delegations as d')
        .innerJoin('governorates as g', 'g.id', 'd.governorate_id')
        .select(['d.id', 'd.name', 'd.postal_code', 'd.governorate_id', 'g.name as governorate'])
        .where('d.id', '=', id)
        .executeTakeFirst(),

    /** Inserts a store; false when the code is taken. */
    async insert(trx: AuditQuery, row: Insertable<StoresTable>): Promise<boolean> {
      const r = await trx
        .insertInto('stores')
        .values(row)
        .onConflict((oc) => oc.column('magasin_code').doNothing())
        .returning('magasin_code')
        .executeTakeFirst();
      return r !== undefined;
    },

    update: (trx: AuditQuery, code: string, patch: Updateable<StoresTable>) =>
      trx.updateTable('stores').set(patch).where('magasin_code', '=', code).execute(),
  };
}

export type StoreAdminRepository = ReturnType<typeof createStoreAdminRepository>;

/** The columns a back-office edit changes (docs/architecture.md#layers). */
export type StorePatch = Updateable<StoresTable>;
