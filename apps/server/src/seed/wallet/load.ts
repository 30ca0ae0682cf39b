import type { WalletRules } from '@qadhya/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MAX_PRICE, MIN_PRICE, SHOPPED_CATEGORIES, type WalletSeedInput } from './generate.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** What the wallet demo is drawn from: the seeded stores near Ariana, products, catalogue prices. */
export async function loadWalletSeedInput(db: Tx, today: string, rules: WalletRules): Promise<WalletSeedInput> {
  const stores = await db
    .selectFrom('stores')
    .select(['magasin_code', 'region_name'])
    .where('region_name', 'in', ['Ariana', 'Tunis'])
    .orderBy('magasin_code')
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['sku', 'name', 'base_price', 'category_id'])
    .where('category_id', 'in', SHOPPED_CATEGORIES)
    .where('base_price', '>=', MIN_PRICE)
    .where('base_price', '<=', MAX_PRICE)
    .orderBy('id')
    .execute();
  const { rows: deals } = await sql<{ start: string; end: string; sku: string; price: number }>`
    select to_char(c.oc_debut, 'YYYY-MM-DD') as start, to_char(c.oc_fin, 'YYYY-MM-DD') as end, p.sku, cp.price
    from catalogue_products cp
    join catalogues c on c.id = cp.catalogue_id
    join products p on p.id = cp.product_id
    where c.oc_debut <= ${today}::date
    order by c.id, p.id`.execute(db);
  return { today, stores, products, deals, rules };
}
