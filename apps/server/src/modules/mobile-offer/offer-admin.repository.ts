import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MobileOfferKindColumn, MobileOfferProductsTable } from '../../db/tables/mobile-offer.ts';

type Q = Kysely<DB> | Transaction<DB>;

/** A line of the offer with its catalogue product (docs/mobile-offer.md#back-office-products). */
export type OfferLineRow = Selectable<MobileOfferProductsTable> & {
  sku: string;
  ean: string;
  product_name: string;
  image_version: number;
  image_key: string | null;
};

/** What a line holds of its own: written by the back office and the chain's feed. */
export interface OfferLineWrite {
  kind: MobileOfferKindColumn;
  name: string;
  name_ar: string;
  price: number;
  position: number;
}

/** The kind order of the shoppers' list: SIM cards, phones, recharge cards. */
const KIND_ORDER = sql<number>`case m.kind when 'sim' then 0 when 'phone' then 1 else 2 end`;

/** SQL of the back office's side of the mobile offer's products, and of the chain's feed. */
export function createOfferAdminRepository(db: Kysely<DB>) {
  const lines = (q: Q) =>
    q
      .selectFrom('mobile_offer_products as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .selectAll('m')
      .select(['p.sku', 'p.ean', 'p.name as product_name', 'p.image_version', 'p.image_key']);

  return {
    db,
    transaction<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    /** One page of lines, live or archived, in the shoppers' order (the list is small: a few hundred at most). */
    async page(f: { kind?: MobileOfferKindColumn; archived: boolean; limit: number; offset: number }) {
      let q = lines(db).where('m.archived_at', f.archived ? 'is not' : 'is', null);
      if (f.kind) q = q.where('m.kind', '=', f.kind);
      let count = db
        .selectFrom('mobile_offer_products as m')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.archived_at', f.archived ? 'is not' : 'is', null);
      if (f.kind) count = count.where('m.kind', '=', f.kind);
      const rows = await q.orderBy('m.position').orderBy(KIND_ORDER).orderBy('m.product_id').limit(f.limit).offset(f.offset).execute();
      const total = Number((await count.executeTakeFirstOrThrow()).n);
      return { rows: rows as OfferLineRow[], total };
    },

    bySku: (q: Q, sku: string) => lines(q).where('p.sku', '=', sku).executeTakeFirst() as Promise<OfferLineRow | undefined>,

    /** The same line locked for an edit. */
    async lockBySku(q: Q, sku: string): Promise<OfferLineRow | undefined> {
      return (await lines(q).where('p.sku', '=', sku).forUpdate('m').executeTakeFirst()) as OfferLineRow | undefined;
    },

    productIdOf: async (q: Q, sku: string) => (await q.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst())?.id,

    /** Inserts a line; false when the product already has one (archived or not). */
    async insert(q: Q, productId: number, line: OfferLineWrite, at: Date): Promise<boolean> {
      const res = await q
        .insertInto('mobile_offer_products')
        .values({ product_id: productId, ...line, updated_at: at })
        .onConflict((oc) => oc.column('product_id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async update(q: Q, productId: number, set: Partial<OfferLineWrite> & { archived_at?: Date | null }, at: Date): Promise<void> {
      await q
        .updateTable('mobile_offer_products')
        .set({ ...set, updated_at: at })
        .where('product_id', '=', productId)
        .execute();
    },

    /**
     * The feed's lines, each inserted or replaced by its product; `name_ar` and `position` left
     * undefined keep the stored ones. Returns how many lines changed (an equal line is not rewritten).
     */
    async upsertFeed(
      q: Q,
      rows: readonly (Omit<OfferLineWrite, 'name_ar' | 'position'> & {
        sku: string;
        name_ar?: string;
        position?: number;
        archived: boolean;
      })[],
      at: Date,
    ): Promise<number> {
      let written = 0;
      for (const r of rows) {
        const archivedAt = r.archived ? at : null;
        const res = await sql`
          insert into mobile_offer_products (product_id, kind, name, name_ar, price, position, archived_at, updated_at)
          select p.id, ${r.kind}, ${r.name}, ${r.name_ar ?? ''}, ${r.price}, ${r.position ?? 0}, ${archivedAt}, ${at}
          from products p where p.sku = ${r.sku}
          on conflict (product_id) do update set
            kind = excluded.kind, name = excluded.name, price = excluded.price,
            name_ar = ${r.name_ar === undefined ? sql`mobile_offer_products.name_ar` : sql`excluded.name_ar`},
            position = ${r.position === undefined ? sql`mobile_offer_products.position` : sql`excluded.position`},
            archived_at = case when ${r.archived} then coalesce(mobile_offer_products.archived_at, excluded.archived_at) else null end,
            updated_at = excluded.updated_at
          where (mobile_offer_products.kind, mobile_offer_products.name, mobile_offer_products.price,
                 mobile_offer_products.name_ar, mobile_offer_products.position, mobile_offer_products.archived_at is not null)
            is distinct from
                (excluded.kind, excluded.name, excluded.price,
                 ${r.name_ar === undefined ? sql`mobile_offer_products.name_ar` : sql`excluded.name_ar`},
                 ${r.position === undefined ? sql`mobile_offer_products.position` : sql`excluded.position`}, ${r.archived})`.execute(q);
        written += Number(res.numAffectedRows ?? 0);
      }
      return written;
    },
  };
}

export type OfferAdminRepository = ReturnType<typeof createOfferAdminRepository>;
