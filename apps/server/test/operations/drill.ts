/**
 * The restore drill's tools (docs/operations.md#the-restore-drill): an app started on a DATA_DIR or
 * a PostgreSQL database as `npm start` starts it, the state compared before and after (every table's
 * rows and a checksum of the ledger), and ledger writes through the tills' API.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { countTables } from '../../src/backup/manifest.ts';
import { loadConfig } from '../../src/config.ts';
import { startApp } from '../../src/startup.ts';
import { TEST_NOW } from '../helpers/test-db.ts';
import { receiptsKit } from '../receipts/support.ts';

/** The app as a start makes it (migrations checked, reference data, no demo data added), on that database. */
export function startOn(dataDir: string, databaseUrl?: string): Promise<FastifyInstance> {
  return startApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      APP_NOW: TEST_NOW,
      DEMO_DATA: 'off',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PREFIX: `d${crypto.randomUUID().slice(0, 8)}:`,
      CACHE_KEY_PREFIX: `d${crypto.randomUUID().slice(0, 8)}:`,
    }),
  );
}

export interface DbState {
  /** Rows of every table of the public schema. */
  tables: Record<string, number>;
  /** SHA-256 over the ledger's rows (points, then receipts) ordered by id. */
  ledger: string;
}

export async function stateOf(app: FastifyInstance): Promise<DbState> {
  const db = app.database.db;
  const tables = await app.database.session((s) => countTables((sql) => s.query(sql)));
  const hash = crypto.createHash('sha256');
  const points = await db
    .selectFrom('points_ledger')
    .select(['id', 'user_id', 'kind', 'points', 'receipt_id', 'offer_id', 'counterpart_user_id', 'request_id', 'at'])
    .orderBy('id')
    .execute();
  for (const r of points)
    hash.update(
      `p|${r.id}|${r.user_id}|${r.kind}|${r.points}|${r.receipt_id}|${r.offer_id}|${r.counterpart_user_id}|${r.request_id}|${r.at.toISOString()}\n`,
    );
  const receipts = await db
    .selectFrom('receipts')
    .select(['id', 'till_receipt_id', 'user_id', 'total', 'paid', 'points_earned'])
    .orderBy('id')
    .execute();
  for (const r of receipts) hash.update(`r|${r.id}|${r.till_receipt_id}|${r.user_id}|${r.total}|${r.paid}|${r.points_earned}\n`);
  return { tables, ledger: hash.digest('hex') };
}

/** A shopper with a card buys through the tills' API: one receipt, one `earned` points entry. */
export async function buyThroughTill(app: FastifyInstance): Promise<{ tillReceiptId: string; userId: number }> {
  const kit = await receiptsKit(app);
  const shopper = await kit.shopper();
  const body = kit.receipt([{ sku: kit.plainSkus[0]!, quantity: 2, unit_price: 12_500 }], { card_number: shopper.card });
  await kit.ok(body);
  return { tillReceiptId: body.receipt_id, userId: shopper.id };
}
