import { formatMoney, withCheckDigit, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/schema.ts';
import { lockSeeding } from '../state.ts';

/** The Téléphonie aisle: the offer's SIM and recharge cards join the phones there. */
const TELEPHONY = 112;

interface CardProduct {
  sku: string;
  kind: 'sim' | 'recharge';
  name: string;
  marque: string;
  price: number;
  short: string;
  short_ar: string;
}

/**
 * The offer's own SIM cards and the recharge cards sold at the till (docs/mobile-offer.md#demo-data).
 * Article codes 9000xx: digits like every sku, apart from the generated ones (100 000 + id).
 */
export const OFFER_CARDS: readonly CardProduct[] = [
  {
    sku: '900001',
    kind: 'sim',
    name: 'Carte SIM Aziza Mobile prépayée',
    marque: 'Aziza Mobile',
    price: 5_000,
    short: 'SIM prépayée, 5 DT de crédit offert',
    short_ar: `شريحة مسبقة الدفع مع رصيد ${formatMoney(5_000, 'ar', { whole: true })} هدية`,
  },
  {
    sku: '900002',
    kind: 'sim',
    name: 'Carte SIM Aziza Mobile Internet 10 Go',
    marque: 'Aziza Mobile',
    price: 15_000,
    short: 'SIM avec 10 Go valables 30 jours',
    short_ar: 'شريحة مع 10 جيغا صالحة 30 يومًا',
  },
  {
    sku: '900011',
    kind: 'recharge',
    name: 'Recharge Aziza Mobile 5 DT',
    marque: 'Aziza Mobile',
    price: 5_000,
    short: 'Code imprimé sur le ticket de caisse',
    short_ar: 'رمز مطبوع على تذكرة الصندوق',
  },
  {
    sku: '900012',
    kind: 'recharge',
    name: 'Recharge Aziza Mobile 10 DT',
    marque: 'Aziza Mobile',
    price: 10_000,
    short: 'Code imprimé sur le ticket de caisse',
    short_ar: 'رمز مطبوع على تذكرة الصندوق',
  },
  {
    sku: '900021',
    kind: 'recharge',
    name: 'Recharge Ooredoo 10 DT',
    marque: 'Ooredoo',
    price: 10_000,
    short: 'Code à composer : *100*code#',
    short_ar: 'رمز يُطلب: *100*الرمز#',
  },
  {
    sku: '900022',
    kind: 'recharge',
    name: 'Recharge Orange 10 DT',
    marque: 'Orange',
    price: 10_000,
    short: 'Code à composer : *100*code#',
    short_ar: 'رمز يُطلب: *100*الرمز#',
  },
  {
    sku: '900023',
    kind: 'recharge',
    name: 'Recharge Tunisie Telecom 10 DT',
    marque: 'Tunisie Telecom',
    price: 10_000,
    short: 'Code à composer : *123*code#',
    short_ar: 'رمز يُطلب: *123*الرمز#',
  },
];

/** In-store EAN-13 (prefix 20, restricted distribution): 20 + 10 digits of the card's rank + check digit. */
const cardEan = (rank: number) => withCheckDigit(`20${String(7_000_000_000 + rank).padStart(10, '0')}`);

async function insertCards(trx: Transaction<DB>, now: Date): Promise<number> {
  const known = new Set(
    (
      await trx
        .selectFrom('products')
        .select('sku')
        .where(
          'sku',
          'in',
          OFFER_CARDS.map((c) => c.sku),
        )
        .execute()
    ).map((r) => r.sku),
  );
  const { max } = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirstOrThrow();
  let id = Number(max ?? 0);
  const fresh = OFFER_CARDS.map((c, rank) => ({ c, rank })).filter(({ c }) => !known.has(c.sku));
  for (const { c, rank } of fresh) {
    id += 1;
    await trx
      .insertInto('products')
      .values({
        id,
        sku: c.sku,
        ean: cardEan(rank),
        name: c.name,
        description: `${c.name}. ${c.short}.`,
        short_description: c.short,
        short_description_ar: c.short_ar,
        description_ar: c.short_ar,
        marque: c.marque,
        size: null,
        category_id: TELEPHONY,
        category_ids: [TELEPHONY],
        base_price: c.price,
        price: c.price,
        old_price: c.price,
        new_price: c.price,
        plus: null,
        pack: 'box',
        source: 'generated',
      })
      .execute();
  }
  if (fresh.length > 0) {
    // Every store sells them: a stock row each, so the availability screens find them.
    await sql`insert into stock (magasin_code, sku, stock, updated_at)
      select s.magasin_code, p.sku, 20 + (abs(hashtext(s.magasin_code || p.sku)) % 180), ${now}
      from stores s cross join products p
      where p.sku in (${sql.join(fresh.map(({ c }) => c.sku))})
      on conflict do nothing`.execute(trx);
  }
  return fresh.length;
}

/**
 * The mobile offer's demo (docs/mobile-offer.md#demo-data), once: its SIM and recharge cards, the
 * smartphones of the Téléphonie aisle, and two phones on last chance in a few stores so the list
 * shows the offer's discounts.
 */
export async function ensureMobileOfferDemo(database: Database, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const added = await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    // Their Arabic lines, also on a database whose Arabic forms were emptied (as fillArabic does).
    for (const c of OFFER_CARDS) {
      await trx
        .updateTable('products')
        .set({ short_description_ar: c.short_ar, description_ar: c.short_ar })
        .where('sku', '=', c.sku)
        .where((eb) => eb.or([eb('short_description_ar', 'is', null), eb('description_ar', 'is', null)]))
        .execute();
    }
    if (await trx.selectFrom('mobile_offer_products').select('product_id').limit(1).executeTakeFirst()) return 0;
    if (!(await trx.selectFrom('categories').select('id').where('category_id', '=', TELEPHONY).executeTakeFirst())) return 0;
    const now = clock.now();
    await insertCards(trx, now);
    const phones = await trx
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'price'])
      .where('category_id', '=', TELEPHONY)
      .where('name', 'like', 'Smartphone%')
      .orderBy('price')
      .orderBy('id')
      .execute();
    const cards = await trx
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'price'])
      .where(
        'sku',
        'in',
        OFFER_CARDS.map((c) => c.sku),
      )
      .execute();
    const card = new Map(cards.map((c) => [c.sku, c]));
    // Each offer line has its own name and price (docs/mobile-offer.md#back-office-products): the product's to start with.
    const line = (p: { id: number; name: string; price: number }) => ({ product_id: p.id, name: p.name, price: p.price });
    const rows = [
      ...OFFER_CARDS.filter((c) => c.kind === 'sim').map((c) => ({ ...line(card.get(c.sku)!), kind: 'sim' as const })),
      ...phones.map((p) => ({ ...line(p), kind: 'phone' as const })),
      ...OFFER_CARDS.filter((c) => c.kind === 'recharge').map((c) => ({ ...line(card.get(c.sku)!), kind: 'recharge' as const })),
    ].map((r, i) => ({ ...r, position: i + 1 }));
    await trx.insertInto('mobile_offer_products').values(rows).execute();
    // Two phones on last chance in five stores (the last codes), 25 % and 15 % off.
    const stores = await trx.selectFrom('stores').select('magasin_code').orderBy('magasin_code', 'desc').limit(5).execute();
    const onSale = phones.slice(0, 2);
    for (const [i, p] of onSale.entries()) {
      const remise = i === 0 ? 25 : 15;
      const price = Math.round((p.price * (100 - remise)) / 100 / 100) * 100;
      for (const s of stores) {
        await trx
          .insertInto('last_chance')
          .values({
            sku: p.sku,
            magasin_code: s.magasin_code,
            nouveau_pv: price,
            ancien_pv: p.price,
            remise,
            stock: 3 + i,
            desc_article: p.name,
            category_id: TELEPHONY,
          })
          .onConflict((oc) => oc.columns(['sku', 'magasin_code']).doNothing())
          .execute();
      }
    }
    return rows.length;
  });
  if (added > 0) log.info({ products: added }, 'demo data: mobile offer added');
}
