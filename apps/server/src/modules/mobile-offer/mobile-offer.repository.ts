import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MobileOfferKindColumn, SimReservationsTable, SimStatusColumn } from '../../db/tables/mobile-offer.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';

export type Db = Kysely<DB> | Transaction<DB>;
export type SimRow = Selectable<SimReservationsTable> & { storename: string | null; storename_ar: string | null };

/** A product of the offer with its best last-chance entry still in stock (or nulls). */
export interface OfferProductRow {
  id: number;
  sku: string;
  ean: string;
  kind: MobileOfferKindColumn;
  name: string;
  short_description: string;
  marque: string | null;
  plus: string | null;
  image_version: number;
  price: number;
  old_price: number;
  remise: number;
  lc_store: string | null;
  lc_new: number | null;
  lc_old: number | null;
  lc_remise: number | null;
  lc_stock: number | null;
}

export interface OfferFilter {
  kind?: MobileOfferKindColumn;
  magasin?: string;
  lang: Lang;
  limit: number;
  offset: number;
}

/** The mobile offer's SQL (docs/mobile-offer.md): its products and the SIM reservations. */
export function createMobileOfferRepository(db: Kysely<DB>) {
  const reservationColumns = (q: Db) =>
    q
      .selectFrom('sim_reservations as r')
      .leftJoin('stores as s', 's.magasin_code', 'r.store_code')
      .selectAll('r')
      .select(['s.storename', 's.storename_ar']);

  const adminColumns = (q: Db) =>
    q
      .selectFrom('sim_reservations as r')
      .leftJoin('stores as s', 's.magasin_code', 'r.store_code')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('staff as st', 'st.id', 'r.handled_by')
      .selectAll('r')
      .select([
        's.storename',
        's.storename_ar',
        'u.name as user_name',
        'u.lastname as user_lastname',
        'u.phone as user_phone',
        'st.email as staff_email',
      ]);

  return {
    db,

    /**
     * One page of the offer's live products in their order, with the line's own name (in `lang`) and
     * price, each with its best last-chance entry (indexed: last_chance's primary key by sku).
     */
    async products(f: OfferFilter): Promise<{ rows: OfferProductRow[]; total: number }> {
      const kind = f.kind ? sql`and m.kind = ${f.kind}` : sql``;
      const store = f.magasin ? sql`and lc.magasin_code = ${f.magasin}` : sql``;
      const rows = await sql<OfferProductRow>`
        select p.id, p.sku, p.ean, m.kind, ${localisedSql('m.name', 'm.name_ar', f.lang)} as name,
          ${localisedSql('p.short_description', 'p.short_description_ar', f.lang)} as short_description,
          p.marque, ${localisedSql('p.plus', 'p.plus_ar', f.lang)} as plus, p.image_version,
          m.price, m.price as old_price, 0 as remise,
          best.magasin_code as lc_store, best.nouveau_pv as lc_new, best.ancien_pv as lc_old,
          best.remise as lc_remise, best.stock as lc_stock
        from mobile_offer_products m
        join products p on p.id = m.product_id
        left join lateral (
          select lc.magasin_code, lc.nouveau_pv, lc.ancien_pv, lc.remise, lc.stock
          from last_chance lc
          where lc.sku = p.sku and lc.stock > 0 ${store}
          order by lc.remise desc, lc.nouveau_pv asc, lc.magasin_code
          limit 1
        ) best on true
        where m.archived_at is null ${kind}
        order by m.position, m.product_id
        limit ${f.limit} offset ${f.offset}`.execute(db);
      const count = await sql<{
        n: number;
      }>`select count(*)::int as n from mobile_offer_products m where m.archived_at is null ${kind}`.execute(db);
      return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    byRequest(q: Db, userId: number, requestId: string): Promise<SimRow | undefined> {
      return reservationColumns(q).where('r.user_id', '=', userId).where('r.request_id', '=', requestId).executeTakeFirst();
    },

    /** How many reservations the shopper stored since `since`, and the oldest of them (indexed by user and date). */
    async madeSince(q: Db, userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const row = await q
        .selectFrom('sim_reservations')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest as Date) : null };
    },

    /** Whether this shopper already has an open reservation (reçue or en traitement, flagged or not) for this ID document. */
    async ownOpenFor(q: Db, userId: number, idHash: string): Promise<boolean> {
      const row = await q
        .selectFrom('sim_reservations')
        .select('id')
        .where('id_hash', '=', idHash)
        .where('user_id', '=', userId)
        .where('status', 'in', ['recue', 'en_traitement'])
        .executeTakeFirst();
      return !!row;
    },

    /** The open unflagged reservation holding this ID document (whoever made it), if any. */
    async holderOf(q: Db, idHash: string): Promise<number | null> {
      const row = await q
        .selectFrom('sim_reservations')
        .select('id')
        .where('id_hash', '=', idHash)
        .where('status', 'in', ['recue', 'en_traitement'])
        .where('flagged', '=', false)
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    /**
     * Inserts a reservation. An unflagged one that meets another open unflagged one for the same
     * document (sent at the same instant) is not inserted: `undefined`, and the caller stores it
     * flagged instead. ON CONFLICT keeps the transaction usable.
     */
    async insert(
      q: Db,
      row: Omit<
        Selectable<SimReservationsTable>,
        'id' | 'status' | 'status_note' | 'store_code' | 'handled_by' | 'flagged' | 'duplicate_of'
      > & { duplicate_of: number | null },
    ): Promise<number | undefined> {
      const inserted = await q
        .insertInto('sim_reservations')
        .values({ ...row, flagged: row.duplicate_of !== null })
        .onConflict((oc) =>
          // The partial index's own predicate, word for word (literals, so PostgreSQL infers it).
          oc
            .column('id_hash')
            .where(sql<boolean>`status in ('recue', 'en_traitement') and not flagged`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return inserted ? Number(inserted.id) : undefined;
    },

    byId(q: Db, id: number): Promise<SimRow | undefined> {
      return reservationColumns(q).where('r.id', '=', id).executeTakeFirst();
    },

    /** The row, locked for a status move (the moves of one reservation happen one at a time). */
    async lock(q: Db, id: number): Promise<boolean> {
      return !!(await q.selectFrom('sim_reservations').select('id').where('id', '=', id).forUpdate().executeTakeFirst());
    },

    async mine(userId: number, limit: number, offset: number): Promise<{ rows: SimRow[]; total: number }> {
      const rows = await reservationColumns(db)
        .where('r.user_id', '=', userId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { n } = await db
        .selectFrom('sim_reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },

    async setStatus(
      q: Db,
      id: number,
      v: { status: SimStatusColumn; status_note: string | null; store_code: string | null; handled_by: number | null; updated_at: Date },
    ): Promise<void> {
      await q.updateTable('sim_reservations').set(v).where('id', '=', id).execute();
    },

    async moveByKey(q: Db, id: number, key: string): Promise<boolean> {
      return !!(await q
        .selectFrom('sim_reservation_moves')
        .select('id')
        .where('reservation_id', '=', id)
        .where('request_key', '=', key)
        .executeTakeFirst());
    },

    async addMove(
      q: Db,
      row: {
        reservation_id: number;
        status: SimStatusColumn;
        note: string | null;
        store_code: string | null;
        staff_id: number | null;
        request_key: string;
        created_at: Date;
      },
    ): Promise<void> {
      await q.insertInto('sim_reservation_moves').values(row).execute();
    },

    /** The back office's page, newest first after the cursor, with the shopper and who moved it last. */
    async adminPage(f: { status?: SimStatusColumn; after?: { at: Date; id: number }; limit: number }) {
      let q = adminColumns(db);
      if (f.status) q = q.where('r.status', '=', f.status);
      if (f.after) {
        const { at, id } = f.after;
        q = q.where((eb) => eb.or([eb('r.created_at', '<', at), eb.and([eb('r.created_at', '=', at), eb('r.id', '<', id)])]));
      }
      return q
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(f.limit + 1)
        .execute();
    },

    adminOne: (id: number) => adminColumns(db).where('r.id', '=', id).executeTakeFirst(),
    adminOneIn: (q: Db, id: number) => adminColumns(q).where('r.id', '=', id).executeTakeFirst(),

    /** A store's name in French and Arabic (its French when it has no Arabic), null when there is no such store. */
    async storeName(q: Db, code: string): Promise<{ fr: string; ar: string } | null> {
      const row = await q
        .selectFrom('stores as s')
        .select(['s.storename', localisedSql('s.storename', 's.storename_ar', 'ar').as('storename_ar')])
        .where('s.magasin_code', '=', code)
        .executeTakeFirst();
      return row ? { fr: row.storename, ar: row.storename_ar } : null;
    },

    async counts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('sim_reservations')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
  };
}

export type MobileOfferRepository = ReturnType<typeof createMobileOfferRepository>;
export type AdminSimRow = NonNullable<Awaited<ReturnType<MobileOfferRepository['adminOne']>>>;
