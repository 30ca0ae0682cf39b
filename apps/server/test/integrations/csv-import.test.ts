/**
 * The back office's CSV imports (docs/integrations.md#csv): preview writes nothing, apply is all or
 * nothing and names every refused line by its line number; admin or the store's own manager.
 */
import type { FeedResult, ImportPreview, RowsRejected, ScanResponse, StockResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImportCsv } from '../../src/modules/integrations/csv-import.ts';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { fixtures, stockOf } from './helpers.ts';

let app: FastifyInstance;
let fx: Awaited<ReturnType<typeof fixtures>>;
let manager: TestStaff;
beforeAll(async () => {
  app = await buildTestApp();
  fx = await fixtures(app);
  manager = await createStaff(app, 'store_manager', [fx.storeA]);
});
afterAll(async () => {
  await app.close();
});

const upload = (staff: TestStaff, store: string, csv: string, mode: 'preview' | 'apply', kind = 'stock') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/stores/${store}/${kind}/import?mode=${mode}`,
    headers: { ...staff.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

describe('stock CSV import', () => {
  it('a file with one bad line: preview lists it, apply refuses it and writes nothing', async () => {
    const [p0, p1] = fx.products;
    const before = [await stockOf(app, fx.storeA, p0!.sku), await stockOf(app, fx.storeA, p1!.sku)];
    const csv = `sku;stock\r\n${p0!.sku};17\r\n\r\n${fx.unknownSku};3\r\n${p1!.sku};douze\r\n`;
    const preview = await upload(manager, fx.storeA, csv, 'preview');
    expect(preview.statusCode).toBe(200);
    const body = preview.json<ImportPreview>();
    expect(body.rows.map((r) => [r.line, r.sku, r.stock])).toEqual([
      [2, p0!.sku, 17],
      [4, fx.unknownSku, 3],
      [5, p1!.sku, null],
    ]);
    expect(body.errors.map((e) => [e.line, e.code, e.field])).toEqual([
      [4, 'SKU_UNKNOWN', 'sku'],
      [5, 'VALUE_INVALID', 'stock'],
    ]);
    const apply = await upload(manager, fx.storeA, csv, 'apply');
    expect(apply.statusCode).toBe(422);
    const rejected = apply.json<RowsRejected>();
    expect(rejected.code).toBe('ROWS_INVALID');
    expect(rejected.errors.map((e) => e.line)).toEqual([4, 5]);
    expect([await stockOf(app, fx.storeA, p0!.sku), await stockOf(app, fx.storeA, p1!.sku)]).toEqual(before);
    expect(await app.database.db.selectFrom('audit_log').select('id').where('action', '=', 'stock.set').execute()).toEqual([]);
  });

  it('a good file (commas, quotes) applies, is audited with its author, and the shopper’s stock shows it', async () => {
    const [p0, p1] = fx.products;
    const csv = `\uFEFFSKU,Stock\n"${p0!.sku}",42\n${p1!.sku},"7"\n`;
    const preview = await upload(manager, fx.storeA, csv, 'preview');
    expect(preview.json<ImportPreview>().errors).toEqual([]);
    expect(await stockOf(app, fx.storeA, p0!.sku)).not.toBe(42);
    const apply = await upload(manager, fx.storeA, csv, 'apply');
    expect(apply.statusCode).toBe(200);
    expect(apply.json<FeedResult>()).toMatchObject({ applied: true, rows: 2, removed: 0 });
    expect(await stockOf(app, fx.storeA, p0!.sku)).toBe(42);
    expect(await stockOf(app, fx.storeA, p1!.sku)).toBe(7);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'api_key_id', 'entity_id', 'after'])
      .where('action', '=', 'stock.set')
      .execute();
    expect(audit).toEqual([
      { staff_id: manager.id, api_key_id: null, entity_id: fx.storeA, after: expect.objectContaining({ source: 'csv', rows: 2 }) },
    ]);
    const seen = await app.inject(`/api/v1/stock?sku=${p0!.sku}&stores=${fx.storeA}`);
    expect(seen.json<StockResponse>().items[0]!.STOCK).toBe(42);
    // The shopper scanning it in that store sees the new figure.
    const scan = await app.inject({ method: 'POST', url: '/api/v1/scan', payload: { CODE_PRODUIT: p0!.ean, MAGASIN_ID: fx.storeA } });
    expect(scan.statusCode).toBe(200);
    expect(scan.json<ScanResponse>().stock).toBe(42);
  });

  it('a store manager of another store → 403; marketing → 403; admin may', async () => {
    const res = await upload(manager, fx.storeB, `sku;stock\n${fx.products[0]!.sku};1\n`, 'preview');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const marketing = await createStaff(app, 'marketing');
    expect((await upload(marketing, fx.storeA, 'sku;stock\n', 'preview')).statusCode).toBe(403);
    const admin = await createStaff(app, 'admin');
    expect((await upload(admin, fx.storeB, `sku;stock\n${fx.products[0]!.sku};1\n`, 'preview')).statusCode).toBe(200);
  });

  it('a wrong header is line 1’s error', async () => {
    const res = await upload(manager, fx.storeA, `sku;quantite\n${fx.products[0]!.sku};1\n`, 'apply');
    expect(res.statusCode).toBe(422);
    expect(res.json<RowsRejected>().errors).toEqual([expect.objectContaining({ line: 1, code: 'COLUMNS_INVALID' })]);
  });
});

describe('last-chance CSV import', () => {
  it('replaces the store’s offers, or names the bad line', async () => {
    const [p0, p1] = fx.products;
    const bad = await upload(
      manager,
      fx.storeA,
      `sku;nouveau_pv;ancien_pv;stock\n${p0!.sku};1000;2000;2\n${p1!.sku};3000;2000;1\n`,
      'apply',
      'last-chance',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<RowsRejected>().errors).toEqual([expect.objectContaining({ line: 3, index: 1, code: 'PRICE_NOT_DISCOUNTED' })]);
    const good = await upload(manager, fx.storeA, `sku;nouveau_pv;ancien_pv;stock\n${p0!.sku};1000;2000;2\n`, 'apply', 'last-chance');
    expect(good.statusCode).toBe(200);
    expect(
      await app.database.db.selectFrom('last_chance').select(['sku', 'remise', 'stock']).where('magasin_code', '=', fx.storeA).execute(),
    ).toEqual([{ sku: p0!.sku, remise: 50, stock: 2 }]);
  });
});

describe('the CSV reader', () => {
  it('keeps line numbers across blank lines and quoted line breaks', () => {
    const parsed = parseImportCsv('stock', 'sku;stock\n\n"A1";"1"\n"B\n2";3\nC3;4');
    expect(parsed.preview.map((r) => r.line)).toEqual([3, 4, 6]);
    expect(parsed.errors).toEqual([expect.objectContaining({ line: 4, field: 'sku', code: 'VALUE_INVALID' })]);
    expect(parsed.rows).toEqual([
      { sku: 'A1', stock: 1 },
      { sku: 'C3', stock: 4 },
    ]);
  });

  it('refuses an empty file and a row with too many values', () => {
    expect(parseImportCsv('stock', 'sku;stock\n').errors).toEqual([expect.objectContaining({ line: 1, code: 'VALUE_MISSING' })]);
    expect(parseImportCsv('stock', 'sku;stock\nA;1;2\n').errors).toEqual([expect.objectContaining({ line: 2, code: 'COLUMNS_INVALID' })]);
  });
});
