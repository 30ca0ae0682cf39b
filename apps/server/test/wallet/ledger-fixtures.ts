import crypto from 'node:crypto';
import { DEFAULT_WALLET_RULES, parseTunisDateTime, pointsFor } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/**
 * Receipts, points and families written straight into the tables, consistent with the ledger's
 * rules (docs/wallet.md#the-ledger): the wallet's tests do not depend on the tills' feed.
 */

export interface FixtureLine {
  sku?: string;
  name?: string;
  quantity: number;
  unit_price: number;
  discount?: number;
  catalogue_bonus?: boolean;
}

export interface FixtureReceipt {
  /** null: made without the card (attachable with its code). */
  userId: number | null;
  /** Tunis wall time, e.g. '2026-11-20T10:15'. */
  at: string;
  lines: FixtureLine[];
  kind?: 'sale' | 'return';
  returnOf?: number;
  /** Taken off the total (an offer); the shopper paid total − discount. */
  discount?: number;
  payment?: string;
  magasinCode?: string;
}

export interface MadeReceipt {
  id: number;
  total: number;
  paid: number;
  bonusBase: number;
  points: number;
  attachCode: string;
  magasinCode: string;
  storeName: string;
}

const attachCode = () => String(crypto.randomInt(100_000, 1_000_000)) + String(crypto.randomInt(100_000, 1_000_000));

/**
 * The seed's first store (TN0001…): on a shared PostgreSQL other files create and edit stores whose
 * codes may sort before it, and a receipt's store must not change under its test.
 */
export async function firstStore(app: FastifyInstance) {
  return app.database.db
    .selectFrom('stores')
    .select(['magasin_code', 'storename', 'address'])
    .where('magasin_code', 'like', 'TN%')
    .orderBy('magasin_code')
    .executeTakeFirstOrThrow();
}

/** A receipt with its lines; for a shopper, its 'earned' (or 'reversed') entry as the tills' feed writes it. */
export async function addReceipt(app: FastifyInstance, r: FixtureReceipt): Promise<MadeReceipt> {
  const db = app.database.db;
  const store = r.magasinCode
    ? await db
        .selectFrom('stores')
        .select(['magasin_code', 'storename', 'address'])
        .where('magasin_code', '=', r.magasinCode)
        .executeTakeFirstOrThrow()
    : await firstStore(app);
  const kind = r.kind ?? 'sale';
  const lines = r.lines.map((l, i) => {
    const discount = l.discount ?? 0;
    return {
      line_no: i + 1,
      sku: l.sku ?? `SKU${i + 1}`,
      name: l.name ?? `Produit ${i + 1}`,
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount,
      total: l.quantity * l.unit_price - discount,
      catalogue_bonus: l.catalogue_bonus ?? false,
    };
  });
  const total = lines.reduce((s, l) => s + l.total, 0);
  const discount = r.discount ?? 0;
  const paid = total - discount;
  const bonusLines = lines.filter((l) => l.catalogue_bonus).reduce((s, l) => s + l.total, 0);
  const bonusBase = kind === 'sale' ? Math.max(0, Math.min(bonusLines, paid)) : Math.min(0, Math.max(bonusLines, paid));
  const points = r.userId == null ? 0 : pointsFor(paid, bonusBase, DEFAULT_WALLET_RULES);
  const at = parseTunisDateTime(r.at)!;
  const code = attachCode();
  const row = await db
    .insertInto('receipts')
    .values({
      magasin_code: store.magasin_code,
      till_receipt_id: `T-${crypto.randomUUID()}`,
      user_id: r.userId,
      kind,
      return_of: r.returnOf ?? null,
      purchased_at: at,
      total,
      discount,
      paid,
      bonus_base: bonusBase,
      payment: r.payment ?? 'Carte bancaire',
      points_earned: points,
      attach_code: code,
      request_hash: 'fixture',
      answer: '{}',
      api_key_id: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await db
    .insertInto('receipt_lines')
    .values(lines.map((l) => ({ ...l, receipt_id: id })))
    .execute();
  if (r.userId != null && points !== 0) {
    await db
      .insertInto('points_ledger')
      .values({ user_id: r.userId, kind: points > 0 ? 'earned' : 'reversed', points, receipt_id: id, at })
      .execute();
  }
  return { id, total, paid, bonusBase, points, attachCode: code, magasinCode: store.magasin_code, storeName: store.storename };
}

/** `memberIds` join `ownerId`'s family as accepted members. */
export async function makeFamily(app: FastifyInstance, ownerId: number, memberIds: number[]): Promise<number> {
  const db = app.database.db;
  const family = await db.insertInto('families').values({ owner_id: ownerId }).returning('id').executeTakeFirstOrThrow();
  for (const userId of memberIds) {
    await db
      .insertInto('family_members')
      .values({ family_id: family.id, user_id: userId, relation: 'Proche', avatar: 'avatar-1', identifiant: String(userId) })
      .execute();
  }
  return family.id;
}

/** Everything of these shoppers (a PostgreSQL test database is shared by every file). */
export async function removeShoppers(app: FastifyInstance, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const db = app.database.db;
  const ids = sql.join(userIds);
  await sql`delete from points_ledger where user_id in (${ids}) or counterpart_user_id in (${ids})`.execute(db);
  await sql`update wallet_offers set used_at = null, used_receipt_id = null where used_receipt_id in (select id from receipts where user_id in (${ids}))`.execute(
    db,
  );
  await sql`delete from wallet_offers where user_id in (${ids})`.execute(db);
  await sql`update receipts set return_of = null where return_of in (select id from receipts where user_id in (${ids}))`.execute(db);
  await sql`delete from receipts where user_id in (${ids})`.execute(db);
  await sql`delete from budget_allocations where from_user_id in (${ids}) or to_user_id in (${ids})`.execute(db);
  await sql`delete from monthly_budgets where user_id in (${ids})`.execute(db);
  await sql`delete from loyalty_cards where user_id in (${ids})`.execute(db);
  await sql`delete from families where owner_id in (${ids})`.execute(db);
  await sql`delete from users where id in (${ids})`.execute(db);
}

/** Receipts without a shopper made by a test (their ids). */
export async function removeReceipts(app: FastifyInstance, receiptIds: number[]): Promise<void> {
  if (receiptIds.length === 0) return;
  await sql`delete from receipts where id in (${sql.join(receiptIds)})`.execute(app.database.db);
}

/** The shopper's wallet as one comparable snapshot: every row of theirs in the wallet's tables. */
export async function walletSnapshot(app: FastifyInstance, userId: number) {
  const db = app.database.db;
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    card: await q(sql`select * from loyalty_cards where user_id = ${userId}`),
    points: await q(sql`select * from points_ledger where user_id = ${userId} order by id`),
    offers: await q(sql`select * from wallet_offers where user_id = ${userId} order by id`),
    receipts: await q(sql`select id, user_id, attached_at, points_earned, paid from receipts where user_id = ${userId} order by id`),
    budgets: await q(sql`select * from monthly_budgets where user_id = ${userId} order by month`),
    allocations: await q(sql`select * from budget_allocations where from_user_id = ${userId} or to_user_id = ${userId} order by id`),
  };
}

/**
 * The app of a wallet test file and the shoppers it makes: built before its tests; after them the
 * shoppers (`user`), with their wallet rows, and the receipts kept in `loose` are deleted and the
 * app closed. Call it at the top of the file; read `app` inside tests only.
 */
export function walletApp(lastname: string) {
  let app: FastifyInstance | undefined;
  const made: number[] = [];
  const loose: number[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    if (!app) return;
    await removeShoppers(app, made);
    await removeReceipts(app, loose);
    await app.close();
  });
  const live = () => {
    if (!app) throw new Error('walletApp: the app is built in beforeAll; use it inside tests');
    return app;
  };
  return {
    get app() {
      return live();
    },
    /** Receipts made outside any shopper of this file, deleted after its tests. */
    loose,
    /** A new shopper (POST through the API), deleted after the file's tests. */
    async user(name: string, last = lastname) {
      const u = await createUser(live(), { name, lastname: last });
      made.push(u.id);
      return u;
    },
  };
}
