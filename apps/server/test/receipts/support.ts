/**
 * The receipts feed's tests (docs/wallet.md#receipts): a till key, shoppers with a card, products
 * in and out of the running catalogue, receipts that add up, and the cleanup a shared PostgreSQL
 * test database needs.
 */
import crypto from 'node:crypto';
import type { ApiScope, ReceiptRequest, ReceiptResult } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createKey } from '../integrations/helpers.ts';

export interface Shopper {
  id: number;
  phone: string;
  card: string;
}

export interface LineSpec {
  sku: string;
  quantity: number;
  unit_price: number;
  discount?: number;
}

/** Everything a receipts test file needs, and what it made (deleted by `cleanup`). */
export async function receiptsKit(app: FastifyInstance) {
  const db = app.database.db;
  const admin = await createStaff(app, 'admin');
  const keyOf = async (scopes: ApiScope[] = ['receipts:write'], stores: string[] = []) => ({
    'x-api-key': (await createKey(app, admin, scopes, stores)).key,
  });
  const till = await keyOf();
  const run = crypto.randomUUID().slice(0, 8);
  let counter = 0;
  const users: number[] = [];

  const stores = (await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute()).map(
    (r) => r.magasin_code,
  );
  const day = tunisDateString(app.clock.now());
  // Products of a published catalogue running today, and products in none running today.
  const inCatalogue = await db
    .selectFrom('products as p')
    .innerJoin('catalogue_products as cp', 'cp.product_id', 'p.id')
    .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
    .select('p.sku')
    .distinct()
    .where('k.published_at', 'is not', null)
    .where(sql<boolean>`k.oc_debut < ${day}::date + 1`)
    .where(sql<boolean>`k.oc_fin >= ${day}::date`)
    .orderBy('p.sku')
    .limit(2)
    .execute();
  const catalogueSkus = inCatalogue.map((r) => r.sku);
  const plain = await db
    .selectFrom('products as p')
    .select('p.sku')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('catalogue_products as cp')
            .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
            .select('cp.product_id')
            .whereRef('cp.product_id', '=', 'p.id')
            .where(sql<boolean>`k.oc_debut < ${day}::date + 1`)
            .where(sql<boolean>`k.oc_fin >= ${day}::date`),
        ),
      ),
    )
    .orderBy('p.sku')
    .limit(3)
    .execute();
  const plainSkus = plain.map((r) => r.sku);

  const kit = {
    db,
    admin,
    till,
    keyOf,
    storeA: stores[0]!,
    storeB: stores[1]!,
    catalogueSkus,
    plainSkus,
    /** A receipt id no other run uses. */
    newId: () => `T${run}-${++counter}`,

    /** A shopper with a card (and its welcome coupon, as at sign-up). */
    async shopper(): Promise<Shopper> {
      const user = await createUser(app);
      users.push(user.id);
      const card = await app.services.ledger.ensureCard(db, user.id);
      return { id: user.id, phone: user.phone, card };
    },
    /** Records a user made elsewhere (sign-up) for the cleanup. */
    track: (userId: number) => users.push(userId),

    /** A receipt whose lines add up. */
    receipt(lines: LineSpec[], extra: Partial<ReceiptRequest> = {}): ReceiptRequest {
      const full = lines.map((l) => ({ ...l, discount: l.discount ?? 0, total: l.quantity * l.unit_price - (l.discount ?? 0) }));
      return {
        receipt_id: kit.newId(),
        store: kit.storeA,
        purchased_at: '2026-11-24T10:15:00+01:00',
        lines: full,
        total: full.reduce((s, l) => s + l.total, 0),
        offer_codes: [],
        payment: 'card',
        ...extra,
      };
    },

    post: (body: unknown, headers: Record<string, string> = till) =>
      app.inject({ method: 'POST', url: '/api/v1/integrations/receipts', headers, payload: body as object }),
    async ok(body: ReceiptRequest): Promise<ReceiptResult> {
      const res = await kit.post(body);
      if (res.statusCode !== 200) throw new Error(`receipt ${res.statusCode} ${res.body}`);
      return res.json<ReceiptResult>();
    },

    balance: (userId: number) => app.services.ledger.balance(db, userId),
    receiptRows: (tillId: string) => db.selectFrom('receipts').selectAll().where('till_receipt_id', '=', tillId).execute(),
    entriesOf: (userId: number) => db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

    /** A voucher or coupon of the shopper, as the ledger issues them. */
    offer(
      userId: number,
      kind: 'coupon' | 'voucher',
      terms: { amount: number; amount_type?: 'amount' | 'percent'; min_purchase?: number; expires_at?: Date; cap?: number | null },
    ) {
      const now = app.clock.now();
      return app.services.ledger.issueOffer(db, {
        user_id: userId,
        kind,
        source: kind === 'voucher' ? 'points' : 'staff',
        amount_type: terms.amount_type ?? 'amount',
        amount: terms.amount,
        min_purchase: terms.min_purchase ?? 0,
        cap: terms.cap ?? null,
        label: `test ${kind}`,
        label_ar: null,
        description: '',
        description_ar: null,
        issued_at: now,
        expires_at: terms.expires_at ?? new Date(now.getTime() + 30 * 86_400_000),
      });
    },
    codeOf: async (offerId: number) =>
      (await db.selectFrom('wallet_offers').select('code').where('id', '=', offerId).executeTakeFirstOrThrow()).code,
    welcomeOf: async (userId: number) =>
      db.selectFrom('wallet_offers').selectAll().where('user_id', '=', userId).where('source', '=', 'welcome').executeTakeFirstOrThrow(),

    /** Deletes what the file made: its shoppers (cards, offers, points go with them), then its receipts. */
    async cleanup() {
      const mine = db.selectFrom('receipts').select('id').where('till_receipt_id', 'like', `T${run}-%`);
      await db.deleteFrom('points_ledger').where('receipt_id', 'in', mine).execute();
      await db.updateTable('wallet_offers').set({ used_at: null, used_receipt_id: null }).where('used_receipt_id', 'in', mine).execute();
      if (users.length > 0) await db.deleteFrom('users').where('id', 'in', users).execute();
      await db.deleteFrom('receipts').where('till_receipt_id', 'like', `T${run}-%`).where('kind', '=', 'return').execute();
      await db.deleteFrom('receipts').where('till_receipt_id', 'like', `T${run}-%`).execute();
    },
  };
  return kit;
}

export type ReceiptsKit = Awaited<ReturnType<typeof receiptsKit>>;

/**
 * The app and receipts kit of a test file: built before its tests, the kit's rows deleted and the
 * app closed after them. Call it at the top of the file; read `app` and `kit` inside tests only.
 */
export function receiptsKitPerFile(): { readonly app: FastifyInstance; readonly kit: ReceiptsKit } {
  let app: FastifyInstance | undefined;
  let kit: ReceiptsKit | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = await receiptsKit(app);
  });
  afterAll(async () => {
    await kit?.cleanup();
    await app?.close();
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('receiptsKitPerFile: built in beforeAll; use it inside tests');
    return value;
  };
  return {
    get app() {
      return built(app);
    },
    get kit() {
      return built(kit);
    },
  };
}
